import { isoWithOffsetOf, wallClockIn } from './wallClock';

// +00:00, not Z, for a zero offset: the rule is +00:00 (spec 1 §9).
const isoIn = (date: Date, timeZone: string) => isoWithOffsetOf(wallClockIn(date, timeZone), false);

export const isValidDate = (value: Date) => !Number.isNaN(value.getTime());

/** ISO date-time with seconds and the offset of `timeZone` (R53); an unknown zone falls back to UTC. */
export function formatApiDate(date: Date, timeZone = 'UTC'): string {
  try {
    return isoIn(date, timeZone);
  } catch (error) {
    if (!isValidDate(date)) throw error;
    return isoIn(date, 'UTC');
  }
}
