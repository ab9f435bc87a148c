import { CONTACT_TODAY_RULES as R, NEGATIVE_LEAD_STATUSES, type BuiltReason } from './contactToday';

/** Yesterday (the workspace-local day before the list's day) against the day before it, and the 7 days before yesterday. */
export interface DayFigures {
  cur: number;
  prev: number;
  week: number;
}

/** One affiliate's figures behind the list (docs/decisions/desk.md); money in minor units. */
export interface AffiliateFigures {
  clicks: DayFigures;
  leads: DayFigures;
  ftds: DayFigures;
  conversions: { cur: number; prev: number };
  commissionMinor: { cur: bigint; prev: bigint };
  /** any click, lead or conversion before yesterday, ever */
  activeBefore: boolean;
  /** countries of yesterday's clicks / leads the affiliate had none of in the 30 days before */
  newClickGeos: readonly string[];
  newLeadGeos: readonly string[];
  criticalAlerts: number;
  expiredPayouts: number;
  /** on a Monday: clicks of the weekend just past and of the one before; null on other days */
  weekend: { cur: number; prev: number } | null;
  /** on a Monday: FTDs of last week and the week before; on the 1st: of last month and the month before */
  weeklyFtds: { cur: number; prev: number } | null;
  monthlyFtds: { cur: number; prev: number } | null;
  /** the same windows: clicks and commission (minor units) of last week / month and of the one before */
  weeklyEpc: PeriodMoney | null;
  monthlyEpc: PeriodMoney | null;
  /** yesterday's lead-status moves (user change log): the status before the first, after the last, and now; null without any */
  leadStatus: { from: string; to: string; now: string } | null;
}

/** Clicks and commission in minor units of a period (cur) and of the one before it (prev). */
export interface PeriodMoney {
  clicks: { cur: number; prev: number };
  conversions: { cur: number; prev: number };
  commissionMinor: { cur: bigint; prev: bigint };
}

/** A manager's book: their active affiliates with any activity yesterday / the day before, and their affiliates who signed up then. */
export interface BookFigures {
  active: { cur: number; prev: number };
  newAffiliates: { cur: number; prev: number };
}

export interface Finding {
  reason: BuiltReason;
  /** the figures behind the reason, in no language (`12 → 0`, `2.0% → 4.5%`, `DE, FR`) */
  detail: string;
}

const big = (n: number | bigint) => BigInt(n);

/** Whether a rate n/c moved from the day before to yesterday by at least the rule's share. */
export function rateMove(nCur: number | bigint, cCur: number, nPrev: number | bigint, cPrev: number, eventsCur: number, eventsPrev: number): 'up' | 'down' | null {
  if (cCur < R.rateMinClicks || cPrev < R.rateMinClicks) return null;
  // nCur/cCur against nPrev/cPrev without division: a = nCur·cPrev, b = nPrev·cCur
  const a = big(nCur) * big(cPrev);
  const b = big(nPrev) * big(cCur);
  const p = big(R.rateChangePercent);
  if (a > b && a * 100n >= b * (100n + p) && eventsCur >= R.rateMinEvents) return 'up';
  if (a < b && a * 100n <= b * (100n - p) && eventsPrev >= R.rateMinEvents) return 'down';
  return null;
}

/** n/d as a percent with one decimal, rounded half up ("2.5%"). */
export function percentText(n: number | bigint, d: number | bigint): string {
  if (big(d) === 0n) return '0.0%';
  const tenths = (big(n) * 2000n + big(d)) / (2n * big(d));
  return `${tenths / 10n}.${tenths % 10n}%`;
}

/** Minor units per click as major units with two decimals ("0.25"). */
export function perClickText(minor: bigint, clicks: number): string {
  if (clicks === 0) return '0.00';
  const hundredths = (minor * 2n + big(clicks)) / (2n * big(clicks));
  const cents = hundredths % 100n;
  return `${hundredths / 100n}.${cents < 10n ? '0' : ''}${cents}`;
}

const moved = (cur: number, prev: number) => {
  const [hi, lo] = cur > prev ? [cur, prev] : [prev, cur];
  return hi >= R.compareMinFtds && (hi - lo) * 100 >= R.rateChangePercent * hi;
};

// The helpers of findReasons live out here, not inside it: it runs once per affiliate (10 000 in
// the desk bench), and each closure made per call is also named per call under tsx (esbuild's
// keepNames), which took about a third of the rules' time.
const stopped = (d: DayFigures) => d.cur === 0 && d.week >= R.stoppedMin;
const epcMoved = (m: PeriodMoney) => rateMove(m.commissionMinor.cur, m.clicks.cur, m.commissionMinor.prev, m.clicks.prev, m.conversions.cur, m.conversions.prev);
const epcText = (m: PeriodMoney) => `${perClickText(m.commissionMinor.prev, m.clicks.prev)} → ${perClickText(m.commissionMinor.cur, m.clicks.cur)}`;
const negative = (s: string) => (NEGATIVE_LEAD_STATUSES as readonly string[]).includes(s);

/**
 * The reasons an affiliate is on the day's list, from their figures (each rule in
 * docs/decisions/desk.md). A stop (no leads, FTDs or clicks yesterday) is told once: with no
 * clicks at all, no_traffic_24h stands alone. A lead status moved from a non-negative to a negative
 * one yesterday, and negative still, is '{hash}' with `from → to` (status codes) as its detail.
 */
export function findReasons(f: AffiliateFigures): Finding[] {
  const out: Finding[] = [];
  if (stopped(f.clicks)) out.push({ reason: 'no_traffic_24h', detail: `${f.clicks.week} → 0` });
  else {
    if (stopped(f.leads)) out.push({ reason: 'no_lead_24h', detail: `${f.leads.week} → 0` });
    if (stopped(f.ftds)) out.push({ reason: 'no_ftd_24h', detail: `${f.ftds.week} → 0` });
  }

  const { clicks, conversions, leads, commissionMinor: money } = f;
  const cr = rateMove(conversions.cur, clicks.cur, conversions.prev, clicks.prev, conversions.cur, conversions.prev);
  if (cr) out.push({ reason: cr === 'up' ? 'cr_increase_24h' : 'cr_decrease_24h', detail: `${percentText(conversions.prev, clicks.prev)} → ${percentText(conversions.cur, clicks.cur)}` });
  const epc = rateMove(money.cur, clicks.cur, money.prev, clicks.prev, conversions.cur, conversions.prev);
  if (epc) out.push({ reason: epc === 'up' ? 'epc_increase_24h' : 'epc_decrease_24h', detail: `${perClickText(money.prev, clicks.prev)} → ${perClickText(money.cur, clicks.cur)}` });
  const ctl = rateMove(leads.cur, clicks.cur, leads.prev, clicks.prev, leads.cur, leads.prev);
  if (ctl) out.push({ reason: ctl === 'up' ? 'ctl_increase_24h' : 'ctl_decrease_24h', detail: `${percentText(leads.prev, clicks.prev)} → ${percentText(leads.cur, clicks.cur)}` });

  const started = !f.activeBefore && (clicks.cur > 0 || leads.cur > 0 || conversions.cur > 0);
  if (started) out.push({ reason: 'first_campaign_started', detail: `${clicks.cur} / ${leads.cur} / ${conversions.cur}` });
  else {
    // a first day is all new countries: only an affiliate already at work starts a new geo
    if (f.newClickGeos.length > 0) out.push({ reason: 'new_geo_started_click', detail: f.newClickGeos.join(', ') });
    if (f.newLeadGeos.length > 0) out.push({ reason: 'new_geo_started_lead', detail: f.newLeadGeos.join(', ') });
  }

  if (f.criticalAlerts > 0) out.push({ reason: 'unresolved_critical_alerts', detail: String(f.criticalAlerts) });
  if (f.expiredPayouts > 0) out.push({ reason: 'expired_payment_date', detail: String(f.expiredPayouts) });
  if (f.weekend && f.weekend.cur > 0 && f.weekend.prev === 0) out.push({ reason: 'traffic_on_weekend', detail: String(f.weekend.cur) });
  if (f.weeklyFtds && moved(f.weeklyFtds.cur, f.weeklyFtds.prev)) out.push({ reason: 'weekly_ftd_compare', detail: `${f.weeklyFtds.prev} → ${f.weeklyFtds.cur}` });
  if (f.monthlyFtds && moved(f.monthlyFtds.cur, f.monthlyFtds.prev)) out.push({ reason: 'monthly_ftd_compare', detail: `${f.monthlyFtds.prev} → ${f.monthlyFtds.cur}` });
  if (f.weeklyEpc && epcMoved(f.weeklyEpc)) out.push({ reason: 'weekly_epc_compare', detail: epcText(f.weeklyEpc) });
  if (f.monthlyEpc && epcMoved(f.monthlyEpc)) out.push({ reason: 'monthly_epc_compare', detail: epcText(f.monthlyEpc) });
  const ls = f.leadStatus;
  if (ls && !negative(ls.from) && negative(ls.to) && negative(ls.now)) out.push({ reason: '{hash}', detail: `${ls.from} → ${ls.to}` });
  return out;
}

/** The reasons about a manager's book (docs/decisions/desk.md): more or fewer active affiliates, more new ones. */
export function findBookReasons(b: BookFigures): Finding[] {
  const out: Finding[] = [];
  const { cur, prev } = b.active;
  const hi = Math.max(cur, prev);
  if (hi >= R.bookMinActive && Math.abs(cur - prev) * 100 >= R.bookChangePercent * hi) {
    out.push({ reason: cur > prev ? 'active_affiliate_increase' : 'active_affiliate_decrease', detail: `${prev} → ${cur}` });
  }
  const n = b.newAffiliates;
  if (n.cur >= R.bookMinNew && n.cur >= 2 * n.prev) out.push({ reason: 'new_affiliate_increase', detail: `${n.prev} → ${n.cur}` });
  return out;
}
