import { sql, type SQL } from 'drizzle-orm';
import { AlertPriority, AlertStatus } from '../../../domain/enums/alert';
import { PixelAction } from '../../../domain/enums/pixel';
import { PayoutStatus, TransactionStatus } from '../../../domain/enums/payout';
import { ReportStatus } from '../../../domain/enums/report';
import { UserStatus } from '../../../domain/enums/user';
import { UserType } from '../../../domain/enums/userType';
import { CONTACT_TODAY_RULES as R } from '../../../domain/desk/contactToday';
import type { AffiliateFigures, BookFigures, PeriodMoney } from '../../../domain/desk/contactTodayRules';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';

/** Whose affiliates: a manager's own, or everyone's (an admin, the morning job). */
export interface ContactTodayScope {
  managerId?: number;
}

/** The list's day in the workspace time zone and the instants its windows start at. */
export interface DayBounds {
  /** the list's day, YYYY-MM-DD, workspace-local */
  day: string;
  /** the workspace-local hour now */
  hour: number;
  monday: boolean;
  firstOfMonth: boolean;
  /** the starts of local days: today, yesterday, the day before, 7 days before yesterday, 30 days before yesterday */
  t: string;
  y: string;
  p: string;
  w: string;
  g: string;
  /** weeks back from today (Mondays: the weekend and the week compares) */
  d7: string;
  d9: string;
  d14: string;
  /** the 1st of last month and of the month before */
  m1: string;
  m2: string;
  /** what the traffic is read from: the daily rollups when every start above is a UTC midnight, the hourly ones when each is a whole UTC hour, else the raw rows */
  grain: TrafficGrain;
}

/** The rollups of migrations 0018 and 0021 (kept exact by triggers), or the raw rows. */
export type TrafficGrain = 'daily' | 'hourly' | 'raw';

/** The day and the windows for the instant `now` in time zone `tz` (docs/decisions/desk.md). */
export async function dayBounds(db: Tx, now: Date, tz: string): Promise<DayBounds> {
  const start = (days: number) => sql`((d - ${days}::int)::timestamp AT TIME ZONE ${tz})`;
  const month = (months: number) => sql`((date_trunc('month', d::timestamp) - make_interval(months => ${months}::int)) AT TIME ZONE ${tz})`;
  const [row] = rowsOf<DayBounds & { daily: boolean; hourly: boolean }>(
    await db.execute(sql`
      SELECT day, hour, monday, "firstOfMonth", t::text, y::text, p::text, w::text, g::text, d7::text, d9::text, d14::text, m1::text, m2::text,
        (SELECT bool_and(date_trunc('day', s, 'UTC') = s) FROM unnest(ARRAY[t, y, p, w, g, d7, d9, d14, m1, m2]) s) AS daily,
        (SELECT bool_and(date_trunc('hour', s, 'UTC') = s) FROM unnest(ARRAY[t, y, p, w, g, d7, d9, d14, m1, m2]) s) AS hourly
      FROM (
        SELECT to_char(d, 'YYYY-MM-DD') AS day, extract(hour from local)::int AS hour,
          extract(isodow from d) = 1 AS monday, extract(day from d) = 1 AS "firstOfMonth",
          ${start(0)} AS t, ${start(1)} AS y, ${start(2)} AS p, ${start(8)} AS w, ${start(31)} AS g,
          ${start(7)} AS d7, ${start(9)} AS d9, ${start(14)} AS d14, ${month(1)} AS m1, ${month(2)} AS m2
        FROM (SELECT local::date AS d, local FROM (SELECT ${now.toISOString()}::timestamptz AT TIME ZONE ${tz} AS local) n) x
      ) b`),
  );
  const { daily, hourly, ...bounds } = row!;
  return { ...bounds, grain: daily ? 'daily' : hourly ? 'hourly' : 'raw' };
}

interface FigureRow {
  affiliate_id: number;
  manager_id: number | null;
  k_cur: number; k_prev: number; k_week: number; k_wk: number; k_wk_prev: number;
  k_w1: number; k_w2: number; k_m1: number; k_m2: number;
  v_w1: number; v_w2: number; v_m1: number; v_m2: number;
  money_w1: string; money_w2: string; money_m1: string; money_m2: string;
  l_cur: number; l_prev: number; l_week: number;
  v_cur: number; v_prev: number; v_before: number;
  money_cur: string; money_prev: string;
  f_cur: number; f_prev: number; f_week: number; f_w1: number; f_w2: number; f_m1: number; f_m2: number;
  active_before: boolean;
  click_geos: string | null; lead_geos: string | null;
  alerts: number; payouts: number;
  ls_from: string | null; ls_to: string | null; ls_now: string | null;
}

/**
 * The clicks and the conversions (voided ones left out) as rows of the affiliate, the country, the
 * instant `at` and what the row counts: `n` events, of which `ftds` FTDs and `leads` Lead
 * conversions, earning `cents` (the commission in minor units: it has two decimals, so the cents
 * are exact, and integers sum cheaper than numeric and keep the grouping's states small). Raw, a
 * row is one event; from a rollup, one bucket's sums (refused clicks counted too, as the raw rows
 * count them).
 */
function trafficSources(grain: TrafficGrain): { clicks: SQL; conversions: SQL } {
  if (grain === 'raw') {
    return {
      clicks: sql`SELECT affiliate_id, country, clicked_at AS at, 1 AS n FROM clicks`,
      conversions: sql`SELECT affiliate_id, country, created_at AS at, 1 AS n, (action = ${PixelAction.FTD})::int AS ftds, (action = ${PixelAction.Lead})::int AS leads, (commission * 100)::bigint AS cents
        FROM conversions WHERE transaction_status <> ${TransactionStatus.Voided}`,
    };
  }
  const [clickRollup, conversionRollup] = grain === 'daily' ? [sql`report_clicks_daily`, sql`report_conversions_daily`] : [sql`report_clicks_hourly`, sql`report_conversions_hourly`];
  return {
    clicks: sql`SELECT affiliate_id, country, bucket AS at, clicks + bad_clicks AS n FROM ${clickRollup}`,
    conversions: sql`SELECT affiliate_id, country, bucket AS at, opt_ins + leads + ftds + sales + revshares AS n, ftds, leads, (commission * 100)::bigint AS cents FROM ${conversionRollup}`,
  };
}

const OPEN_PAYOUTS = PayoutStatus.values.filter((s) => s !== PayoutStatus.Completed && s !== PayoutStatus.Cancelled && s !== PayoutStatus.PaymentSent);
const list = (values: readonly number[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * Every in-scope affiliate's figures behind the day's list, read in one statement: clicks, leads
 * (lead-distribution leads not refused at intake, and Lead conversions), conversions (voided ones
 * left out) over yesterday, the day before, and the windows of the weekly and monthly rules;
 * yesterday's new countries; their unread High alerts a day old; their payouts past the payment
 * date. Affiliates with nothing in any of them are not read.
 */
export async function readFigures(db: Tx, b: DayBounds, scope: ContactTodayScope, now: Date): Promise<Map<number, AffiliateFigures & { managerId: number | null }>> {
  const at = (iso: string): SQL => sql`${iso}::timestamptz`;
  const mine = scope.managerId === undefined ? sql`` : sql`AND manager_id = ${scope.managerId}`;
  // a manager's affiliates are looked up in the traffic by id; everyone's is the whole traffic,
  // read straight through (the final join keeps the active affiliates)
  const ours = scope.managerId === undefined ? sql`` : sql`AND affiliate_id IN (SELECT id FROM aff)`;
  // the monthly compares read two months back, on the 1st only
  const since = b.firstOfMonth && b.m2 < b.g ? b.m2 : b.g;
  // Every window is a FILTER of one pass per source, grouped by affiliate and country: plain
  // columns PostgreSQL aggregates in parallel workers. (Grouping by a computed time slot first read
  // the rows once too, but the planner, guessing a group per row, ran it on one core and spilled to
  // disk.) The traffic is read from the rollups when the day's bounds fall on their buckets: a row
  // per affiliate, country and UTC day (or hour) instead of a row per click or conversion. Both
  // sources give the same columns: the affiliate, the country, the instant and what a row counts.
  const during = (column: SQL, from?: string, to?: string) =>
    sql.join([from === undefined ? sql`true` : sql`${column} >= ${at(from)}`, to === undefined ? sql`true` : sql`${column} < ${at(to)}`], sql` AND `);
  // FTDs and Lead conversions are a few of the rows: a row that has none skips the window's comparisons
  const summed = (value: string, some = sql`true`) => (from?: string, to?: string) =>
    sql`COALESCE(sum(${sql.raw(value)}) FILTER (WHERE ${some} AND ${during(sql`at`, from, to)}), 0)::int`;
  const [counted, ftd, lead] = [summed('n'), summed('ftds', sql`ftds > 0`), summed('leads', sql`leads > 0`)];
  const created = (from?: string, to?: string) => sql`count(*) FILTER (WHERE ${during(sql`created_at`, from, to)})::int`;
  const sums = (columns: string[]) => sql.raw(columns.map((c) => `sum(${c})::int AS ${c}`).join(', '));
  const earned = (from?: string, to?: string) => sql`COALESCE(sum(cents) FILTER (WHERE ${during(sql`at`, from, to)}), 0)::bigint`;
  const minorText = (columns: string[]) => sql.raw(columns.map((c) => `sum(${c})::bigint::text AS ${c}`).join(', '));
  // the weekly windows count on Mondays only and the monthly ones on the 1st; other days they are 0, not read
  const weekly = (aggregate: SQL) => (b.monday ? aggregate : sql`0`);
  const monthly = (aggregate: SQL) => (b.firstOfMonth ? aggregate : sql`0`);
  const [t, g] = [at(b.t), at(b.g)];
  const [y, p, w, d7, d9, d14, m1, m2] = [b.y, b.p, b.w, b.d7, b.d9, b.d14, b.m1, b.m2];
  const alertBefore = new Date(now.getTime() - R.alertHours * 3_600_000).toISOString();
  const { clicks, conversions } = trafficSources(b.grain);
  const rows = rowsOf<FigureRow>(
    await db.execute(sql`
      WITH aff AS (SELECT id, manager_id FROM users WHERE user_type = ${UserType.Affiliate} AND status_id = ${UserStatus.Active} ${mine}),
      k1 AS (
        SELECT affiliate_id AS a, country,
          ${counted(y)} AS cur, ${counted(p, y)} AS prev, ${counted(w, y)} AS week, ${counted(undefined, y)} AS before, ${weekly(counted(p))} AS wk,
          ${weekly(counted(d9, d7))} AS wk_prev, ${weekly(counted(d7))} AS w1, ${weekly(counted(d14, d7))} AS w2,
          ${monthly(counted(m1))} AS m1, ${monthly(counted(m2, m1))} AS m2, ${counted(b.g, y)} AS seen
        FROM (${clicks}) c WHERE at >= ${at(since)} AND at < ${t} ${ours} GROUP BY 1, 2
      ),
      k AS (
        SELECT a, ${sums(['cur', 'prev', 'week', 'before', 'wk', 'wk_prev', 'w1', 'w2', 'm1', 'm2'])},
          -- yesterday's countries the 30 days before did not have
          string_agg(country, ', ' ORDER BY country) FILTER (WHERE country <> '--' AND cur > 0 AND seen = 0) AS geos
        FROM k1 GROUP BY a
      ),
      v0 AS (
        SELECT affiliate_id AS a, country,
          ${counted(y)} AS cur, ${counted(p, y)} AS prev, ${counted(b.g, y)} AS before,
          ${weekly(counted(d7))} AS w1, ${weekly(counted(d14, d7))} AS w2, ${monthly(counted(m1))} AS m1, ${monthly(counted(m2, m1))} AS m2,
          ${ftd(y)} AS f_cur, ${ftd(p, y)} AS f_prev, ${ftd(w, y)} AS f_week,
          ${weekly(ftd(d7))} AS f_w1, ${weekly(ftd(d14, d7))} AS f_w2, ${monthly(ftd(m1))} AS f_m1, ${monthly(ftd(m2, m1))} AS f_m2,
          ${lead(y)} AS l_cur, ${lead(p, y)} AS l_prev, ${lead(w, y)} AS l_week, ${lead(b.g, y)} AS l_before,
          ${earned(y)} AS money_cur, ${earned(p, y)} AS money_prev,
          ${weekly(earned(d7))} AS money_w1, ${weekly(earned(d14, d7))} AS money_w2, ${monthly(earned(m1))} AS money_m1, ${monthly(earned(m2, m1))} AS money_m2
        FROM (${conversions}) v WHERE at >= ${at(since)} AND at < ${t} ${ours}
        GROUP BY 1, 2
      ),
      v AS (
        SELECT a, ${sums(['cur', 'prev', 'before', 'w1', 'w2', 'm1', 'm2', 'f_cur', 'f_prev', 'f_week', 'f_w1', 'f_w2', 'f_m1', 'f_m2'])},
          ${minorText(['money_cur', 'money_prev', 'money_w1', 'money_w2', 'money_m1', 'money_m2'])}
        FROM v0 GROUP BY a
      ),
      l1 AS (
        SELECT a, country, ${sums(['cur', 'prev', 'week', 'before'])} FROM (
          SELECT affiliate_id AS a, country, ${created(y)} AS cur, ${created(p, y)} AS prev, ${created(w, y)} AS week, ${created(undefined, y)} AS before
          FROM leads WHERE status <> ${ReportStatus.ValidationFailed} AND created_at >= ${g} AND created_at < ${t} ${ours}
          GROUP BY 1, 2
          UNION ALL
          SELECT a, country, l_cur, l_prev, l_week, l_before FROM v0
        ) ld GROUP BY a, country
      ),
      l AS (
        SELECT a, ${sums(['cur', 'prev', 'week', 'before'])},
          string_agg(country, ', ' ORDER BY country) FILTER (WHERE country <> '--' AND cur > 0 AND before = 0) AS geos
        FROM l1 GROUP BY a
      ),
      al AS (
        SELECT a, count(DISTINCT kind || ' ' || subject)::int AS n FROM (
          SELECT kind, subject, CASE
            WHEN subject ~ '^affiliate:[0-9]{1,9}$' THEN substr(subject, 11)::int
            WHEN subject ~ '^payout:[0-9]{1,18}$' THEN (SELECT affiliate_id FROM payouts WHERE id = substr(subject, 8)::bigint)
            WHEN subject ~ '^postback:[0-9]{1,9}$' THEN (SELECT affiliate_id FROM affiliate_postbacks WHERE id = substr(subject, 10)::int)
          END AS a
          FROM alerts WHERE status = ${AlertStatus.New} AND priority = ${AlertPriority.High} AND created_at <= ${alertBefore}::timestamptz
        ) x WHERE a IN (SELECT id FROM aff) GROUP BY a
      ),
      ls AS (
        SELECT x.user_id AS a, (array_agg(x.changes->'lead_status'->>'from' ORDER BY x.id))[1] AS from_status,
          (array_agg(x.changes->'lead_status'->>'to' ORDER BY x.id DESC))[1] AS to_status, u.lead_status AS now_status
        FROM user_changes x JOIN users u ON u.id = x.user_id
        WHERE x.created_at >= ${at(y)} AND x.created_at < ${t} AND x.changes->'lead_status' IS NOT NULL AND x.user_id IN (SELECT id FROM aff)
        GROUP BY x.user_id, u.lead_status
      ),
      po AS (
        SELECT affiliate_id AS a, count(*)::int AS n FROM payouts
        WHERE status IN (${list(OPEN_PAYOUTS)}) AND period_end + ${R.paymentDays}::int < ${b.day}::date ${ours}
        GROUP BY affiliate_id
      )
      SELECT aff.id AS affiliate_id, aff.manager_id,
        COALESCE(k.cur, 0) AS k_cur, COALESCE(k.prev, 0) AS k_prev, COALESCE(k.week, 0) AS k_week, COALESCE(k.wk, 0) AS k_wk, COALESCE(k.wk_prev, 0) AS k_wk_prev,
        COALESCE(k.w1, 0) AS k_w1, COALESCE(k.w2, 0) AS k_w2, COALESCE(k.m1, 0) AS k_m1, COALESCE(k.m2, 0) AS k_m2,
        COALESCE(v.w1, 0) AS v_w1, COALESCE(v.w2, 0) AS v_w2, COALESCE(v.m1, 0) AS v_m1, COALESCE(v.m2, 0) AS v_m2,
        COALESCE(v.money_w1, '0') AS money_w1, COALESCE(v.money_w2, '0') AS money_w2, COALESCE(v.money_m1, '0') AS money_m1, COALESCE(v.money_m2, '0') AS money_m2,
        COALESCE(l.cur, 0) AS l_cur, COALESCE(l.prev, 0) AS l_prev, COALESCE(l.week, 0) AS l_week,
        COALESCE(v.cur, 0) AS v_cur, COALESCE(v.prev, 0) AS v_prev, COALESCE(v.before, 0) AS v_before,
        COALESCE(v.money_cur, '0') AS money_cur, COALESCE(v.money_prev, '0') AS money_prev,
        COALESCE(v.f_cur, 0) AS f_cur, COALESCE(v.f_prev, 0) AS f_prev, COALESCE(v.f_week, 0) AS f_week,
        COALESCE(v.f_w1, 0) AS f_w1, COALESCE(v.f_w2, 0) AS f_w2, COALESCE(v.f_m1, 0) AS f_m1, COALESCE(v.f_m2, 0) AS f_m2,
        CASE WHEN COALESCE(k.before, 0) + COALESCE(l.before, 0) + COALESCE(v.before, 0) > 0 THEN true
          WHEN COALESCE(k.cur, 0) + COALESCE(l.cur, 0) + COALESCE(v.cur, 0) = 0 THEN true
          ELSE EXISTS (SELECT 1 FROM conversions o WHERE o.affiliate_id = aff.id AND o.created_at < ${at(y)})
            OR EXISTS (SELECT 1 FROM leads o WHERE o.affiliate_id = aff.id AND o.created_at < ${at(y)})
            OR EXISTS (SELECT 1 FROM clicks o WHERE o.affiliate_id = aff.id AND o.clicked_at < ${at(y)})
        END AS active_before,
        k.geos AS click_geos, l.geos AS lead_geos, COALESCE(al.n, 0) AS alerts, COALESCE(po.n, 0) AS payouts,
        ls.from_status AS ls_from, ls.to_status AS ls_to, ls.now_status AS ls_now
      FROM aff LEFT JOIN k ON k.a = aff.id LEFT JOIN l ON l.a = aff.id LEFT JOIN v ON v.a = aff.id
        LEFT JOIN al ON al.a = aff.id LEFT JOIN po ON po.a = aff.id
        LEFT JOIN ls ON ls.a = aff.id
      WHERE k.a IS NOT NULL OR l.a IS NOT NULL OR v.a IS NOT NULL OR al.a IS NOT NULL OR po.a IS NOT NULL OR ls.a IS NOT NULL
      ORDER BY aff.id`),
  );
  const geos = (s: string | null) => (s ? s.split(', ') : []);
  const money = (kCur: number, kPrev: number, vCur: number, vPrev: number, mCur: string, mPrev: string): PeriodMoney => ({
    clicks: { cur: kCur, prev: kPrev },
    conversions: { cur: vCur, prev: vPrev },
    commissionMinor: { cur: BigInt(mCur), prev: BigInt(mPrev) },
  });
  return new Map(
    rows.map((r) => [
      Number(r.affiliate_id),
      {
        managerId: r.manager_id === null ? null : Number(r.manager_id),
        clicks: { cur: r.k_cur, prev: r.k_prev, week: r.k_week },
        leads: { cur: r.l_cur, prev: r.l_prev, week: r.l_week },
        ftds: { cur: r.f_cur, prev: r.f_prev, week: r.f_week },
        conversions: { cur: r.v_cur, prev: r.v_prev },
        commissionMinor: { cur: BigInt(r.money_cur), prev: BigInt(r.money_prev) },
        activeBefore: r.active_before,
        newClickGeos: geos(r.click_geos),
        newLeadGeos: geos(r.lead_geos),
        criticalAlerts: r.alerts,
        expiredPayouts: r.payouts,
        weekend: b.monday ? { cur: r.k_wk, prev: r.k_wk_prev } : null,
        weeklyFtds: b.monday ? { cur: r.f_w1, prev: r.f_w2 } : null,
        monthlyFtds: b.firstOfMonth ? { cur: r.f_m1, prev: r.f_m2 } : null,
        weeklyEpc: b.monday ? money(r.k_w1, r.k_w2, r.v_w1, r.v_w2, r.money_w1, r.money_w2) : null,
        leadStatus: r.ls_to === null ? null : { from: r.ls_from ?? '', to: r.ls_to, now: r.ls_now ?? '' },
        monthlyEpc: b.firstOfMonth ? money(r.k_m1, r.k_m2, r.v_m1, r.v_m2, r.money_m1, r.money_m2) : null,
      } satisfies AffiliateFigures & { managerId: number | null },
    ]),
  );
}

/**
 * Each in-scope manager's book (docs/decisions/desk.md): of their active affiliates, how many had any
 * click, lead or conversion yesterday and the day before (counted from the figures already read, no
 * second pass over the traffic), and how many affiliates of theirs signed up on each day, whatever
 * their status. Managers with nothing on either day are left out.
 */
export async function readBookFigures(
  db: Tx,
  b: DayBounds,
  scope: ContactTodayScope,
  figures: ReadonlyMap<number, AffiliateFigures & { managerId: number | null }>,
): Promise<Map<number, BookFigures>> {
  const books = new Map<number, BookFigures>();
  const book = (m: number) => {
    let x = books.get(m);
    if (!x) books.set(m, (x = { active: { cur: 0, prev: 0 }, newAffiliates: { cur: 0, prev: 0 } }));
    return x;
  };
  for (const f of figures.values()) {
    if (f.managerId === null) continue;
    if (f.clicks.cur + f.leads.cur + f.conversions.cur > 0) book(f.managerId).active.cur += 1;
    if (f.clicks.prev + f.leads.prev + f.conversions.prev > 0) book(f.managerId).active.prev += 1;
  }
  const mine = scope.managerId === undefined ? sql`manager_id IS NOT NULL` : sql`manager_id = ${scope.managerId}`;
  const signed = rowsOf<{ manager_id: number; cur: number; prev: number }>(
    await db.execute(sql`
      SELECT manager_id, count(*) FILTER (WHERE created_at >= ${b.y}::timestamptz)::int AS cur, count(*) FILTER (WHERE created_at < ${b.y}::timestamptz)::int AS prev
      FROM users WHERE user_type = ${UserType.Affiliate} AND ${mine} AND created_at >= ${b.p}::timestamptz AND created_at < ${b.t}::timestamptz
      GROUP BY manager_id`),
  );
  for (const r of signed) book(Number(r.manager_id)).newAffiliates = { cur: r.cur, prev: r.prev };
  return books;
}
