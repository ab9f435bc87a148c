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

/**
 * The reasons an affiliate is on the day's list, from their figures (each rule in
 * docs/decisions/desk.md). A stop (no leads, FTDs or clicks yesterday) is told once: with no
 * clicks at all, no_traffic_24h stands alone. A lead status moved from a non-negative to a negative
 * one yesterday, and negative still, is '{hash}' with `from → to` (status codes) as its detail.
 */
export function findReasons(f: AffiliateFigures): Finding[] {
  const out: Finding[] = [];
  const add = (reason: BuiltReason, detail = '') => out.push({ reason, detail });
  const stopped = (d: DayFigures) => d.cur === 0 && d.week >= R.stoppedMin;

  if (stopped(f.clicks)) add('no_traffic_24h', `${f.clicks.week} → 0`);
  else {
    if (stopped(f.leads)) add('no_lead_24h', `${f.leads.week} → 0`);
    if (stopped(f.ftds)) add('no_ftd_24h', `${f.ftds.week} → 0`);
  }

  const { clicks, conversions, leads, commissionMinor: money } = f;
  const cr = rateMove(conversions.cur, clicks.cur, conversions.prev, clicks.prev, conversions.cur, conversions.prev);
  if (cr) add(cr === 'up' ? 'cr_increase_24h' : 'cr_decrease_24h', `${percentText(conversions.prev, clicks.prev)} → ${percentText(conversions.cur, clicks.cur)}`);
  const epc = rateMove(money.cur, clicks.cur, money.prev, clicks.prev, conversions.cur, conversions.prev);
  if (epc) add(epc === 'up' ? 'epc_increase_24h' : 'epc_decrease_24h', `${perClickText(money.prev, clicks.prev)} → ${perClickText(money.cur, clicks.cur)}`);
  const ctl = rateMove(leads.cur, clicks.cur, leads.prev, clicks.prev, leads.cur, leads.prev);
  if (ctl) add(ctl === 'up' ? 'ctl_increase_24h' : 'ctl_decrease_24h', `${percentText(leads.prev, clicks.prev)} → ${percentText(leads.cur, clicks.cur)}`);

  const started = !f.activeBefore && (clicks.cur > 0 || leads.cur > 0 || conversions.cur > 0);
  if (started) add('first_campaign_started', `${clicks.cur} / ${leads.cur} / ${conversions.cur}`);
  else {
    // a first day is all new countries: only an affiliate already at work starts a new geo
    if (f.newClickGeos.length > 0) add('new_geo_started_click', f.newClickGeos.join(', '));
    if (f.newLeadGeos.length > 0) add('new_geo_started_lead', f.newLeadGeos.join(', '));
  }

  if (f.criticalAlerts > 0) add('unresolved_critical_alerts', String(f.criticalAlerts));
  if (f.expiredPayouts > 0) add('expired_payment_date', String(f.expiredPayouts));
  if (f.weekend && f.weekend.cur > 0 && f.weekend.prev === 0) add('traffic_on_weekend', String(f.weekend.cur));
  if (f.weeklyFtds && moved(f.weeklyFtds.cur, f.weeklyFtds.prev)) add('weekly_ftd_compare', `${f.weeklyFtds.prev} → ${f.weeklyFtds.cur}`);
  if (f.monthlyFtds && moved(f.monthlyFtds.cur, f.monthlyFtds.prev)) add('monthly_ftd_compare', `${f.monthlyFtds.prev} → ${f.monthlyFtds.cur}`);
  const epcMoved = (m: PeriodMoney) => rateMove(m.commissionMinor.cur, m.clicks.cur, m.commissionMinor.prev, m.clicks.prev, m.conversions.cur, m.conversions.prev);
  const epcText = (m: PeriodMoney) => `${perClickText(m.commissionMinor.prev, m.clicks.prev)} → ${perClickText(m.commissionMinor.cur, m.clicks.cur)}`;
  if (f.weeklyEpc && epcMoved(f.weeklyEpc)) add('weekly_epc_compare', epcText(f.weeklyEpc));
  if (f.monthlyEpc && epcMoved(f.monthlyEpc)) add('monthly_epc_compare', epcText(f.monthlyEpc));
  const negative = (s: string) => (NEGATIVE_LEAD_STATUSES as readonly string[]).includes(s);
  const ls = f.leadStatus;
  if (ls && !negative(ls.from) && negative(ls.to) && negative(ls.now)) add('{hash}', `${ls.from} → ${ls.to}`);
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
