import { STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// Distribution flows (docs/api.md, Flows; spec 4 §2): the push-broker keys and feature, as the
// integrations they order (docs/decisions/brokers.md: a flow's capacities go with the flow).
// Imported by the manifest and the server's endpoint rows.

const FEATURE = 'push_brokers';
const view = { roles: STAFF, permission: 'UI_PushBrokers_View', feature: FEATURE } as const;
const manage = { roles: STAFF, permission: ['UI_PushBrokers_View', 'UI_PushBrokers_Manage'], feature: FEATURE } as const;

export const flowsResource = {
  api: { path: '/flows' },
  access: { list: view, show: view, create: manage, edit: manage, delete: manage },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** The bounds the API holds a flow's rows to; the screens' inputs show the same. */
export const FLOW_LIMITS = { weightMin: 1, weightMax: 1000, priorityMax: 100, dailyMax: 1_000_000 } as const;
