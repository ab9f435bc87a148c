import { describe, expect, it } from 'vitest';
import { WidgetSortDirection, widgetSortParam } from './dashboard';

describe('dashboard enums', () => {
  it("R467: sort direction Top '-', Bottom empty, prefixed to the field", () => {
    expect(widgetSortParam('sale_count', WidgetSortDirection.Top)).toBe('-sale_count');
    expect(widgetSortParam('sale_count', WidgetSortDirection.Bottom)).toBe('sale_count');
  });
});
