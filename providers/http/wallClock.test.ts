import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { isoIn, localIn } from '../../src/dashboard/customRange';
import { formatApiDate } from './formatDate';

// The dates sent to the API and the custom range's values were written by date-fns-tz's
// formatInTimeZone; the browser's own Intl now writes them and must write exactly the
// same, across zones, fixed offsets and DST changes.

const ZONES = ['UTC', '', 'Z', '+03:00', '-0530', '+05', '-00:30', 'Etc/GMT-3', 'EST', 'utc', 'Europe/Moscow', 'Europe/Berlin', 'Europe/London', 'America/New_York', 'America/St_Johns', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Pacific/Kiritimati', 'America/Sao_Paulo'];

/** Instants around DST changes (EU, US, Lord Howe's half hour, Chatham) and plain days, a leap day, a year's end. */
const EDGES = [
  '2026-03-29T00:59:59.999Z', '2026-03-29T01:00:00.000Z', '2026-10-25T00:59:59Z', '2026-10-25T01:00:00.500Z',
  '2026-03-08T06:59:59Z', '2026-03-08T07:00:00Z', '2026-11-01T05:59:59Z', '2026-11-01T06:00:00Z',
  '2026-04-04T14:59:59Z', '2026-04-04T15:00:00Z', '2026-10-03T15:59:59Z', '2026-10-03T16:00:00Z',
  '2026-04-04T13:59:59Z', '2026-04-04T14:00:00Z', '2026-09-26T13:59:59Z', '2026-09-26T14:00:00Z', '2024-02-29T23:30:00Z', '2025-12-31T23:59:59.999Z',
  '2026-01-01T00:00:00Z', '2026-06-15T12:34:56.789Z', '1999-12-31T21:00:00Z',
];
/** Every 61 hours through 2026, so each hour of the day and each week comes up. */
const THROUGH_2026 = Array.from({ length: 144 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 61 * 3_600_000 + 17 * 60_000 + 5_000).toISOString());

describe('dates written with Intl', () => {
  it('equal formatInTimeZone’s for every zone at DST edges and through a year', () => {
    for (const zone of ZONES) {
      for (const iso of [...EDGES, ...THROUGH_2026]) {
        const instant = new Date(iso);
        const ours = `${zone} ${iso} ${isoIn(instant, zone)} ${localIn(iso, zone)} ${formatApiDate(instant, zone)}`;
        const theirs = ["yyyy-MM-dd'T'HH:mm:ssXXX", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ssxxx"].map((pattern) => formatInTimeZone(instant, zone, pattern));
        expect(ours).toBe(`${zone} ${iso} ${theirs.join(' ')}`);
      }
    }
  });

  it('writes the examples a person sees', () => {
    expect(isoIn(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29T03:00:00+02:00');
    expect(isoIn(new Date('2026-03-29T00:59:59Z'), 'Europe/Berlin')).toBe('2026-03-29T01:59:59+01:00');
    expect(isoIn(new Date('2026-06-01T10:00:00Z'), 'UTC')).toBe('2026-06-01T10:00:00Z');
    expect(isoIn(new Date('2026-06-01T10:00:00Z'), 'America/St_Johns')).toBe('2026-06-01T07:30:00-02:30');
    expect(localIn('2026-06-01T10:00:00Z', 'Asia/Kathmandu')).toBe('2026-06-01T15:45');
    expect(formatApiDate(new Date('2026-06-01T10:00:00Z'), 'UTC')).toBe('2026-06-01T10:00:00+00:00');
    expect(formatApiDate(new Date('2026-06-01T10:00:00Z'), '-0530')).toBe('2026-06-01T04:30:00-05:30');
  });

  it('refuses an unknown zone or offset and an invalid date as formatInTimeZone did', () => {
    for (const zone of ['Nowhere/Nothing', '+24:00', '+05:60', '+5']) {
      expect(() => formatInTimeZone(new Date('2026-06-01T10:00:00Z'), zone, 'yyyy')).toThrow(RangeError);
      expect(() => isoIn(new Date('2026-06-01T10:00:00Z'), zone)).toThrow(RangeError);
      expect(formatApiDate(new Date('2026-06-01T10:00:00Z'), zone)).toBe('2026-06-01T10:00:00+00:00');
    }
    expect(() => isoIn(new Date('nope'), 'UTC')).toThrow(RangeError);
    expect(() => formatApiDate(new Date('nope'), 'UTC')).toThrow(RangeError);
  });
});
