import type { PermissionKey } from './keys';

/** The key that shows an affiliate a sale's order sum while hide_sale_order_sum is on (spec 4 §3). */
export const ORDER_SUM_KEY: PermissionKey = 'UI_Order_Sum';

/**
 * Who sees a sale's order sum (the conversion's `sum`, the `{order_sum}` macro): staff always; an
 * affiliate while hide_sale_order_sum is off, or with UI_Order_Sum while it is on (decisions,
 * permissions R400). `permissions` are the effective keys, `features` the workspace's.
 */
export const orderSumVisibleTo = (role: string | null | undefined, permissions: readonly string[], features: readonly string[]): boolean =>
  role !== 'affiliate' || !features.includes('hide_sale_order_sum') || permissions.includes(ORDER_SUM_KEY);
