import type { Endpoint } from './http/types';
import { dashboardEndpoints } from './modules/dashboard/endpoints';
import { uiSettingsEndpoints } from './modules/uiSettings/routes';
import { colorSchemeEndpoints } from './modules/uiSettings/colorSchemeRoutes';
import { personalSettingsEndpoints } from './modules/uiSettings/personalRoutes';
import { marketplaceCategoryEndpoints } from './modules/dictionaries/marketplaceRoutes';
import { referenceDictionaryEndpoints } from './modules/dictionaries/referenceRoutes';
import { languageEndpoints } from './modules/languages/routes';
import { meEndpoints } from './modules/me/routes';
import { rbacEndpoints } from './modules/rbac/routes';
import { sessionEndpoints } from './modules/session/routes';
import { settingsEndpoints } from './modules/settings/routes';
import { softwareEndpoints } from './modules/software/routes';
import { trackingDomainEndpoints } from './modules/trackingDomains/domainRoutes';
import { trackingDomainRuleEndpoints } from './modules/trackingDomains/ruleRoutes';
import { userEndpoints } from './modules/users/endpoints';
import { roleDefaultEndpoints } from './modules/roleDefaults/routes';
import { securityEndpoints } from './modules/security/endpoints';
import { offerEndpoints } from './modules/offers/endpoints';
import { conversionsEndpoints } from './modules/conversions/endpoints';
import { postbackEndpoints } from './modules/postbacks/postbackRoutes';
import { reportEndpoints } from './modules/reports/endpoints';
import { billingEndpoints } from './modules/billing/billingRoutes';
import { invoiceEndpoints } from './modules/billing/invoiceRoutes';
import { brokerEndpoints } from './modules/brokers/endpoints';

/** Every endpoint of the API with its access rule: the one table the authorization test reads. */
export const allEndpoints = (): Endpoint[] => [
  ...sessionEndpoints,
  ...softwareEndpoints,
  ...meEndpoints,
  ...languageEndpoints,
  ...trackingDomainEndpoints,
  ...trackingDomainRuleEndpoints,
  ...marketplaceCategoryEndpoints,
  ...referenceDictionaryEndpoints,
  ...rbacEndpoints,
  ...settingsEndpoints,
  ...dashboardEndpoints,
  ...uiSettingsEndpoints,
  ...personalSettingsEndpoints,
  ...colorSchemeEndpoints,
  ...userEndpoints,
  ...roleDefaultEndpoints,
  ...securityEndpoints,
  ...offerEndpoints,
  ...conversionsEndpoints,
  ...postbackEndpoints,
  ...reportEndpoints,
  ...billingEndpoints,
  ...invoiceEndpoints,
  ...brokerEndpoints,
];

export const ROLE_SEGMENT = ':role{admin|manager|affiliate}';

export const fullPath = (e: Pick<Endpoint, 'access' | 'path'>) =>
  e.access.kind === 'roles' ? `/api/${ROLE_SEGMENT}${e.path}` : `/api${e.path}`;
