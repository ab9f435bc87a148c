/**
 * An instant's wall-clock time in a time zone, read with the browser's own Intl.DateTimeFormat so
 * the back office's first view does not carry date-fns' formatter and its English locale.
 * Throws a RangeError for an invalid date or an unknown zone, as date-fns-tz's formatInTimeZone does.
 */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** minutes east of UTC */
  readonly offsetMinutes: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'Z', '±hh', '±hh:mm' or '±hhmm', and '' for UTC: the fixed offsets date-fns-tz reads besides IANA names. */
const FIXED_OFFSET = /^(?:Z|([+-])(\d{2})(?::?(\d{2}))?)?$/;

/** Minutes east of UTC of a fixed-offset zone, undefined for a zone name. */
function fixedOffsetOf(zone: string): number | undefined {
  const match = FIXED_OFFSET.exec(zone);
  if (!match) return undefined;
  const [, sign, hours = '0', minutes = '0'] = match;
  if (Number(hours) > 23 || Number(minutes) > 59) throw new RangeError(`Invalid time zone: ${zone}`);
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

export function wallClockIn(instant: Date, zone: string): WallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid time value');
  const fixed = fixedOffsetOf(zone);
  if (fixed !== undefined) {
    const shifted = new Date(instant.getTime() + fixed * 60_000);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
      offsetMinutes: fixed,
    };
  }
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN } = part;
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(year, month - 1, day);
  asUtc.setUTCHours(hour, minute, second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return { year, month, day, hour, minute, second, offsetMinutes: Math.round((asUtc.getTime() - wholeSeconds) / 60_000) };
}

/** 'yyyy-MM-ddTHH:mm', a datetime-local value. */
export function localMinuteOf(c: WallClock): string {
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * 'yyyy-MM-ddTHH:mm:ss±HH:mm'; a zero offset is 'Z' with `zeroAsZ` (date-fns' XXX), else '+00:00'
 * (date-fns' xxx).
 */
export function isoWithOffsetOf(c: WallClock, zeroAsZ: boolean): string {
  const abs = Math.abs(c.offsetMinutes);
  const offset = c.offsetMinutes === 0 && zeroAsZ ? 'Z' : `${c.offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${localMinuteOf(c)}:${pad(c.second)}${offset}`;
}
