import { describe, expect, it } from 'vitest';
import { autoGroupBy, bucketLabel, bucketsOf, PERIOD_TYPES, PeriodError, periodRange, previousRange } from './periods';

// Wednesday 2025-05-14 10:30 UTC
const NOW = new Date('2025-05-14T10:30:00Z');
const iso = (r: { start: Date; finish: Date }) => [r.start.toISOString(), r.finish.toISOString()];

describe('periodRange', () => {
  it('lists the twelve presets of the picker, today first', () => {
    expect(PERIOD_TYPES).toEqual([
      'today', 'yesterday', 'last_3_days', 'this_week', 'last_week', 'this_month', 'last_month',
      'last_quarter', 'last_6_months', 'last_year', 'custom_date', 'custom_time',
    ]);
  });

  it.each([
    ['today', '2025-05-14T00:00:00.000Z', '2025-05-15T00:00:00.000Z'],
    ['yesterday', '2025-05-13T00:00:00.000Z', '2025-05-14T00:00:00.000Z'],
    ['last_3_days', '2025-05-12T00:00:00.000Z', '2025-05-15T00:00:00.000Z'],
    ['this_week', '2025-05-12T00:00:00.000Z', '2025-05-15T00:00:00.000Z'],
    ['last_week', '2025-05-05T00:00:00.000Z', '2025-05-12T00:00:00.000Z'],
    ['this_month', '2025-05-01T00:00:00.000Z', '2025-05-15T00:00:00.000Z'],
    ['last_month', '2025-04-01T00:00:00.000Z', '2025-05-01T00:00:00.000Z'],
    ['last_quarter', '2025-01-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z'],
    ['last_6_months', '2024-11-15T00:00:00.000Z', '2025-05-15T00:00:00.000Z'],
    ['last_year', '2024-05-15T00:00:00.000Z', '2025-05-15T00:00:00.000Z'],
  ] as const)('%s in UTC at a fixed clock', (type, start, finish) => {
    expect(iso(periodRange({ type }, NOW, 'UTC'))).toEqual([start, finish]);
  });

  it('computes the presets in the user’s zone', () => {
    // 23:30 UTC on the 14th is already the 15th at UTC+2
    const late = new Date('2025-05-14T23:30:00Z');
    expect(iso(periodRange({ type: 'today' }, late, 'Africa/Johannesburg'))).toEqual(['2025-05-14T22:00:00.000Z', '2025-05-15T22:00:00.000Z']);
    expect(iso(periodRange({ type: 'today' }, late, 'Asia/Kolkata'))).toEqual(['2025-05-14T18:30:00.000Z', '2025-05-15T18:30:00.000Z']);
    expect(iso(periodRange({ type: 'last_quarter' }, NOW, 'America/New_York'))).toEqual(['2025-01-01T05:00:00.000Z', '2025-04-01T04:00:00.000Z']);
  });

  it('takes custom dates (last day included) and custom times (finish excluded)', () => {
    expect(iso(periodRange({ type: 'custom_date', start: '2025-02-27', finish: '2025-03-02' }, NOW, 'UTC'))).toEqual([
      '2025-02-27T00:00:00.000Z',
      '2025-03-03T00:00:00.000Z',
    ]);
    expect(iso(periodRange({ type: 'custom_time', start: '2025-03-01T08:15:00+02:00', finish: '2025-03-01T09:00:00Z' }, NOW, 'UTC'))).toEqual([
      '2025-03-01T06:15:00.000Z',
      '2025-03-01T09:00:00.000Z',
    ]);
  });

  it('refuses missing, malformed, reversed and overlong custom periods', () => {
    const fails = (input: Parameters<typeof periodRange>[0]) => () => periodRange(input, NOW, 'UTC');
    expect(fails({ type: 'custom_date', finish: '2025-01-01' })).toThrow(PeriodError);
    expect(fails({ type: 'custom_date', start: '2025-02-30', finish: '2025-03-01' })).toThrow(/period_start/);
    expect(fails({ type: 'custom_date', start: '2025-03-02', finish: '2025-03-01' })).toThrow(/before/);
    expect(fails({ type: 'custom_date', start: '2020-01-01', finish: '2025-03-01' })).toThrow(/at most/);
    expect(fails({ type: 'custom_time', start: '2025-03-01T10:00', finish: '2025-03-01T11:00Z' })).toThrow(/offset/);
    expect(fails({ type: 'custom_time', start: '2025-03-01T10:00Z', finish: '2025-03-01T10:00Z' })).toThrow(/after/);
  });
});

describe('buckets', () => {
  it('groups by hour up to two days, by day up to two months, by week up to half a year, else by month', () => {
    const of = (type: 'today' | 'last_3_days' | 'last_month' | 'last_quarter' | 'last_year') => autoGroupBy(periodRange({ type }, NOW, 'UTC'));
    expect([of('today'), of('last_3_days'), of('last_month'), of('last_quarter'), of('last_year')]).toEqual(['hour', 'day', 'day', 'week', 'month']);
  });

  it('cuts local days, ISO weeks and months, clipped to the range', () => {
    const march = periodRange({ type: 'custom_date', start: '2025-03-05', finish: '2025-04-10' }, NOW, 'Europe/Berlin');
    const weeks = bucketsOf(march, 'week', 'Europe/Berlin');
    expect(weeks[0]!.start.toISOString()).toBe('2025-03-04T23:00:00.000Z');
    expect(weeks[1]!.start.toISOString()).toBe('2025-03-09T23:00:00.000Z');
    expect(weeks.at(-1)!.finish).toEqual(march.finish);
    const months = bucketsOf(march, 'month', 'Europe/Berlin');
    // Berlin moves to summer time on 30 March: April starts at 22:00 UTC
    expect(months.map((b) => b.start.toISOString())).toEqual(['2025-03-04T23:00:00.000Z', '2025-03-31T22:00:00.000Z']);
    expect(bucketLabel(months[1]!.start, 'month', 'Europe/Berlin')).toBe('2025-04');
  });

  it('has 23 hours on a spring-forward day and whole local hours in a +05:30 zone', () => {
    const dst = periodRange({ type: 'custom_date', start: '2025-03-30', finish: '2025-03-30' }, NOW, 'Europe/Berlin');
    expect(bucketsOf(dst, 'hour', 'Europe/Berlin')).toHaveLength(23);
    const kolkata = periodRange({ type: 'today' }, NOW, 'Asia/Kolkata');
    const hours = bucketsOf(kolkata, 'hour', 'Asia/Kolkata');
    expect(hours).toHaveLength(24);
    expect(hours[1]!.start.toISOString()).toBe('2025-05-13T19:30:00.000Z');
    expect(bucketLabel(hours[1]!.start, 'hour', 'Asia/Kolkata')).toBe('2025-05-14 01:00');
  });

  it('compares with the period of equal length just before', () => {
    expect(iso(previousRange(periodRange({ type: 'last_3_days' }, NOW, 'UTC')))).toEqual(['2025-05-09T00:00:00.000Z', '2025-05-12T00:00:00.000Z']);
  });
});
