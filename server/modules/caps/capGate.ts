import { sql } from 'drizzle-orm';
import { CapAction, CapMetric, capWindows, dateFormat, type CapWindows } from '../../../domain/offers/caps';
import type { Db } from '../../db/client';
import { TtlCache } from '../tracker/ttlCache';
import { usageAt, workspaceZone, type CapRow } from './capRepository';
import { createCapBatcher } from './capBatch';
import { rowsOf } from '../../db/rows';

/** What a click may do under its offer's caps. */
export type ClickCapVerdict = { kind: 'run' } | { kind: 'refuse' } | { kind: 'redirect'; offerId: number };

interface BindingCaps {
  /** the clicks caps, taken at every click */
  clickCaps: CapRow[];
  /** the caps on leads, conversions or payout, only checked for room */
  others: CapRow[];
  action: CapAction;
  redirectOfferId: number | null;
}

const RUN: ClickCapVerdict = { kind: 'run' };

/**
 * The tracker's side of caps, one per tracker (no module state). The caps binding an offer ×
 * affiliate, the workspace's zone, and whether a cap on leads, conversions or payout is full are
 * kept for `ttlMs` (a click with no caps costs one cache read); a clicks cap is taken in the
 * database for every click, in batches (capBatch.ts), so it holds exactly across every tracker
 * process.
 */
export function createCapGate(db: Db, ttlMs = 5000) {
  const binding = new TtlCache<BindingCaps | null>(ttlMs);
  // the zone with its date formatter: making one costs more than the rest of a click's cap check
  const zone = new TtlCache<{ timeZone: string; format: Intl.DateTimeFormat }>(ttlMs, 1);
  const otherFull = new TtlCache<boolean>(ttlMs);
  const batcher = createCapBatcher(db);
  // the windows of the current UTC minute: every zone's offset is whole minutes, so a local day
  // never starts within one, and a click reads the date once a minute rather than every time
  let windowsMemo: { minute: number; timeZone: string; windows: CapWindows } | null = null;
  const windowsAt = (at: Date, timeZone: string, format: Intl.DateTimeFormat): CapWindows => {
    const minute = Math.floor(at.getTime() / 60_000);
    if (windowsMemo?.minute !== minute || windowsMemo.timeZone !== timeZone) windowsMemo = { minute, timeZone, windows: capWindows(at, timeZone, format) };
    return windowsMemo.windows;
  };

  const load = async (offerId: number, affiliateId: number): Promise<BindingCaps | null> => {
    const rows = rowsOf<{ id: number; offer_id: number; affiliate_id: number | null; period: CapRow['period']; metric: CapRow['metric']; cap_limit: string; cap_action: string; cap_redirect_offer_id: number | null }>(
      await db.execute(sql`SELECT c.id, c.offer_id, c.affiliate_id, c.period, c.metric, c.cap_limit, o.cap_action, o.cap_redirect_offer_id
        FROM offer_caps c JOIN offers o ON o.id = c.offer_id
        WHERE c.offer_id = ${offerId} AND (c.affiliate_id IS NULL OR c.affiliate_id = ${affiliateId}) ORDER BY c.id`),
    );
    if (!rows.length) return null;
    const first = rows[0]!;
    const caps: CapRow[] = rows.map((r) => ({ id: Number(r.id), offerId: Number(r.offer_id), affiliateId: r.affiliate_id, period: r.period, metric: r.metric, limit: Number(r.cap_limit) }));
    return {
      clickCaps: caps.filter((c) => c.metric === CapMetric.Clicks),
      others: caps.filter((c) => c.metric !== CapMetric.Clicks),
      action: CapAction.is(first.cap_action) ? first.cap_action : CapAction.Stop,
      redirectOfferId: first.cap_redirect_offer_id === null ? null : Number(first.cap_redirect_offer_id),
    };
  };

  return {
    /**
     * Decides a click the offer would run: takes one unit of each clicks cap binding it (all or
     * none); when one is full, or a cap on what clicks bring (leads, conversions, payout) is,
     * answers the offer's cap action. `hopped`: the click was already redirected by a cap, so a
     * second redirect stops instead (two offers redirecting to each other cannot loop).
     */
    async onClick(offerId: number, affiliateId: number, at: Date, hopped: boolean): Promise<ClickCapVerdict> {
      const bound = await binding.get(`${offerId}:${affiliateId}`, () => load(offerId, affiliateId));
      if (!bound) return RUN;
      const { timeZone, format } = await zone.get('', async () => {
        const timeZone = await workspaceZone(db);
        return { timeZone, format: dateFormat(timeZone) };
      });
      const { clickCaps, others } = bound;
      const windows = windowsAt(at, timeZone, format);
      const full =
        others.length > 0 &&
        (await otherFull.get(`${offerId}:${affiliateId}:${windows.daily}`, async () => {
          const used = await usageAt(db, others, at, timeZone);
          return others.some((c) => (used.get(c.id) ?? 0) >= c.limit);
        }));
      let reached = full;
      if (!reached && clickCaps.length) {
        reached = !(await batcher.take(clickCaps.map((cap) => ({ cap, window: windows[cap.period] })), at));
      }
      if (!reached || bound.action === CapAction.Accept) return RUN;
      if (bound.action === CapAction.Redirect && bound.redirectOfferId !== null && bound.redirectOfferId !== offerId && !hopped) {
        return { kind: 'redirect', offerId: bound.redirectOfferId };
      }
      return { kind: 'refuse' };
    },
    clear() {
      for (const cache of [binding, zone, otherFull]) cache.clear();
    },
  };
}

export type CapGate = ReturnType<typeof createCapGate>;
