import { describe, expect, it } from 'vitest';
import { expectEnum } from './expect-enum.test-utils';
import { AffiliateWidgetTab, PerformanceBy, WidgetSortDirection, WidgetView, widgetSortParam } from './dashboard';

describe('dashboard enums', () => {
  it('R448: widget views table, chart, Map', () => {
    expectEnum(WidgetView, [
      ['Table', 'table'],
      ['Chart', 'chart'],
      ['Map', 'Map'],
    ]);
  });

  it("R467: sort direction Top '-', Bottom empty, prefixed to the field", () => {
    expectEnum(WidgetSortDirection, [
      ['Top', '-'],
      ['Bottom', ''],
    ]);
    expect(widgetSortParam('sale_count', WidgetSortDirection.Top)).toBe('-sale_count');
    expect(widgetSortParam('sale_count', WidgetSortDirection.Bottom)).toBe('sale_count');
  });

  it('R449: affiliate widget tabs New 0, Pending 1, Approved 2, Active 3', () => {
    expectEnum(AffiliateWidgetTab, [
      ['New', 0],
      ['Pending', 1],
      ['Approved', 2],
      ['Active', 3],
    ]);
  });

  it('R471: performance-by options', () => {
    expect(PerformanceBy.values).toEqual([
      'epc', 'click_count', 'ftd_count', 'revshare_count', 'system_profit', 'income_benchmark', 'cr', 'roi', 'cl_rate',
    ]);
  });
});
