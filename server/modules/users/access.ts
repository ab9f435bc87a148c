import { ROLES, type Access } from '../../http/types';

const FEATURE = 'user_operations' as const;
const STAFF = ['admin', 'manager'] as const;
const VIEW_KEY = 'UI_UserOperations_View';

/** The keys of spec 2 §6's user-operations group gate these endpoints, under the user_operations feature. */
export const VIEW: Access = { kind: 'roles', roles: STAFF, permission: VIEW_KEY, feature: FEATURE };
export const MANAGE: Access = { kind: 'roles', roles: STAFF, permission: [VIEW_KEY, 'UI_UserOperations_Manage'], feature: FEATURE };
export const APPROVE: Access = { kind: 'roles', roles: STAFF, permission: [VIEW_KEY, 'UI_UserOperations_Approve'], feature: FEATURE };
export const BAN: Access = { kind: 'roles', roles: STAFF, permission: [VIEW_KEY, 'UI_UserOperations_Ban'], feature: FEATURE };
export const ADMIN_VIEW: Access = { kind: 'roles', roles: ['admin'], permission: VIEW_KEY, feature: FEATURE };
export const ADMIN_MANAGE: Access = { kind: 'roles', roles: ['admin'], permission: [VIEW_KEY, 'UI_UserOperations_Manage'], feature: FEATURE };
/** Reading or editing one's own account needs no key (an affiliate's own profile); others' needs them. */
export const SELF_OR_VIEW: Access = { kind: 'roles', roles: ROLES, permission: VIEW_KEY, selfParam: 'id' };
export const SELF_OR_MANAGE: Access = { kind: 'roles', roles: ROLES, permission: [VIEW_KEY, 'UI_UserOperations_Manage'], selfParam: 'id' };
