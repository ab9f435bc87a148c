import { useCanAccess, usePermissions } from 'react-admin';
import { hasPermission } from '../../domain/permissions/check';

/**
 * Whether the viewer sees lead status (UI_LeadStatus_View, which the lead_status feature takes away
 * when off) and may set it on `resource`'s records (also its edit rule: the manage key).
 */
export function useLeadStatusAccess(resource: string) {
  const { permissions } = usePermissions<string[]>();
  const view = hasPermission(permissions, 'UI_LeadStatus_View');
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  return { view, set: view && canEdit === true };
}
