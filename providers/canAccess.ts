import { hasAllPermissions, hasPermission as hasCatalogueKey } from '../domain/permissions/check';
import type { PermissionKey } from '../domain/permissions/keys';
import type { Role } from './http/types';

export type AccessAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'ban' | 'approve';

/** Allowed when the role is listed (if `roles` is given) and every key is held (if `permission` is given). */
export interface AccessRule {
  readonly roles?: readonly Role[];
  readonly permission?: PermissionKey | readonly PermissionKey[];
  /** keys that differ by role, as the server's access rule (server/http/types.ts): replaces `permission` for the roles it names */
  readonly permissionByRole?: Readonly<Partial<Record<Role, PermissionKey | readonly PermissionKey[]>>>;
}

export type ResourceAccess = Readonly<Partial<Record<AccessAction, AccessRule>>>;

const ALL_ROLES: AccessRule = Object.freeze({ roles: Object.freeze(['admin', 'manager', 'affiliate'] as const) });
const ADMIN_ONLY: AccessRule = Object.freeze({ roles: Object.freeze(['admin'] as const) });
const ADMIN_MANAGER: AccessRule = Object.freeze({ roles: Object.freeze(['admin', 'manager'] as const) });
const ADMIN_MANAGES = Object.freeze({ list: ADMIN_ONLY, show: ADMIN_ONLY, create: ADMIN_ONLY, edit: ADMIN_ONLY, delete: ADMIN_ONLY });

/** Who may do what per react-admin resource; a resource missing here is closed to everyone. */
export const resourceAccess: Readonly<Record<string, ResourceAccess>> = Object.freeze({
  // Spec 1 §7 / docs/api.md: every role reads the languages dictionary, only admins change it.
  languages: Object.freeze({ list: ALL_ROLES, show: ALL_ROLES, export: ALL_ROLES, create: ADMIN_ONLY, edit: ADMIN_ONLY, delete: ADMIN_ONLY }),
  // docs/decisions.md, dictionaries: the server grants the same (managers read domains and
  // redirect types; every role reads active categories, commission types, channels, countries)
  // no delete: the server has none (docs/decisions.md, URLs), so no screen offers one (issue 19)
  'tracking-domains': Object.freeze({ list: ADMIN_MANAGER, show: ADMIN_MANAGER, create: ADMIN_ONLY, edit: ADMIN_ONLY }),
  'tracking-domain-rules': ADMIN_MANAGES,
  'marketplace-categories': Object.freeze({ ...ADMIN_MANAGES, list: ALL_ROLES, show: ALL_ROLES }),
  'commission-types': Object.freeze({ list: ALL_ROLES, show: ALL_ROLES }),
  'redirect-types': Object.freeze({ list: ADMIN_MANAGER, show: ADMIN_MANAGER }),
  'traffic-channels': Object.freeze({ list: ALL_ROLES }),
  countries: Object.freeze({ list: ALL_ROLES }),
  // docs/decisions.md, permissions: the same keys the rbac and settings endpoints need
  'permission-users': Object.freeze({
    list: Object.freeze({ roles: ADMIN_MANAGER.roles, permission: Object.freeze<readonly PermissionKey[]>(['UI_UserOperations_View', 'UI_PermissionSettings_View']) }),
  }),
  'user-permissions': Object.freeze({ show: Object.freeze({ roles: ADMIN_MANAGER.roles, permission: 'UI_PermissionSettings_View' }) }),
  'my-permissions': Object.freeze({ list: ALL_ROLES, show: ALL_ROLES }),
  // the defaults for new users (GET /rbac/role-defaults); saving one also needs that role's Manage key
  'role-defaults': Object.freeze({ list: Object.freeze({ roles: ADMIN_ONLY.roles, permission: 'UI_PermissionSettings_View' }) }),
  'system-settings': Object.freeze({ list: ADMIN_ONLY, edit: ADMIN_ONLY }),
  // docs/decisions.md, users: the user-operations keys the /user_profiles endpoints need
  ...userOperationsAccess(),
  // docs/api.md, Offers: the Offer campaigns keys and the payout / revenue rule keys
  ...offersAccess(),
  // docs/api.md, Conversions: the affiliate billing keys the /conversions endpoints need
  conversions: Object.freeze({
    list: Object.freeze({ roles: ALL_ROLES.roles, permission: 'UI_Billing_View' }),
    show: Object.freeze({ roles: ALL_ROLES.roles, permission: 'UI_Billing_View' }),
    edit: Object.freeze({ roles: ADMIN_MANAGER.roles, permission: Object.freeze<readonly PermissionKey[]>(['UI_Billing_View', 'UI_Billing_ManageTransactions']) }),
  }),
  // docs/api.md, Affiliate postbacks: the Postbacks keys the /postbacks endpoints need
  postbacks: Object.freeze({
    list: Object.freeze({ roles: ALL_ROLES.roles, permission: 'UI_Postback_View' }),
    create: Object.freeze({ roles: ALL_ROLES.roles, permission: Object.freeze<readonly PermissionKey[]>(['UI_Postback_View', 'UI_Postback_Manage']) }),
    edit: Object.freeze({ roles: ALL_ROLES.roles, permission: Object.freeze<readonly PermissionKey[]>(['UI_Postback_View', 'UI_Postback_Manage']) }),
    delete: Object.freeze({ roles: ALL_ROLES.roles, permission: Object.freeze<readonly PermissionKey[]>(['UI_Postback_View', 'UI_Postback_Manage']) }),
  }),
  'postback-log': Object.freeze({ list: Object.freeze({ roles: ALL_ROLES.roles, permission: 'UI_Postback_View' }) }),
  // docs/api.md, Account security: everyone's own keys and sign-ins; the network's log is the admin's
  'api-keys': Object.freeze({ list: ALL_ROLES, create: ALL_ROLES, delete: ALL_ROLES }),
  'sign-in-history': Object.freeze({ list: ALL_ROLES }),
  'security-log': Object.freeze({ list: ADMIN_ONLY, export: ADMIN_ONLY }),
  // docs/api.md, Reports: each role by its own key, as the /reports endpoints
  ...reportsAccess(),
  // docs/api.md, Billing: the affiliate billing keys the /billing endpoints need
  payouts: Object.freeze({
    list: Object.freeze({ roles: ALL_ROLES.roles, permission: 'UI_Billing_View' }),
    show: Object.freeze({ roles: ALL_ROLES.roles, permission: 'UI_Billing_View' }),
    edit: Object.freeze({ roles: ADMIN_MANAGER.roles, permission: Object.freeze<readonly PermissionKey[]>(['UI_Billing_View', 'UI_Billing_ManagePayouts']) }),
  }),
  'billing-periods': Object.freeze({ list: Object.freeze({ roles: ALL_ROLES.roles, permission: 'UI_Billing_View' }) }),
  // create: an affiliate hands in an invoice for a payout; edit: staff approve, reject or cancel it
  invoices: Object.freeze({
    list: Object.freeze({ roles: ALL_ROLES.roles, permission: 'UI_Billing_View' }),
    show: Object.freeze({ roles: ALL_ROLES.roles, permission: 'UI_Billing_View' }),
    create: Object.freeze({ roles: Object.freeze(['affiliate'] as const), permission: Object.freeze<readonly PermissionKey[]>(['UI_Billing_View', 'UI_Billing_ManageInvoices']) }),
    edit: Object.freeze({ roles: ADMIN_MANAGER.roles, permission: Object.freeze<readonly PermissionKey[]>(['UI_Billing_View', 'UI_Billing_ManageInvoices']) }),
  }),
});

function reportsAccess(): Record<string, ResourceAccess> {
  const report = Object.freeze({ roles: ALL_ROLES.roles, permissionByRole: Object.freeze({ admin: 'UI_Reports_Traffic', manager: 'UI_Reports_Traffic', affiliate: 'UI_Reports_Basic' }) });
  const leads = Object.freeze({ roles: ALL_ROLES.roles, permissionByRole: Object.freeze({ admin: 'UI_LdsLeadInfo_View', manager: 'UI_Reports_Traffic', affiliate: 'UI_Reports_Basic' }) });
  const global = Object.freeze({ roles: Object.freeze(['manager'] as const), permission: 'UI_Reports_Global' });
  return {
    'traffic-report': Object.freeze({ list: report, export: report }),
    'global-report': Object.freeze({ list: global, export: global }),
    'click-log': Object.freeze({ list: report, export: report }),
    'conversion-log': Object.freeze({ list: leads, export: leads }),
  };
}

function userOperationsAccess(): Record<string, ResourceAccess> {
  const staff = ADMIN_MANAGER.roles;
  const view = Object.freeze({ roles: staff, permission: 'UI_UserOperations_View' });
  const keys = (key: PermissionKey) => Object.freeze({ roles: staff, permission: Object.freeze<readonly PermissionKey[]>(['UI_UserOperations_View', key]) });
  const manage = keys('UI_UserOperations_Manage');
  return {
    'user-operations/affiliates': Object.freeze({ list: view, show: view, export: view, edit: manage, ban: keys('UI_UserOperations_Ban') }),
    'user-operations/managers': Object.freeze({ list: Object.freeze({ roles: ADMIN_ONLY.roles, permission: 'UI_UserOperations_View' }) }),
    'user-operations/all-users': Object.freeze({ list: view, show: view, edit: manage, create: manage, ban: keys('UI_UserOperations_Ban') }),
    'user-operations/affiliate-requests': Object.freeze({ list: view, show: view, edit: manage, approve: keys('UI_UserOperations_Approve') }),
    'user-operations/registration-stats': Object.freeze({ list: view, export: view }),
    'user-operations/user-change-log': Object.freeze({ list: view, export: view }),
  };
}

function offersAccess(): Record<string, ResourceAccess> {
  const staff = ADMIN_MANAGER.roles;
  const keys = (...more: PermissionKey[]) => Object.freeze({ roles: staff, permission: Object.freeze<readonly PermissionKey[]>(['UI_OfferCampaigns_View', ...more]) });
  const view = keys();
  const manage = keys('UI_OfferCampaigns_Manage');
  const affiliate = Object.freeze({ roles: Object.freeze(['affiliate'] as const), permission: 'UI_OfferCampaigns_View' });
  const rules = (area: 'PayoutRules' | 'RevenueRules') => {
    const see = Object.freeze({ roles: staff, permission: `UI_${area}_View` as const });
    const change = Object.freeze({ roles: staff, permission: Object.freeze<readonly PermissionKey[]>([`UI_${area}_View`, `UI_${area}_Manage`]) });
    return Object.freeze({ list: see, show: see, create: change, edit: change, delete: change });
  };
  return {
    offers: Object.freeze({ list: view, show: view, create: manage, edit: manage, ban: keys('UI_OfferCampaigns_Manage', 'UI_OfferCampaigns_Suspend') }),
    'offer-requests': Object.freeze({ list: view, approve: keys('UI_OfferCampaigns_ApproveRequest') }),
    'offer-affiliates': Object.freeze({ create: keys('UI_OfferCampaigns_ManagePromotionRules'), ban: keys('UI_OfferCampaigns_ManageBlockingRules') }),
    advertisers: Object.freeze({ list: view, show: view, edit: manage }),
    'offer-groups': Object.freeze({ list: view, show: view, create: manage, edit: manage, delete: manage }),
    'payout-rules': rules('PayoutRules'),
    'revenue-rules': rules('RevenueRules'),
    marketplace: Object.freeze({ list: affiliate, show: affiliate }),
    'my-offers': Object.freeze({ list: affiliate, show: affiliate }),
  };
}

export interface AccessParams {
  resource: string;
  action: string;
  record?: unknown;
}

/**
 * react-admin's access question as a pure function (STYLE.md, atomic-crm). `permissions` are the
 * effective keys the server answers in user info; administrators need keys like everyone, as on
 * the server (server/http/guards.ts). Unknown resources, actions and keys are refused.
 */
export function canAccess(
  permissions: readonly string[],
  { resource, action }: AccessParams,
  role: Role | null,
  table: Readonly<Record<string, ResourceAccess>> = resourceAccess,
): boolean {
  if (!role || !Object.hasOwn(table, resource)) return false;
  const rules = table[resource];
  const rule = Object.hasOwn(rules, action) ? rules[action as AccessAction] : undefined;
  if (!rule) return false;
  if (rule.roles && !rule.roles.includes(role)) return false;
  const keys = rule.permissionByRole && Object.hasOwn(rule.permissionByRole, role) ? rule.permissionByRole[role] : rule.permission;
  if (keys === undefined) return true;
  return hasAllPermissions(permissions, typeof keys === 'string' ? [keys] : keys);
}

/** One permission check (spec 1 §6): true when held, false otherwise and for a name the catalogue does not know. */
export const hasPermission = (permissions: readonly string[] | null | undefined, name: PermissionKey): boolean =>
  hasCatalogueKey(permissions, name);
