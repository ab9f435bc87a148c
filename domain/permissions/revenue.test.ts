import { describe, expect, it } from 'vitest';
import { HIDE_REVENUE_KEY, revenueVisibleTo } from './revenue';

describe('who sees revenue', () => {
  it('shows it to staff, unless the hide_revenue key is theirs, and never to an affiliate', () => {
    expect(revenueVisibleTo('admin', [])).toBe(true);
    expect(revenueVisibleTo('manager', ['UI_Billing_View'])).toBe(true);
    expect(revenueVisibleTo('admin', [HIDE_REVENUE_KEY])).toBe(false);
    expect(revenueVisibleTo('affiliate', [])).toBe(false);
  });
});
