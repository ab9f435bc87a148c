import type { Endpoint } from './http/types';
import { endpoints as activity } from './modules/activity/endpoints';
import { endpoints as advertiserApp } from './modules/advertiserApp/endpoints';
import { endpoints as alerts } from './modules/alerts/endpoints';
import { endpoints as automation } from './modules/automation/endpoints';
import { endpoints as desk } from './modules/desk/endpoints';
import { endpoints as billing } from './modules/billing/endpoints';
import { endpoints as brokers } from './modules/brokers/endpoints';
import { endpoints as caps } from './modules/caps/endpoints';
import { endpoints as clickCommissions } from './modules/clickCommissions/endpoints';
import { endpoints as conversions } from './modules/conversions/endpoints';
import { endpoints as crg } from './modules/crg/endpoints';
import { endpoints as advertiserBilling } from './modules/advertiserBilling/endpoints';
import { endpoints as currencies } from './modules/currencies/endpoints';
import { endpoints as dashboard } from './modules/dashboard/endpoints';
import { endpoints as dictionaries } from './modules/dictionaries/endpoints';
import { endpoints as flows } from './modules/flows/endpoints';
import { endpoints as languages } from './modules/languages/endpoints';
import { endpoints as leads } from './modules/leads/endpoints';
import { endpoints as me } from './modules/me/endpoints';
import { endpoints as offers } from './modules/offers/endpoints';
import { endpoints as offerChangeRequests } from './modules/offerChangeRequests/endpoints';
import { endpoints as postbacks } from './modules/postbacks/endpoints';
import { endpoints as promoCodes } from './modules/promoCodes/endpoints';
import { endpoints as quality } from './modules/quality/endpoints';
import { endpoints as referrals } from './modules/referrals/endpoints';
import { endpoints as rbac } from './modules/rbac/endpoints';
import { endpoints as reports } from './modules/reports/endpoints';
import { endpoints as roleDefaults } from './modules/roleDefaults/endpoints';
import { endpoints as security } from './modules/security/endpoints';
import { endpoints as smartLinks } from './modules/smartLinks/endpoints';
import { endpoints as session } from './modules/session/endpoints';
import { endpoints as settings } from './modules/settings/endpoints';
import { endpoints as software } from './modules/software/endpoints';
import { endpoints as tracker } from './modules/tracker/endpoints';
import { endpoints as trackingDomains } from './modules/trackingDomains/endpoints';
import { endpoints as traffic } from './modules/traffic/endpoints';
import { endpoints as erasure } from './modules/erasure/endpoints';
import { endpoints as apiReference } from './modules/apiReference/endpoints';
import { endpoints as archives } from './modules/archives/endpoints';
import { endpoints as uiSettings } from './modules/uiSettings/endpoints';
import { endpoints as users } from './modules/users/endpoints';
import { endpoints as webhooks } from './modules/webhooks/endpoints';

/**
 * Every endpoint of the API with its access rule: the one table the authorization test reads. Each
 * module lists its own in `endpoints.ts`; the order is the order routes are matched in.
 */
export const allEndpoints = (): Endpoint[] => [
  ...session,
  ...software,
  ...me,
  ...languages,
  ...trackingDomains,
  ...dictionaries,
  ...rbac,
  ...settings,
  ...dashboard,
  ...uiSettings,
  ...users,
  ...roleDefaults,
  ...security,
  ...offers,
  ...conversions,
  ...crg,
  ...referrals,
  ...advertiserBilling,
  ...currencies,
  ...clickCommissions,
  ...postbacks,
  ...webhooks,
  ...promoCodes,
  ...reports,
  ...quality,
  ...billing,
  ...brokers,
  ...flows,
  ...smartLinks,
  ...leads,
  ...caps,
  ...alerts,
  ...desk,
  ...automation,
  ...activity,
  ...archives,
  ...advertiserApp,
  ...offerChangeRequests,
  ...tracker,
  ...traffic,
  ...erasure,
  ...apiReference,
];

export { ROLE_SEGMENT, hasRoleSegment, fullPath } from './http/endpointPath';
