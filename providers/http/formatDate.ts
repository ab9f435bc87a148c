import { formatInTimeZone } from 'date-fns-tz';

// `xxx`, not `XXX`: the latter writes 'Z' for a zero offset, and the rule is +00:00 (spec 1 §9).
const API_DATE_PATTERN = "yyyy-MM-dd'T'HH:mm:ssxxx";

export const isValidDate = (value: Date) => !Number.isNaN(value.getTime());

/** ISO date-time with seconds and the offset of `timeZone` (R53); an unknown zone falls back to UTC. */
export function formatApiDate(date: Date, timeZone = 'UTC'): string {
  try {
    return formatInTimeZone(date, timeZone, API_DATE_PATTERN);
  } catch (error) {
    if (!isValidDate(date)) throw error;
    return formatInTimeZone(date, 'UTC', API_DATE_PATTERN);
  }
}
