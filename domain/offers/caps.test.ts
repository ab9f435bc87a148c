import { describe, expect, it } from 'vitest';
import { capWindow, capWindows, TOTAL_WINDOW } from './caps';

describe('cap windows in a time zone', () => {
  it('starts days at local midnight, weeks on Monday, months on the 1st', () => {
    // Sunday 1 March 2026, 23:30 in New York is Monday 2 March 04:30 UTC
    const at = new Date('2026-03-02T04:30:00Z');
    expect(capWindows(at, 'America/New_York')).toEqual({ daily: '2026-03-01', weekly: '2026-02-23', monthly: '2026-03-01', total: TOTAL_WINDOW });
    expect(capWindows(at, 'UTC')).toEqual({ daily: '2026-03-02', weekly: '2026-03-02', monthly: '2026-03-01', total: TOTAL_WINDOW });
  });

  it('follows the zone across a daylight-saving change and a year end', () => {
    // 8 March 2026: New York moves to UTC−4 at 02:00 local; 04:59 UTC is still the 7th there
    expect(capWindow('daily', new Date('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(capWindow('daily', new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(capWindow('weekly', new Date('2027-01-01T10:00:00Z'), 'Asia/Tokyo')).toBe('2026-12-28');
    expect(capWindow('monthly', new Date('2026-12-31T15:00:00Z'), 'Asia/Tokyo')).toBe('2027-01-01');
    expect(capWindow('total', new Date(), 'Asia/Kolkata')).toBe(TOTAL_WINDOW);
  });
});
