import { STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// Brokers (docs/api.md, Brokers; spec 4 §2): the push-broker keys and the feature every endpoint
// needs. Imported by the manifest and the server's endpoint rows.

const FEATURE = 'push_brokers';
const view = { roles: STAFF, permission: 'UI_PushBrokers_View', feature: FEATURE } as const;
const manage = { roles: STAFF, permission: ['UI_PushBrokers_View', 'UI_PushBrokers_Manage'], feature: FEATURE } as const;

export const brokerIntegrationsResource = {
  api: { path: '/brokers/integrations', batch: { status: '/brokers/integrations/batch-status' } },
  access: { list: view, show: view, create: manage, edit: manage },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** "Send test lead" (POST, manage): one sample lead to one integration, the exchange answered. */
export const brokerTestPath = (id: string | number) => `${brokerIntegrationsResource.api.path}/${id}/test`;
