import { ADMIN, STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// CRG deals (docs/api.md, CRG deals; spec 4 §3): the documents give CRG one key, UI_CRG_View;
// staff read with it, admins change with it. Imported by the manifest and the server's endpoint rows.

const FEATURE = 'crg';
const view = { roles: STAFF, permission: 'UI_CRG_View', feature: FEATURE } as const;
const manage = { roles: ADMIN, permission: 'UI_CRG_View', feature: FEATURE } as const;

export const crgDealsResource = {
  api: { path: '/crg/deals' },
  // no delete: a deal with closed cohorts stays for their history; pause it instead
  access: { list: view, show: view, create: manage, edit: manage },
} as const satisfies { api: ResourceApi; access: ResourceAccess };
