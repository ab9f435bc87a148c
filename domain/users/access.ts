import type { PermissionKey } from '../permissions/keys';
import { ADMIN, STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// User management (docs/api.md, User management; docs/decisions.md, users): the user-operations
// keys the /user_profiles endpoints need. Imported by the manifests and the server's endpoint rows.

const view = { roles: STAFF, permission: 'UI_UserOperations_View' } as const;
const keys = <const K extends PermissionKey>(key: K) => ({ roles: STAFF, permission: ['UI_UserOperations_View', key] as const });
const manage = keys('UI_UserOperations_Manage');
const ban = keys('UI_UserOperations_Ban');

/**
 * Lead status (spec 4 §5): seen with UI_LeadStatus_View, set with it and the manage key, under the
 * lead_status feature (the no-role key every staff member holds while the feature is on).
 */
export const leadStatusView = { roles: STAFF, permission: ['UI_UserOperations_View', 'UI_LeadStatus_View'], feature: 'lead_status' } as const;
export const leadStatusSet = { roles: STAFF, permission: ['UI_UserOperations_View', 'UI_UserOperations_Manage', 'UI_LeadStatus_View'], feature: 'lead_status' } as const;
/** An affiliate's lead-status changes, from the user change log: who, when, from → to. */
export const leadStatusHistoryPath = '/user_profiles/:id/lead-status-history';

export const affiliatesResource = {
  api: {
    path: '/user_profiles/affiliates',
    record: '/user_profiles',
    batch: {
      status: '/user_profiles/user-accounts/batch-set-status/affiliate',
      'commission-type': '/user_profiles/user-accounts/batch-set-commission-type',
      manager: '/user_profiles/affiliates/batch-change-manager',
      'lead-status': '/user_profiles/affiliates/batch-set-lead-status',
    },
  },
  access: { list: view, show: view, export: view, edit: manage, ban },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const managersResource = {
  api: { path: '/user_profiles/managers', record: '/user_profiles', batch: { status: '/user_profiles/user-accounts/batch-set-status/manager' } },
  access: { list: { roles: ADMIN, permission: 'UI_UserOperations_View' } },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const allUsersResource = {
  api: { path: '/user_profiles' },
  access: { list: view, show: view, edit: manage, create: manage, ban },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const affiliateRequestsResource = {
  api: {
    path: '/user_profiles/affiliate-requests',
    batch: {
      approve: '/user_profiles/affiliate-requests/batch-approve',
      decline: '/user_profiles/affiliate-requests/batch-decline',
      'lead-status': '/user_profiles/affiliate-requests/batch-set-lead-status',
    },
  },
  access: { list: view, show: view, edit: manage, approve: keys('UI_UserOperations_Approve') },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const registrationStatsResource = {
  api: { path: '/user_profiles/registration-stats' },
  access: { list: view, export: view },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const userChangeLogResource = {
  api: { path: '/user-management/user-change-log' },
  access: { list: view, export: view },
} as const satisfies { api: ResourceApi; access: ResourceAccess };
