import { formatInTimeZone } from 'date-fns-tz';

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** Per weekday (mon … sun), the hours ("HH:MM"–"HH:MM") leads are sent in the broker's time zone; a day left out takes none, an empty object every hour. */
export type WorkingHours = Partial<Record<Weekday, { from: string; to: string }[]>>;

const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const SHORT: Record<Weekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

/** The weekday and the "HH:MM" on the wall clock of a zone at an instant. */
export function wallClock(timeZone: string, now: Date): { day: Weekday; time: string } {
  const isoDay = Number(formatInTimeZone(now, timeZone, 'i')); // 1 = Monday … 7 = Sunday
  return { day: WEEKDAYS[isoDay - 1]!, time: formatInTimeZone(now, timeZone, 'HH:mm') };
}

/**
 * Whether the hours take a lead at an instant (a range takes its `from` minute, not its `to` one),
 * and the wall clock in plain words for a trace ("Sat 14:05 in Europe/Berlin").
 */
export function openAt(hours: WorkingHours, timeZone: string, now: Date): { open: boolean; at: string } {
  const { day, time } = wallClock(timeZone, now);
  const at = `${SHORT[day]} ${time} in ${timeZone}`;
  if (Object.keys(hours).length === 0) return { open: true, at };
  return { open: (hours[day] ?? []).some((r) => r.from <= time && time < r.to), at };
}
