import type { PermissionKey } from './keys';

/** Derived for every user while the hide_revenue workspace feature is on (derive.ts). */
export const HIDE_REVENUE_KEY: PermissionKey = 'CUSTOM_UI_Hide_Revenue_View';

/** Who sees revenue, margin and profit: never an affiliate, nor anyone holding the hide_revenue key. */
export const revenueVisibleTo = (role: string | null | undefined, permissions: readonly string[]): boolean =>
  role !== 'affiliate' && !permissions.includes(HIDE_REVENUE_KEY);
