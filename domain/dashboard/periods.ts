import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** Date range presets of the date range picker (spec 1 §2), in the order the picker lists them. */
export const PERIOD_TYPES = [
  'today',
  'yesterday',
  'last_3_days',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'last_quarter',
  'last_6_months',
  'last_year',
  'custom_date',
  'custom_time',
] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];
export const DEFAULT_PERIOD_TYPE: PeriodType = 'today';

export const GROUP_BY = ['hour', 'day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** A half-open interval of instants, [start, finish). */
export interface Range {
  start: Date;
  finish: Date;
}

export interface PeriodInput {
  type: PeriodType;
  /** custom_date: 'YYYY-MM-DD' (first day); custom_time: an ISO date-time with offset */
  start?: string;
  /** custom_date: 'YYYY-MM-DD' (last day, included); custom_time: an ISO date-time with offset (excluded) */
  finish?: string;
}

/** A calendar date without a zone; months are 1–12. */
export interface CivilDate {
  y: number;
  m: number;
  d: number;
}

const DAY_MS = 86_400_000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export const civilToString = (c: CivilDate) => `${pad(c.y, 4)}-${pad(c.m)}-${pad(c.d)}`;

export function parseCivil(text: string): CivilDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const c = { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  const back = new Date(Date.UTC(c.y, c.m - 1, c.d));
  return back.getUTCFullYear() === c.y && back.getUTCMonth() === c.m - 1 && back.getUTCDate() === c.d ? c : undefined;
}

/** Calendar arithmetic on civil dates through UTC, so the host's own zone never leaks in. */
function shift(c: CivilDate, days = 0, months = 0): CivilDate {
  const first = new Date(Date.UTC(c.y, c.m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const base = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(c.d, lastDay)) + days * DAY_MS;
  const r = new Date(base);
  return { y: r.getUTCFullYear(), m: r.getUTCMonth() + 1, d: r.getUTCDate() };
}
export const addDays = (c: CivilDate, n: number) => shift(c, n);
export const addMonths = (c: CivilDate, n: number) => shift(c, 0, n);
const isoWeekday = (c: CivilDate) => ((new Date(Date.UTC(c.y, c.m - 1, c.d)).getUTCDay() + 6) % 7) + 1;
export const startOfWeek = (c: CivilDate) => addDays(c, 1 - isoWeekday(c));
const startOfMonth = (c: CivilDate): CivilDate => ({ y: c.y, m: c.m, d: 1 });
const startOfQuarter = (c: CivilDate): CivilDate => ({ y: c.y, m: c.m - ((c.m - 1) % 3), d: 1 });
export const daysBetween = (a: CivilDate, b: CivilDate) =>
  Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / DAY_MS);

/** The calendar date of an instant in a zone. */
export function civilOf(instant: Date, timeZone: string): CivilDate {
  return parseCivil(formatInTimeZone(instant, timeZone, 'yyyy-MM-dd'))!;
}

/** The instant a calendar day starts in a zone (its local midnight, or the first hour after a gap). */
export function startOfCivil(c: CivilDate, timeZone: string): Date {
  return fromZonedTime(`${civilToString(c)}T00:00:00`, timeZone);
}

const civilRange = (from: CivilDate, toExclusive: CivilDate, timeZone: string): Range => ({
  start: startOfCivil(from, timeZone),
  finish: startOfCivil(toExclusive, timeZone),
});

export class PeriodError extends Error {
  constructor(
    readonly field: 'period_start' | 'period_finish',
    message: string,
  ) {
    super(message);
  }
}

/** The longest custom period: three years keeps every dashboard query bounded. */
export const MAX_PERIOD_DAYS = 1100;

/**
 * The instants a preset covers in the user's zone (decisions R536): calendar days, ISO weeks
 * (Monday first), months and quarters; "this week/month" and the rolling presets end with today.
 */
export function periodRange(input: PeriodInput, now: Date, timeZone: string): Range {
  const today = civilOf(now, timeZone);
  const tomorrow = addDays(today, 1);
  switch (input.type) {
    case 'today':
      return civilRange(today, tomorrow, timeZone);
    case 'yesterday':
      return civilRange(addDays(today, -1), today, timeZone);
    case 'last_3_days':
      return civilRange(addDays(today, -2), tomorrow, timeZone);
    case 'this_week':
      return civilRange(startOfWeek(today), tomorrow, timeZone);
    case 'last_week':
      return civilRange(addDays(startOfWeek(today), -7), startOfWeek(today), timeZone);
    case 'this_month':
      return civilRange(startOfMonth(today), tomorrow, timeZone);
    case 'last_month':
      return civilRange(addMonths(startOfMonth(today), -1), startOfMonth(today), timeZone);
    case 'last_quarter':
      return civilRange(addMonths(startOfQuarter(today), -3), startOfQuarter(today), timeZone);
    case 'last_6_months':
      return civilRange(addDays(addMonths(today, -6), 1), tomorrow, timeZone);
    case 'last_year':
      return civilRange(addDays(addMonths(today, -12), 1), tomorrow, timeZone);
    case 'custom_date':
      return customDateRange(input, timeZone);
    case 'custom_time':
      return customTimeRange(input);
  }
}

function customDateRange(input: PeriodInput, timeZone: string): Range {
  const from = input.start ? parseCivil(input.start) : undefined;
  if (!from) throw new PeriodError('period_start', 'period_start must be a date (YYYY-MM-DD).');
  const to = input.finish ? parseCivil(input.finish) : undefined;
  if (!to) throw new PeriodError('period_finish', 'period_finish must be a date (YYYY-MM-DD).');
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new PeriodError('period_finish', 'period_finish must not be before period_start.');
  if (days > MAX_PERIOD_DAYS) throw new PeriodError('period_finish', `A period is at most ${MAX_PERIOD_DAYS} days.`);
  return civilRange(from, addDays(to, 1), timeZone);
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function instant(text: string | undefined, field: 'period_start' | 'period_finish'): Date {
  const date = text && DATE_TIME.test(text) ? new Date(text) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new PeriodError(field, `${field} must be a date-time with an offset (e.g. 2025-01-31T08:00:00+02:00).`);
  }
  return date;
}

function customTimeRange(input: PeriodInput): Range {
  const start = instant(input.start, 'period_start');
  const finish = instant(input.finish, 'period_finish');
  if (finish.getTime() <= start.getTime()) throw new PeriodError('period_finish', 'period_finish must be after period_start.');
  if (finish.getTime() - start.getTime() > MAX_PERIOD_DAYS * DAY_MS) {
    throw new PeriodError('period_finish', `A period is at most ${MAX_PERIOD_DAYS} days.`);
  }
  return { start, finish };
}

/** Hours for up to two days, days up to two months, weeks up to about half a year, then months. */
export function autoGroupBy(range: Range): GroupBy {
  const days = (range.finish.getTime() - range.start.getTime()) / DAY_MS;
  if (days <= 2) return 'hour';
  if (days <= 62) return 'day';
  if (days <= 190) return 'week';
  return 'month';
}

/** The period of equal length just before: what a widget compares its total with. */
export const previousRange = (r: Range): Range => ({
  start: new Date(2 * r.start.getTime() - r.finish.getTime()),
  finish: r.start,
});

const MAX_BUCKETS = 2000;

/**
 * The chart buckets of a range in the user's zone: local hours, days, ISO weeks or months, the
 * first and last clipped to the range. Hours are real hours (a DST day has 23 or 25).
 */
export function bucketsOf(range: Range, groupBy: GroupBy, timeZone: string): Range[] {
  const edges: Date[] = [range.start];
  const after = (t: Date) => t.getTime() > range.start.getTime() && t.getTime() < range.finish.getTime();
  if (groupBy === 'hour') {
    // whole local hours: hour edges fall on the zone's own :00, which for +05:30 is :30 UTC
    const offsetMs = (t: Date) => startOfCivil(civilOf(t, timeZone), timeZone).getTime() % 3_600_000;
    let t = new Date(Math.floor((range.start.getTime() - offsetMs(range.start)) / 3_600_000) * 3_600_000 + offsetMs(range.start));
    while (t.getTime() < range.finish.getTime() && edges.length < MAX_BUCKETS) {
      t = new Date(t.getTime() + 3_600_000);
      if (after(t)) edges.push(t);
    }
  } else {
    let c = civilOf(range.start, timeZone);
    c = groupBy === 'week' ? startOfWeek(c) : groupBy === 'month' ? startOfMonth(c) : c;
    for (;;) {
      c = groupBy === 'day' ? addDays(c, 1) : groupBy === 'week' ? addDays(c, 7) : addMonths(c, 1);
      const t = startOfCivil(c, timeZone);
      if (t.getTime() >= range.finish.getTime() || edges.length >= MAX_BUCKETS) break;
      if (after(t)) edges.push(t);
    }
  }
  edges.push(range.finish);
  return edges.slice(0, -1).map((start, i) => ({ start, finish: edges[i + 1]! }));
}

/** The label of a bucket in the user's zone: '2025-01-31 14:00', '2025-01-31' or '2025-01'. */
export function bucketLabel(start: Date, groupBy: GroupBy, timeZone: string): string {
  const pattern = groupBy === 'hour' ? 'yyyy-MM-dd HH:mm' : groupBy === 'month' ? 'yyyy-MM' : 'yyyy-MM-dd';
  return formatInTimeZone(start, timeZone, pattern);
}
