import { useCanAccess, type RaRecord } from 'react-admin';
import { useRole } from '../../src/ui/RoleContext';

/**
 * Whether the viewer may change or delete a rule: UI_ClickPayoutRules_Manage, and for a manager only
 * their affiliates' rules, which are all they see of one affiliate; a rule for every affiliate of an
 * offer is an administrator's (the server answers 403 to a manager).
 */
export function useManageable(): (record: RaRecord) => boolean {
  const role = useRole();
  const { canAccess } = useCanAccess({ resource: 'click-payout-rules', action: 'edit' });
  return (record) => canAccess === true && (role === 'admin' || (record.affiliate_id !== null && record.affiliate_id !== undefined));
}
