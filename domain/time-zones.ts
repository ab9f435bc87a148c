import { TIME_ZONE_NAMES } from './time-zone-names';

export { TIME_ZONE_NAMES };

export const DEFAULT_TIME_ZONE = 'UTC';
/** The table spans UTC-11 to UTC+14 (spec 1 §3). */
export const MIN_OFFSET_MINUTES = -11 * 60;
export const MAX_OFFSET_MINUTES = 14 * 60;

export interface TimeZoneEntry {
  readonly name: string;
  /** '+05:30', '-03:30', '+00:00' */
  readonly offset: string;
  /** The offset in hours, fractions kept: 5.5 for +05:30, 5.75 for +05:45 (decisions, R195). */
  readonly offset_float: number;
  /** 'Asia/Kolkata (+05:30)' */
  readonly label: string;
}

const NAMES: ReadonlySet<string> = new Set(TIME_ZONE_NAMES);

// The old spellings V8 still reports (e.g. as the browser's detected zone) for zones the table
// lists under their current IANA names.
const LEGACY_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** Exactly a table name: what the server accepts and stores. */
export function isTimeZone(name: unknown): name is string {
  return typeof name === 'string' && NAMES.has(name);
}

/**
 * The table name for any spelling the runtime knows ('Etc/UTC', 'US/Eastern', 'Asia/Calcutta'),
 * or undefined when there is none.
 */
export function canonicalTimeZone(name: unknown): string | undefined {
  if (typeof name !== 'string' || name === '') return undefined;
  if (NAMES.has(name)) return name;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  if (NAMES.has(resolved)) return resolved;
  return Object.hasOwn(LEGACY_NAMES, resolved) ? LEGACY_NAMES[resolved] : undefined;
}

/** Minutes east of UTC at `date`, or undefined when the runtime does not know the zone. */
export function getTimeZoneOffsetMinutes(name: string, date: Date = new Date()): number | undefined {
  let text: string | undefined;
  try {
    text = new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
  // 'GMT' alone means zero; seconds appear only for pre-1900 local mean time and are dropped.
  const m = text === undefined ? null : /^GMT(?:([+-])(\d{2}):(\d{2})(?::\d{2})?)?$/.exec(text);
  if (!m) return undefined;
  if (!m[1]) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/**
 * The zone table with the offsets in force at `now`, so zones observing daylight saving show
 * today's offset (R198). Sorted by offset, then name. Builds ~420 Intl formatters (tens of ms):
 * callers that need it often should keep the result for the day.
 */
export function getTimeZones(now: Date = new Date()): readonly TimeZoneEntry[] {
  const entries: { entry: TimeZoneEntry; minutes: number }[] = [];
  for (const name of TIME_ZONE_NAMES) {
    const minutes = getTimeZoneOffsetMinutes(name, now);
    if (minutes === undefined || minutes < MIN_OFFSET_MINUTES || minutes > MAX_OFFSET_MINUTES) continue;
    const offset = formatOffset(minutes);
    entries.push({ minutes, entry: { name, offset, offset_float: minutes / 60, label: `${name} (${offset})` } });
  }
  // Code-unit order, not localeCompare: the browser and the server must agree on the order.
  entries.sort((a, b) => a.minutes - b.minutes || (a.entry.name < b.entry.name ? -1 : 1));
  return entries.map((e) => e.entry);
}

export interface SessionTimeZoneSources {
  /** The value kept in local storage. */
  stored?: string | null;
  userInfo?: { time_zone?: string | null } | null;
}

/** Local storage first, then the user's time_zone, then UTC (R43); unknown names are skipped. */
export function resolveSessionTimeZone({ stored, userInfo }: SessionTimeZoneSources): string {
  return canonicalTimeZone(stored) ?? canonicalTimeZone(userInfo?.time_zone) ?? DEFAULT_TIME_ZONE;
}
