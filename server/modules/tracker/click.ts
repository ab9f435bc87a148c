import { runRefusal, RunRefusal } from '../../../domain/offers/runnable';
import { SUB_IDS, type SubId } from '../../../domain/offers/trackingLink';
import { hopSignature, metaRefreshPage, notFoundPage, redirectAnswer, scriptPage, type TrackingAnswer } from './answers';
import { DeviceType, newClickId, storableText, type ClickRecord } from './clickRecord';
import type { TrackedOffer, TrackingDomain } from './lookups';
import { deepLinkLanding } from './deepLink';
import { fillMacros } from './macros';
import type { Tracker } from './tracker';
import { countryOf, deviceTypeOf } from './visitor';
import { answerSmartLinkClick, isSmartLinkClick, type SmartLinkPick } from './smartLinkClick';

export const CLICK_PATH = '/click';
export const HOP_PATH = '/click/hop';
/** the first-party cookie holding the last click id, read by the conversion pixel */
export const CLICK_COOKIE = 'affnet_click';

const MAX_SUB_ID = 255;
/** marks a click a cap sent on to another offer: there a full cap stops rather than redirects again */
const CAP_HOP = 'cap_hop';

/** The click on the offer a full cap redirects to: the same affiliate and sub-ids, once (CAP_HOP). */
function capRedirect(query: URLSearchParams, offerId: number): string {
  const next = new URLSearchParams(query);
  next.set('offer_id', String(offerId));
  next.set(CAP_HOP, '1');
  return `${CLICK_PATH}?${next.toString()}`;
}

/** What a click needs of its request, whichever HTTP layer read it (Hono, or Node's own server). */
export interface ClickRequest {
  query: URLSearchParams;
  /** the visitor's address (the socket's, or X-Forwarded-For's first hop behind a trusted proxy) */
  ip: string;
  userAgent: string;
  referrer: string;
  /** reached over TLS (directly, or X-Forwarded-Proto behind a trusted proxy) */
  secure: boolean;
}

/** The URL a refused click goes to: the smart link's or the offer's own (trafficback), else the workspace's. */
async function fallbackOf(tracker: Tracker, pick: SmartLinkPick | undefined, offer: TrackedOffer | null, refusal: RunRefusal | null): Promise<string> {
  if (pick) return pick.fallbackUrl || tracker.lookups.fallbackUrl();
  const own = offer && refusal !== RunRefusal.UnknownOffer ? offer.fallbackUrl : '';
  return own || tracker.lookups.fallbackUrl();
}

const idParam = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

function clickCookie(secure: boolean, clickId: string, lifetimeDays: number): string {
  const site = secure ? 'Secure; SameSite=None' : 'SameSite=Lax';
  return `${CLICK_COOKIE}=${clickId}; Path=/; Max-Age=${lifetimeDays * 86_400}; HttpOnly; ${site}`;
}

/**
 * GET /click on a tracking domain (spec 3 §2): the click is written (with the others of its
 * batch) before the answer, so every click a visitor was sent on with is stored.
 */
export async function answerClick(tracker: Tracker, request: ClickRequest, domain: TrackingDomain, pick?: SmartLinkPick): Promise<TrackingAnswer> {
  if (!pick && isSmartLinkClick(request.query)) return answerSmartLinkClick(tracker, request, (chosen) => answerClick(tracker, request, domain, chosen));
  const { query, ip, userAgent } = request;
  const offerId = pick ? (pick.offer?.id ?? null) : idParam(query.get('offer_id'));
  const affiliateId = pick ? (pick.affiliate?.id ?? null) : idParam(query.get('aff_id'));
  let malformed = !pick && (offerId === null || affiliateId === null);
  const subIds = {} as Record<SubId, string | null>;
  for (const key of SUB_IDS) {
    const value = query.get(key);
    if (value && value.length > MAX_SUB_ID) malformed = true;
    subIds[key] = value ? storableText(value, MAX_SUB_ID) : null;
  }

  const country = pick ? pick.country : countryOf(ip);
  const { os, browser } = tracker.agent(userAgent);
  const deviceType = deviceTypeOf(userAgent);
  const { lookups } = tracker;
  const [offer, affiliate, rule] = malformed
    ? [null, null, null]
    : pick
      ? [pick.offer, pick.affiliate, null]
      : await Promise.all([lookups.offer(offerId!), lookups.affiliate(affiliateId!), lookups.rule(offerId!, affiliateId!)]);
  const clickedAt = tracker.now();
  const runs = malformed ? RunRefusal.Malformed : pick ? pick.refusal : runRefusal(offer, affiliate, rule, country === '--' ? undefined : country);
  // a smart link took the offer's caps as it chose it
  const capped = runs || pick ? null : await tracker.caps.onClick(offerId!, affiliateId!, clickedAt, query.has(CAP_HOP));
  const refusal = capped && capped.kind !== 'run' ? RunRefusal.CapReached : runs;
  const judged = tracker.quality.judge({ ip, userAgent, offerId, now: clickedAt });
  const quality = judged instanceof Promise ? await judged : judged;

  // every spread comes last in these literals: on Node 20, properties added after a spread build
  // the object slowly (about 20 µs for the macro values, more than the rest of a click)
  const record: ClickRecord = {
    click_id: newClickId(),
    clicked_at: clickedAt.toISOString(),
    offer_id: offerId,
    affiliate_id: affiliateId,
    manager_id: affiliate?.managerId ?? 0,
    tracking_domain_id: domain.id,
    ip: storableText(ip, 64),
    country,
    device_type: deviceType,
    os,
    browser,
    referrer: storableText(request.referrer, 1000),
    refusal,
    traffic_safety: quality.safety,
    fraud_reasons: quality.reasons,
    smart_link_id: pick ? pick.smartLinkId : null,
    smart_link_entry_id: pick?.entryId ?? null,
    ...subIds,
  };
  await tracker.sink.write(record);

  if (capped?.kind === 'redirect') return redirectAnswer(capRedirect(query, capped.offerId), 302);
  if (refusal || !offer) {
    const fallback = await fallbackOf(tracker, pick, offer, refusal);
    return fallback ? redirectAnswer(fallback, 302) : notFoundPage();
  }
  const values = {
    click_id: record.click_id,
    offer_id: offer.id,
    aff_id: affiliateId,
    campaign_id: offer.id,
    campaign_name: offer.name,
    country: country === '--' ? '' : country,
    os,
    browser,
    platform: deviceType === DeviceType.Mobile ? 'mobile' : 'desktop',
    ip,
    affiliate_id: affiliateId,
    affiliate_name: affiliate?.name,
    ...subIds,
  };
  // a deep link (`url=`) the offer allows lands there, else the offer's landing page (tracker/deepLink.ts)
  const filled = deepLinkLanding(offer, query, values) ?? fillMacros(offer.landingUrl, values);
  // an offer saved without a usable landing page: the click counts, the visitor sees a plain page
  const landing = headerSafe(filled);
  if (!landing) return notFoundPage();

  const headers = { 'Set-Cookie': clickCookie(request.secure, record.click_id, offer.clickLifetimeDays) };
  switch (domain.redirect) {
    case '301':
      return redirectAnswer(landing, 301, headers);
    case 'meta_refresh':
      return metaRefreshPage(landing, headers);
    case 'double_meta_refresh': {
      const signature = hopSignature(await lookups.secret(), landing);
      return metaRefreshPage(`${HOP_PATH}?${new URLSearchParams({ to: landing, sig: signature }).toString()}`, headers);
    }
    case 'js':
      return scriptPage(landing, headers);
    default:
      return redirectAnswer(landing, 302, headers);
  }
}

/**
 * The landing URL as a Location header can carry it: beyond printable ASCII (a Cyrillic path, an
 * internationalised host) it is written as the URL parser does (percent-encoded, punycode); null
 * when it is no http(s) URL at all.
 */
function headerSafe(url: string): string | null {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) return null;
  if (!/[^\x21-\x7e]/.test(url)) return url;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

/** The Host header's name: lower case, without port or trailing dot; '' when unusable. */
export function hostOf(header: string | undefined): string {
  const raw = (header ?? '').trim().toLowerCase();
  if (!raw || raw.length > 260) return '';
  const name = raw.startsWith('[') ? raw.slice(0, raw.indexOf(']') + 1) : raw.split(':')[0]!;
  return name.replace(/\.$/, '');
}
