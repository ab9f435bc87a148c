import { ACCOUNT_RULE, ADMIN_RULE, ALL_ROLES, type ResourceAccess, type ResourceApi } from '../permissions/access';

// Affiliate postbacks and account security (docs/api.md, Affiliate postbacks, Account security):
// everyone's own postbacks, keys and sign-ins; the network's security log is the admin's.
// Imported by the manifests and the server's endpoint rows.

const postbackView = { roles: ALL_ROLES, permission: 'UI_Postback_View' } as const;
const postbackManage = { roles: ALL_ROLES, permission: ['UI_Postback_View', 'UI_Postback_Manage'] } as const;

export const postbacksResource = {
  api: { path: '/postbacks' },
  access: { list: postbackView, create: postbackManage, edit: postbackManage, delete: postbackManage },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const postbackLogResource = {
  api: { path: '/postbacks/log' },
  access: { list: postbackView },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const apiKeysResource = {
  api: { path: '/me/api-keys' },
  access: { list: ACCOUNT_RULE, create: ACCOUNT_RULE, delete: ACCOUNT_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const signInHistoryResource = {
  api: { path: '/me/sign-in-history' },
  access: { list: ACCOUNT_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const securityLogResource = {
  api: { path: '/security/security-log' },
  access: { list: ADMIN_RULE, export: ADMIN_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };
