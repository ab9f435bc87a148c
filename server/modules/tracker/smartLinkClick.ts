import { runRefusal, RunRefusal } from '../../../domain/offers/runnable';
import { SMART_LINK_PARAM } from '../../../domain/smartLinks/access';
import { pickEntry } from '../../../domain/smartLinks/pick';
import type { TrackingAnswer } from './answers';
import type { TrackedAffiliate, TrackedOffer } from './lookups';
import type { Tracker } from './tracker';
import { countryOf, deviceTypeOf } from './visitor';

/** `/click?sl={id}`: a smart link's tracking URL (docs/api.md, Tracker). */
export const isSmartLinkClick = (query: URLSearchParams) => query.has(SMART_LINK_PARAM);

/**
 * What a smart link decided before its click runs as the offer's own (click.ts answerClick): the
 * offer and affiliate (the caps already taken), or none with the refusal, and where a refused click goes.
 */
export interface SmartLinkPick {
  offer: TrackedOffer | null;
  affiliate: TrackedAffiliate | null;
  refusal: RunRefusal | null;
  country: string;
  /** null: the `sl` parameter was no id */
  smartLinkId: number | null;
  entryId: number | null;
  fallbackUrl: string;
}

/** What the pick reads of the click's request (click.ts ClickRequest). */
interface VisitorRequest {
  query: URLSearchParams;
  ip: string;
  userAgent: string;
}

const idOf = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/**
 * GET /click?sl={id} (spec 4 §6): the smart link chooses, per click, an offer among its entries
 * taking the visitor's country, device and OS, by weight; an entry whose offer the affiliate may
 * not run (paused, not allowed, country) or whose cap is full is passed over for the rest (its
 * cap action is not followed: the link has its own choice to make). The chosen offer's click then
 * runs as the offer's own link would, recording the link and the entry. No entry left, or the link
 * suspended: the click is kept refused and goes to the link's fallback, else the workspace's.
 */
export async function answerSmartLinkClick(tracker: Tracker, request: VisitorRequest, run: (pick: SmartLinkPick) => Promise<TrackingAnswer>): Promise<TrackingAnswer> {
  const { lookups } = tracker;
  const id = idOf(request.query.get(SMART_LINK_PARAM));
  const link = id === null ? null : await lookups.smartLink(id);
  const country = countryOf(request.ip);
  const refused = (refusal: RunRefusal, affiliate: TrackedAffiliate | null = null) =>
    run({ offer: null, affiliate, refusal, country, smartLinkId: id, entryId: null, fallbackUrl: link?.fallbackUrl ?? '' });
  if (!link) return refused(id === null ? RunRefusal.Malformed : RunRefusal.SmartLinkNotActive);
  const affiliate = await lookups.affiliate(link.affiliateId);
  if (!link.active) return refused(RunRefusal.SmartLinkNotActive, affiliate);

  const visitor = { country, deviceType: deviceTypeOf(request.userAgent), os: tracker.agent(request.userAgent).os };
  const known = country === '--' ? undefined : country;
  const at = tracker.now();
  const chosen: { offer: TrackedOffer | null } = { offer: null };
  const entry = await pickEntry(link.entries, visitor, Math.random, async (e) => {
    const [offer, rule] = await Promise.all([lookups.offer(e.offerId), lookups.rule(e.offerId, link.affiliateId)]);
    if (runRefusal(offer, affiliate, rule, known) !== null) return false;
    // hopped: a full cap answers refuse, never a redirect to another offer
    if ((await tracker.caps.onClick(e.offerId, link.affiliateId, at, true)).kind !== 'run') return false;
    chosen.offer = offer;
    return true;
  });
  if (!entry || !chosen.offer) return refused(RunRefusal.NoSmartLinkOffer, affiliate);
  return run({ offer: chosen.offer, affiliate, refusal: null, country, smartLinkId: link.id, entryId: entry.id, fallbackUrl: link.fallbackUrl });
}
