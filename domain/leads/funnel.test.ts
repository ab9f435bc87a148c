import { describe, expect, it } from 'vitest';
import { funnelOrder, funnelRates, funnelTotals, percentOf } from './funnel';

describe('funnel rates', () => {
  it('writes a percent with two decimals, rounded half up without floats, null over nothing', () => {
    expect(percentOf(1, 3)).toBe('33.33');
    expect(percentOf(2, 3)).toBe('66.67');
    expect(percentOf(1, 8)).toBe('12.50');
    expect(percentOf(1, 20_000)).toBe('0.01');
    expect(percentOf(1, 200_000)).toBe('0.00');
    expect(percentOf(5, 4)).toBe('125.00');
    expect(percentOf(0, 7)).toBe('0.00');
    expect(percentOf(3, 0)).toBeNull();
    // beyond a float's exact range the integers still divide exactly
    expect(percentOf(Number.MAX_SAFE_INTEGER - 1, Number.MAX_SAFE_INTEGER)).toBe('100.00');
  });

  it('measures each step against the one it follows, FTD against accepted and CR against leads', () => {
    expect(funnelRates({ leads: 10, pushed: 8, accepted: 4, autologin_opened: 3, ftd: 1 })).toEqual({ push_rate: '80.00', accept_rate: '50.00', autologin_rate: '75.00', ftd_rate: '25.00', cr: '10.00' });
  });

  it('adds the rows up into the totals and orders days by date, other keys by leads with no integration last', () => {
    const row = (key: string | number | null, leads: number) => ({ key, leads, pushed: leads, accepted: 1, autologin_opened: 0, ftd: 0 });
    expect(funnelTotals([row(1, 2), row(2, 5)])).toEqual({ leads: 7, pushed: 7, accepted: 2, autologin_opened: 0, ftd: 0 });
    expect(funnelOrder('broker', [row(null, 9), row(3, 1), row(2, 4)]).map((r) => r.key)).toEqual([2, 3, null]);
    expect(funnelOrder('day', [row('2021-03-02', 9), row('2021-03-01', 1)]).map((r) => r.key)).toEqual(['2021-03-01', '2021-03-02']);
  });
});
