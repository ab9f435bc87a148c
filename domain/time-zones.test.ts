import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  canonicalTimeZone,
  formatOffset,
  getTimeZoneOffsetMinutes,
  getTimeZones,
  isTimeZone,
  resolveSessionTimeZone,
  TIME_ZONE_NAMES,
} from './time-zones';

/** Offset worked out from wall-clock fields, independently of the 'longOffset' text. */
function wallClockOffset(name: string, date: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: name,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

describe('time zone table', () => {
  const now = new Date();
  const zones = getTimeZones(now);

  it('R197: holds about 425 zones including plain UTC', () => {
    expect(zones.length).toBeGreaterThanOrEqual(400);
    expect(zones.length).toBeLessThanOrEqual(450);
    expect(zones.find((z) => z.name === 'UTC')).toEqual({
      name: 'UTC',
      offset: '+00:00',
      offset_float: 0,
      label: 'UTC (+00:00)',
    });
    expect(new Set(zones.map((z) => z.name)).size).toBe(zones.length);
  });

  it('R197: spans UTC-11 to UTC+14, sorted by offset', () => {
    const floats = zones.map((z) => z.offset_float);
    expect(Math.min(...floats)).toBe(-11);
    expect(Math.max(...floats)).toBe(14);
    expect(floats).toEqual([...floats].sort((a, b) => a - b));
    expect(zones[zones.length - 1].name).toBe('Pacific/Kiritimati');
  });

  it('R195 / R196: entry shape, fractional offsets and labels', () => {
    expect(zones.find((z) => z.name === 'Asia/Kolkata')).toEqual({
      name: 'Asia/Kolkata',
      offset: '+05:30',
      offset_float: 5.5,
      label: 'Asia/Kolkata (+05:30)',
    });
    expect(zones.find((z) => z.name === 'Asia/Kathmandu')?.offset_float).toBe(5.75);
    for (const z of zones) {
      expect(z.offset).toMatch(/^[+-]\d{2}:\d{2}$/);
      expect(z.label).toBe(`${z.name} (${z.offset})`);
      expect(z.offset_float * 60).toBe(getTimeZoneOffsetMinutes(z.name, now));
    }
  });

  it('R198: every offset matches Intl for the current date', () => {
    for (const z of zones) expect(z.offset_float * 60, z.name).toBe(wallClockOffset(z.name, now));
  });

  it('R198: zones with daylight saving get the offset of the given date', () => {
    const winter = getTimeZones(new Date('2025-01-15T12:00:00Z'));
    const summer = getTimeZones(new Date('2025-07-15T12:00:00Z'));
    const at = (list: typeof winter, name: string) => list.find((z) => z.name === name)?.offset;
    expect(at(winter, 'America/New_York')).toBe('-05:00');
    expect(at(summer, 'America/New_York')).toBe('-04:00');
    expect(at(winter, 'Europe/Berlin')).toBe('+01:00');
    expect(at(summer, 'Europe/Berlin')).toBe('+02:00');
    expect(at(winter, 'Australia/Sydney')).toBe('+11:00');
    expect(at(summer, 'Australia/Sydney')).toBe('+10:00');
    expect(at(winter, 'Asia/Tokyo')).toBe(at(summer, 'Asia/Tokyo'));
  });

  it('lists every zone this runtime knows (update time-zone-names.ts when this fails)', () => {
    for (const name of Intl.supportedValuesOf('timeZone')) expect(canonicalTimeZone(name), name).toBeDefined();
  });

  it('lists only zones this runtime can compute', () => {
    expect(zones.length).toBe(TIME_ZONE_NAMES.length);
  });
});

describe('isTimeZone / canonicalTimeZone', () => {
  it('accepts exactly the table names', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Kyiv')).toBe(true);
    expect(isTimeZone('Europe/Kiev')).toBe(false);
    expect(isTimeZone('utc')).toBe(false);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(undefined)).toBe(false);
  });

  it('maps other spellings to the table name', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
    expect(canonicalTimeZone('')).toBeUndefined();
    expect(canonicalTimeZone(null)).toBeUndefined();
  });
});

describe('formatOffset', () => {
  it('pads and signs', () => {
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(-210)).toBe('-03:30');
    expect(formatOffset(-660)).toBe('-11:00');
  });
});

describe('resolveSessionTimeZone (R43)', () => {
  it('takes local storage first', () => {
    expect(resolveSessionTimeZone({ stored: 'Europe/Berlin', userInfo: { time_zone: 'Asia/Tokyo' } })).toBe('Europe/Berlin');
  });
  it('then the user info time zone', () => {
    expect(resolveSessionTimeZone({ stored: null, userInfo: { time_zone: 'Asia/Tokyo' } })).toBe('Asia/Tokyo');
    expect(resolveSessionTimeZone({ stored: '', userInfo: { time_zone: 'Asia/Tokyo' } })).toBe('Asia/Tokyo');
    expect(resolveSessionTimeZone({ userInfo: { time_zone: 'Asia/Tokyo' } })).toBe('Asia/Tokyo');
  });
  it('then UTC', () => {
    expect(resolveSessionTimeZone({ stored: null, userInfo: null })).toBe('UTC');
    expect(resolveSessionTimeZone({ userInfo: { time_zone: null } })).toBe('UTC');
    expect(resolveSessionTimeZone({})).toBe(DEFAULT_TIME_ZONE);
  });
  it('skips an unknown name and normalises an old spelling', () => {
    expect(resolveSessionTimeZone({ stored: 'Nowhere/City', userInfo: { time_zone: 'Asia/Tokyo' } })).toBe('Asia/Tokyo');
    expect(resolveSessionTimeZone({ stored: 'Asia/Calcutta' })).toBe('Asia/Kolkata');
  });
});
