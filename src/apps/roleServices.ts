import { createUserCalls, type UserCalls } from '../../providers/userCalls';
import type { AuthProvider } from 'ra-core';
import { createAppDataProvider, type AppDataProvider } from '../../providers/appDataProvider';
import { createAuthProvider, type Navigate } from '../../providers/authProvider';
import { createDashboardCalls, type DashboardCalls } from '../../providers/dashboardApi';
import { createHttpClient } from '../../providers/http/httpClient';
import { createPermissionCalls, type PermissionCalls } from '../../providers/permissionsApi';
import { createProfileCalls, type ProfileCalls } from '../../providers/profileApi';
import { createOfferCalls, type OfferCalls } from '../../providers/offerCalls';
import { createConversionCalls, type ConversionCalls } from '../../providers/conversionCalls';
import { createPostbackCalls, type PostbackCalls } from '../../providers/postbackCalls';
import { createWebhookCalls, type WebhookCalls } from '../../providers/webhookCalls';
import { createArchiveCalls, type ArchiveCalls } from '../../providers/archiveCalls';
import { createSecurityCalls, type SecurityCalls } from '../../providers/securityCalls';
import { createReportCalls, type ReportCalls } from '../../providers/reportCalls';
import { createBillingCalls, type BillingCalls } from '../../providers/billingCalls';
import { createReferralCalls, type ReferralCalls } from '../../providers/referralCalls';
import { createAlertCalls, type AlertCalls } from '../../providers/alertCalls';
import { createDeskCalls, type DeskCalls } from '../../providers/deskCalls';
import { createAutomationCalls, type AutomationCalls } from '../../providers/automationCalls';
import { createBrokerCalls, type BrokerCalls } from '../../providers/brokerCalls';
import { createCurrencyCalls, type CurrencyCalls } from '../../providers/currencyCalls';
import { createAdvertiserBillingCalls, type AdvertiserBillingCalls } from '../../providers/advertiserBillingCalls';
import { createAdvertiserCalls, type AdvertiserCalls } from '../../providers/advertiserCalls';
import type { HttpClient, Notify, Role } from '../../providers/http/types';
import { createSessionTimeZone } from '../../providers/sessionTimeZone';
import { createPaths, recordPaths, resourcePaths } from '../../providers/resourcePaths';

export interface RoleServices {
  http: HttpClient;
  authProvider: AuthProvider;
  dataProvider: AppDataProvider & PermissionCalls & ProfileCalls & UserCalls & DashboardCalls & OfferCalls & ConversionCalls & PostbackCalls & WebhookCalls & ArchiveCalls & SecurityCalls & ReportCalls & BillingCalls & ReferralCalls & AlertCalls & BrokerCalls & DeskCalls & AutomationCalls & CurrencyCalls & AdvertiserBillingCalls & AdvertiserCalls;
}

export interface RoleServicesOptions {
  role: Role;
  /** toasts for 403 and 500 answers; react-admin's notify once the layout is mounted */
  notify: Notify;
  navigate?: Navigate;
  apiBase?: string;
  /** the network: the page's early calls (providers/http/earlyCalls.ts) take the first reads' answers */
  fetchImpl?: typeof fetch;
}

/** One http client shared by the auth and data providers of a role app. */
export function createRoleServices({ role, notify, navigate, apiBase, fetchImpl }: RoleServicesOptions): RoleServices {
  // the 401 hand-off needs the auth provider, which needs the client: the callback runs only
  // after both exist
  const timeZone = createSessionTimeZone();
  const http = createHttpClient({
    role,
    apiBase,
    notify,
    fetchImpl,
    // R43, R55: dates in requests carry the session time zone's offset
    getTimeZone: timeZone.current,
    // R68: a 401 on any call signs the user out and goes to the sign-in page
    onUnauthorized: () => void authProvider.logout({}),
  });
  const authProvider = createAuthProvider({ role, http, navigate, onAccount: timeZone.learn });
  return { http, authProvider, dataProvider: { ...createAppDataProvider(http, resourcePaths, { recordPaths, createPaths }), ...createPermissionCalls(http), ...createProfileCalls(http), ...createUserCalls(http), ...createDashboardCalls(http), ...createOfferCalls(http), ...createConversionCalls(http), ...createPostbackCalls(http), ...createWebhookCalls(http), ...createArchiveCalls(http), ...createSecurityCalls(http), ...createReportCalls(http), ...createBillingCalls(http), ...createReferralCalls(http), ...createAlertCalls(http, { role, apiBase }), ...createBrokerCalls(http), ...createDeskCalls(http), ...createAutomationCalls(http), ...createCurrencyCalls(http), ...createAdvertiserBillingCalls(http), ...createAdvertiserCalls(http) } };
}
