import { ALL_ROLES, STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// Smart links (docs/api.md, Smart links; spec 4 §6): the `marketing_campaigns` feature and its
// UI_SmartLinks_* keys. Staff list, make, change and suspend them; an affiliate lists their own.
// Imported by the manifest and the server's endpoint rows.

export const SMART_LINKS_FEATURE = 'marketing_campaigns';
const view = { roles: ALL_ROLES, permission: 'UI_SmartLinks_View', feature: SMART_LINKS_FEATURE } as const;
const staffView = { roles: STAFF, permission: 'UI_SmartLinks_View', feature: SMART_LINKS_FEATURE } as const;
const manage = { roles: STAFF, permission: ['UI_SmartLinks_View', 'UI_SmartLinks_Manage'], feature: SMART_LINKS_FEATURE } as const;
/** suspending and resuming a whole link (UI_SmartLinks_Suspend), apart from editing it */
export const SMART_LINK_SUSPEND = { roles: STAFF, permission: ['UI_SmartLinks_View', 'UI_SmartLinks_Suspend'], feature: SMART_LINKS_FEATURE } as const;

export const smartLinksResource = {
  api: { path: '/smart-links', batch: { status: '/smart-links/batch-status' } },
  // `ban` is the screens' name for suspending (as the offers'): the status batch
  access: { list: view, show: staffView, create: manage, edit: manage, ban: SMART_LINK_SUSPEND },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** The bounds the API holds a smart link to; the screens' inputs show the same. */
export const SMART_LINK_LIMITS = { entries: 50, weightMin: 1, weightMax: 1000, name: 120 } as const;

/** The tracking URL's parameter naming the smart link: `/click?sl={id}` (docs/api.md, Tracker). */
export const SMART_LINK_PARAM = 'sl';
