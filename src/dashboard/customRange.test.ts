import { describe, expect, it } from 'vitest';
import { customRangeProblem, instantIn, isoIn, lastDayFrom, localIn } from './customRange';
import { paramsOfPeriod, periodFromParams } from './periodParams';

describe('custom range in the session zone', () => {
  it('reads a wall-clock time in the profile zone, whatever the machine’s zone', () => {
    const start = instantIn('2026-03-10T09:00', 'Europe/Moscow');
    expect(start.toISOString()).toBe('2026-03-10T06:00:00.000Z');
    expect(isoIn(start, 'Europe/Moscow')).toBe('2026-03-10T09:00:00+03:00');
    expect(localIn('2026-03-10T06:00:00Z', 'Europe/Moscow')).toBe('2026-03-10T09:00');
    expect(localIn('not a date', 'Europe/Moscow')).toBe('');
  });

  it('refuses From after To and more than 1 100 days, for dates and times', () => {
    expect(customRangeProblem('custom_date', '2026-03-10', '2026-03-09', 'UTC')).toBe('order');
    expect(customRangeProblem('custom_date', '2026-03-10', '2026-03-10', 'UTC')).toBeNull();
    expect(customRangeProblem('custom_date', '2026-01-01', lastDayFrom('2026-01-01'), 'UTC')).toBeNull();
    expect(customRangeProblem('custom_date', '2026-01-01', '2029-01-05', 'UTC')).toBe('too_long');
    expect(customRangeProblem('custom_time', '2026-03-10T10:00', '2026-03-10T10:00', 'Europe/Moscow')).toBe('order');
    expect(customRangeProblem('custom_time', '2026-03-10T10:00', '2026-03-10T11:00', 'Europe/Moscow')).toBeNull();
    expect(customRangeProblem('custom_time', '2026-01-01T00:00', '2029-01-06T00:00', 'Europe/Moscow')).toBe('too_long');
    expect(customRangeProblem('custom_time', '', '2026-03-10T11:00', 'UTC')).toBeNull();
  });
});

describe('the dashboard period in the address', () => {
  it('round-trips presets and custom ranges, keeping other parameters', () => {
    const base = new URLSearchParams('x=1');
    const preset = paramsOfPeriod({ period_type: 'last_month' }, base);
    expect(preset.toString()).toBe('x=1&period=last_month');
    expect(periodFromParams(preset)).toEqual({ period_type: 'last_month' });
    const custom = { period_type: 'custom_time' as const, period_start: '2026-03-10T09:00:00+03:00', period_finish: '2026-03-11T09:00:00+03:00' };
    expect(periodFromParams(paramsOfPeriod(custom, preset))).toEqual(custom);
    expect(periodFromParams(paramsOfPeriod({ period_type: 'today' }, paramsOfPeriod(custom, base))).period_start).toBeUndefined();
  });

  it('falls back to today for anything unreadable', () => {
    expect(periodFromParams(new URLSearchParams('period=forever'))).toEqual({ period_type: 'today' });
    expect(periodFromParams(new URLSearchParams('period=custom_date&from=2026-01-01'))).toEqual({ period_type: 'today' });
  });
});
