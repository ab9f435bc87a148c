import { ALL_ROLES, AFFILIATE, STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';
import type { PermissionKey } from '../permissions/keys';

// Leads (docs/api.md, Leads; spec 4 §1): the lead log and intake, behind the `push_brokers`
// feature. Staff read leads with the push-broker view key (a manager their affiliates'), an
// affiliate their own; only an affiliate sends one. Imported by the manifest and the endpoint rows.

const FEATURE = 'push_brokers';
const read = {
  roles: ALL_ROLES,
  permissionByRole: { admin: 'UI_PushBrokers_View', manager: 'UI_PushBrokers_View' },
  feature: FEATURE,
} as const;

export const leadsResource = {
  api: { path: '/leads' },
  access: { list: read, show: read, create: { roles: AFFILIATE, feature: FEATURE } },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** Re-push: staff who manage push brokers send a lead to an integration they choose, with a reason (spec 4 §2). */
export const leadRepushPath = '/leads/:id/repush';
export const REPUSH_ACCESS = {
  roles: STAFF,
  permission: ['UI_PushBrokers_View', 'UI_PushBrokers_Manage'],
  feature: FEATURE,
} as const;

/** A status entered by a person (spec 4 §2, source `manual`): what the broker said by mail or phone, under the re-push rule. */
export const leadStatusEntryPath = '/leads/:id/statuses';

/** The versioned contract path an affiliate's server sends and polls leads on (spec 4 §1): `/api/v1/leads`. */
export const LEADS_V1_PATH = '/v1/leads';

/** The keys that show a lead's contacts unmasked (document 2): the phone and the e-mail. */
export const PHONE_KEY = 'UI_LdsLeadInfo_View' satisfies PermissionKey;
export const EMAIL_KEY = 'UI_LdsEmailInfo_View' satisfies PermissionKey;
