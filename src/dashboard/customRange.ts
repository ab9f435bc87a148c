import { fromZonedTime } from 'date-fns-tz';
import { MAX_PERIOD_DAYS } from '../../domain/dashboard/periods';
import { isoWithOffsetOf, localMinuteOf, wallClockIn } from '../../providers/http/wallClock';

const DAY_MS = 86_400_000;

/** What the custom range picker refuses before anything is sent: From after To, or more than MAX_PERIOD_DAYS. */
export type RangeProblem = 'order' | 'too_long';

/** A datetime-local value ('YYYY-MM-DDTHH:mm') read as a wall-clock time in `zone`. */
export const instantIn = (local: string, zone: string): Date => fromZonedTime(local, zone);

/** An instant as the server wants it: ISO with seconds and the zone's offset. */
export const isoIn = (instant: Date, zone: string): string => isoWithOffsetOf(wallClockIn(instant, zone), true);

/** An ISO instant as a datetime-local value in `zone`; '' when it is not one. */
export function localIn(iso: string | undefined, zone: string): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? localMinuteOf(wallClockIn(date, zone)) : '';
}

/** Why a custom range cannot be applied, or null. Dates count both ends (the server's rule); times exclude the end. */
export function customRangeProblem(kind: 'custom_date' | 'custom_time', from: string, to: string, zone: string): RangeProblem | null {
  if (!from || !to) return null;
  if (kind === 'custom_date') {
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (days < 1) return 'order';
    return days > MAX_PERIOD_DAYS ? 'too_long' : null;
  }
  const span = instantIn(to, zone).getTime() - instantIn(from, zone).getTime();
  if (span <= 0) return 'order';
  return span > MAX_PERIOD_DAYS * DAY_MS ? 'too_long' : null;
}

/** The last day To may be for a custom date range starting on `from` ('YYYY-MM-DD'). */
export function lastDayFrom(from: string): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Number.isNaN(start) ? '' : new Date(start + (MAX_PERIOD_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
}
