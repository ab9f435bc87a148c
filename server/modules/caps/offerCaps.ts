import { sql } from 'drizzle-orm';
import { capLeft, CapMetric, CapPeriod, capWindow, dateFormat, type CapInput } from '../../../domain/offers/caps';
import type { FieldError } from '../../http/respond';
import type { Tx } from '../../db/tx';
import type { CapBody } from './capFields';
import { UserType } from '../../../domain/enums/user';
import type { Viewer } from '../users/scope';
import { rowsOf } from '../../db/rows';
import { affiliateNames, capsOfOffers, managedAffiliates, offerExists, replaceCaps, usageAt, workspaceZone, type CapRow } from './capRepository';

/**
 * The shorthand fields of before (docs/decisions/offers.md, "Caps"): `daily_cap` and
 * `monthly_cap` are the whole offer's daily and monthly caps on conversions.
 */
const SHORTHAND = [
  { field: 'daily_cap', period: CapPeriod.Daily },
  { field: 'monthly_cap', period: CapPeriod.Monthly },
] as const;

const isShorthand = (c: { affiliate_id: number | null; metric: string }) => c.affiliate_id === null && c.metric === CapMetric.Conversions;

const isManager = (viewer: Viewer) => viewer.userType === UserType.Manager;

/**
 * Which of these affiliates' caps the viewer may see and set: an admin any affiliate's, a manager
 * only their own affiliates' (the house's scope, server/modules/users/scope.ts).
 */
async function inScope(db: Tx, viewer: Viewer, ids: readonly number[]): Promise<Set<number>> {
  return new Set(isManager(viewer) ? await managedAffiliates(db, viewer.id, ids) : (await affiliateNames(db, ids)).keys());
}

/**
 * 422s for what an offer body's caps name: affiliates that are none (or, for a manager, not
 * theirs: read as unknown, as the house answers an id out of scope), a redirect without a target
 * or to itself.
 */
export async function capErrors(db: Tx, viewer: Viewer, offerId: number | null, body: CapBody, current: { capAction: string; capRedirectOfferId: number | null } | null): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const wanted = [...new Set((body.caps ?? []).map((c) => c.affiliate_id).filter((id): id is number => id !== null))];
  const known = await inScope(db, viewer, wanted);
  const unknown = isManager(viewer) ? 'Unknown affiliate or an affiliate outside your scope.' : 'Choose an affiliate.';
  (body.caps ?? []).forEach((c, i) => {
    if (c.affiliate_id !== null && !known.has(c.affiliate_id)) errors.push({ field: `caps.${i}.affiliate_id`, message: unknown });
  });
  const action = body.cap_action ?? current?.capAction ?? 'stop';
  const target = body.cap_redirect_offer_id !== undefined ? body.cap_redirect_offer_id : (current?.capRedirectOfferId ?? null);
  if (target !== null && (target === offerId || !(await offerExists(db, target)))) {
    errors.push({ field: 'cap_redirect_offer_id', message: 'Choose another existing offer.' });
  } else if (action === 'redirect' && target === null) {
    errors.push({ field: 'cap_redirect_offer_id', message: 'Choose the offer a reached cap redirects to.' });
  }
  return errors;
}

/**
 * Puts a saved offer's caps in place: `caps` when given (the whole list; `daily_cap` and
 * `monthly_cap` then follow from it), else the shorthand fields the body names. The offer's
 * `daily_cap` and `monthly_cap` columns always mirror the shorthand rows, so older API clients
 * read what they wrote. A manager's list is the offer's caps and their own affiliates' (all they
 * see): the caps of other managers' affiliates stay as they are.
 */
export async function saveCaps(db: Tx, viewer: Viewer, offerId: number, body: CapBody, now: Date): Promise<void> {
  if (body.caps) {
    const hidden = isManager(viewer) ? await hiddenCaps(db, viewer, offerId) : [];
    await replaceCaps(db, offerId, [...body.caps, ...hidden], now);
  } else {
    const named = SHORTHAND.filter((s) => body[s.field] !== undefined);
    if (!named.length) return;
    const current = (await capsOfOffers(db, [offerId])).map(toInput);
    const caps: CapInput[] = current.filter((c) => !(isShorthand(c) && named.some((s) => s.period === c.period)));
    for (const s of named) {
      const limit = body[s.field];
      if (limit) caps.push({ affiliate_id: null, period: s.period, metric: CapMetric.Conversions, limit });
    }
    await replaceCaps(db, offerId, caps, now);
  }
  await db.execute(sql`UPDATE offers SET
    daily_cap = (SELECT cap_limit::int FROM offer_caps WHERE offer_id = ${offerId} AND affiliate_id IS NULL AND metric = 'conversions' AND period = 'daily'),
    monthly_cap = (SELECT cap_limit::int FROM offer_caps WHERE offer_id = ${offerId} AND affiliate_id IS NULL AND metric = 'conversions' AND period = 'monthly')
    WHERE id = ${offerId}`);
}

const toInput = (c: CapRow): CapInput => ({ affiliate_id: c.affiliateId, period: c.period, metric: c.metric, limit: c.limit });

/** The offer's caps on affiliates outside a manager's scope: neither shown to them nor changed by them. */
async function hiddenCaps(db: Tx, viewer: Viewer, offerId: number): Promise<CapInput[]> {
  const caps = await capsOfOffers(db, [offerId]);
  const mine = await inScope(db, viewer, [...new Set(caps.flatMap((c) => (c.affiliateId ? [c.affiliateId] : [])))]);
  return caps.filter((c) => c.affiliateId !== null && !mine.has(c.affiliateId)).map(toInput);
}

/** One cap as staff see it on the offer: its use in the current window and what is left. */
export interface StaffCap extends CapInput {
  id: number;
  affiliate_name: string | null;
  used: number;
  left: number;
  /** the current window's first local day (workspace zone) */
  window_start: string;
}

/** Every cap of these offers the viewer may see (a manager: the offers' and their affiliates'), with its use now, by offer. */
export async function staffCaps(db: Tx, viewer: Viewer, offerIds: readonly number[], at: Date): Promise<Map<number, StaffCap[]>> {
  let caps = await capsOfOffers(db, offerIds);
  if (isManager(viewer)) {
    const mine = await inScope(db, viewer, [...new Set(caps.flatMap((c) => (c.affiliateId ? [c.affiliateId] : [])))]);
    caps = caps.filter((c) => c.affiliateId === null || mine.has(c.affiliateId));
  }
  const out = new Map<number, StaffCap[]>(offerIds.map((id) => [id, []]));
  if (!caps.length) return out;
  const timeZone = await workspaceZone(db);
  const format = dateFormat(timeZone);
  const [used, names] = [await usageAt(db, caps, at, timeZone), await affiliateNames(db, [...new Set(caps.flatMap((c) => (c.affiliateId ? [c.affiliateId] : [])))])];
  for (const c of caps) {
    const u = used.get(c.id) ?? 0;
    out.get(c.offerId)?.push({
      id: c.id,
      ...toInput(c),
      affiliate_name: c.affiliateId ? (names.get(c.affiliateId) ?? null) : null,
      used: u,
      left: capLeft(c.limit, u),
      window_start: capWindow(c.period, at, timeZone, format),
    });
  }
  return out;
}

/** What an affiliate sees of a cap binding them: the offer's or their own, never another affiliate's. */
export interface AffiliateCap {
  period: CapInput['period'];
  metric: CapInput['metric'];
  /** the whole offer's cap (shared with every affiliate), or the affiliate's own */
  scope: 'offer' | 'own';
  limit: number;
  left: number;
}

/** The caps binding one affiliate on these offers, with what is left now, by offer. */
export async function affiliateCaps(db: Tx, offerIds: readonly number[], affiliateId: number, at: Date): Promise<Map<number, AffiliateCap[]>> {
  const caps = (await capsOfOffers(db, offerIds)).filter((c) => c.affiliateId === null || c.affiliateId === affiliateId);
  const out = new Map<number, AffiliateCap[]>(offerIds.map((id) => [id, []]));
  if (!caps.length) return out;
  const used = await usageAt(db, caps, at, await workspaceZone(db));
  for (const c of caps) {
    out.get(c.offerId)?.push({ period: c.period, metric: c.metric, scope: c.affiliateId === null ? 'offer' : 'own', limit: c.limit, left: capLeft(c.limit, used.get(c.id) ?? 0) });
  }
  return out;
}

/**
 * Sets one cap of an offer (on the whole offer when `affiliate_id` is null) to `limit`, adding it
 * when absent; its use so far stays. The offer's shorthand columns follow as in saveCaps. Answers
 * the limit it had before (null: there was none), so a caller can tell a change from none.
 */
export async function setCap(db: Tx, offerId: number, cap: CapInput, now: Date): Promise<number | null> {
  const [before] = rowsOf<{ cap_limit: string }>(
    await db.execute(sql`SELECT cap_limit::text AS cap_limit FROM offer_caps
      WHERE offer_id = ${offerId} AND COALESCE(affiliate_id, 0) = ${cap.affiliate_id ?? 0} AND period = ${cap.period} AND metric = ${cap.metric}`),
  );
  await db.execute(sql`INSERT INTO offer_caps (offer_id, affiliate_id, period, metric, cap_limit, created_at, updated_at)
    VALUES (${offerId}, ${cap.affiliate_id}, ${cap.period}, ${cap.metric}, ${cap.limit}, ${now.toISOString()}, ${now.toISOString()})
    ON CONFLICT (offer_id, (COALESCE(affiliate_id, 0)), period, metric)
      DO UPDATE SET cap_limit = EXCLUDED.cap_limit, updated_at = EXCLUDED.updated_at WHERE offer_caps.cap_limit <> EXCLUDED.cap_limit`);
  await db.execute(sql`UPDATE offers SET
    daily_cap = (SELECT cap_limit::int FROM offer_caps WHERE offer_id = ${offerId} AND affiliate_id IS NULL AND metric = 'conversions' AND period = 'daily'),
    monthly_cap = (SELECT cap_limit::int FROM offer_caps WHERE offer_id = ${offerId} AND affiliate_id IS NULL AND metric = 'conversions' AND period = 'monthly')
    WHERE id = ${offerId}`);
  return before ? Number(before.cap_limit) : null;
}
