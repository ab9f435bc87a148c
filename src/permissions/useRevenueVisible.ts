import { usePermissions } from 'react-admin';
import { useRole } from '../ui/RoleContext';

/** Derived while the hide_revenue feature is on (domain/permissions/derive.ts). */
export const HIDE_REVENUE_KEY = 'CUSTOM_UI_Hide_Revenue_View';

/** Whether revenue and profit may be shown: never to affiliates, nor to holders of the hide key (as the server). */
export function useRevenueVisible(): boolean {
  const role = useRole();
  const { permissions } = usePermissions<string[]>();
  return role !== 'affiliate' && !(Array.isArray(permissions) && permissions.includes(HIDE_REVENUE_KEY));
}
