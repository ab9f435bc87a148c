import languages from './languages';
import trackingDomains from './tracking-domains';
import trackingDomainRules from './tracking-domain-rules';
import marketplaceCategories from './marketplace-categories';
import commissionTypes from './commission-types';
import redirectTypes from './redirect-types';
import trafficChannels from './traffic-channels';
import countries from './countries';
import currencyRates from './currency-rates';
import permissionUsers from './permission-users';
import systemSettings from './system-settings';
import myPermissions from './my-permissions';
import userPermissions from './user-permissions';
import roleDefaults from './role-defaults';
import affiliates from './affiliates';
import managers from './managers';
import accounts from './accounts';
import affiliateRequests from './affiliate-requests';
import registrationStats from './registration-stats';
import userChangeLog from './user-change-log';
import mailOutbox from './mail-outbox';
import offers from './offers';
import offerRequests from './offer-requests';
import advertisers from './advertisers';
import offerGroups from './offer-groups';
import payoutRules from './payout-rules';
import clickPayoutRules from './click-payout-rules';
import revenueRules from './revenue-rules';
import marketplace from './marketplace';
import myOffers from './my-offers';
import offerAffiliates from './offer-affiliates';
import promoCodes from './promo-codes';
import conversions from './conversions';
import payouts from './payouts';
import invoices from './invoices';
import billingPeriods from './billing-periods';
import clickBilling from './click-billing';
import postbacks from './postbacks';
import postbackLog from './postback-log';
import webhooks from './webhooks';
import webhookDeliveries from './webhook-deliveries';
import apiKeys from './api-keys';
import signInHistory from './sign-in-history';
import securityLog from './security-log';
import trafficReport from './traffic-report';
import globalReport from './global-report';
import clickLog from './click-log';
import trafficQuality from './traffic-quality';
import conversionLog from './conversion-log';
import brokerIntegrations from './broker-integrations';
import leads from './leads';
import leadFunnel from './lead-funnel';
import flows from './flows';
import smartLinks from './smart-links';
import crgDeals from './crg-deals';
import referrals from './referrals';
import referralOverrides from './referral-overrides';
import myReferrals from './my-referrals';
import advertiserInvoices from './advertiser-invoices';
import advertiserPayments from './advertiser-payments';
import advertiserBalances from './advertiser-balances';
import advertiserRevenue from './advertiser-revenue';
import advertiserAdjustments from './advertiser-adjustments';
import offerChangeRequests from './offer-change-requests';
import advertiserChangeRequests from './advertiser-change-requests';
import alerts from './alerts';
import contactToday from './contact-today';
import automationRules from './automation-rules';
import activityLog from './activity-log';
import archives from './archives';
import advertiserSpend from './advertiser-spend';
import advertiserSpendOffers from './advertiser-spend-offers';
import advertiserOffers from './advertiser-offers';
import advertiserConversions from './advertiser-conversions';
import advertiserLeads from './advertiser-leads';
import advertiserPostbacks from './advertiser-postbacks';
import advertiserMyInvoices from './advertiser-my-invoices';

/**
 * Every resource of the back office, each declared once in its `resources/<name>/index.ts`: the
 * path table, the access table, each role app's `<Resource>`s, the menu and the resource names are
 * derived from this list (providers/resourceTables.ts, the one file that imports it). A new
 * resource is one line here.
 */
export const manifests = [
  languages,
  trackingDomains,
  trackingDomainRules,
  marketplaceCategories,
  commissionTypes,
  redirectTypes,
  trafficChannels,
  countries,
  currencyRates,
  permissionUsers,
  systemSettings,
  myPermissions,
  userPermissions,
  roleDefaults,
  affiliates,
  managers,
  accounts,
  affiliateRequests,
  registrationStats,
  userChangeLog,
  mailOutbox,
  offers,
  offerRequests,
  advertisers,
  offerGroups,
  payoutRules,
  clickPayoutRules,
  revenueRules,
  marketplace,
  myOffers,
  offerAffiliates,
  promoCodes,
  conversions,
  payouts,
  invoices,
  billingPeriods,
  clickBilling,
  postbacks,
  postbackLog,
  webhooks,
  webhookDeliveries,
  apiKeys,
  signInHistory,
  securityLog,
  trafficReport,
  globalReport,
  clickLog,
  trafficQuality,
  conversionLog,
  brokerIntegrations,
  leads,
  leadFunnel,
  flows,
  smartLinks,
  crgDeals,
  referrals,
  referralOverrides,
  myReferrals,
  advertiserInvoices,
  advertiserPayments,
  advertiserBalances,
  advertiserRevenue,
  advertiserAdjustments,
  offerChangeRequests,
  advertiserChangeRequests,
  alerts,
  contactToday,
  automationRules,
  activityLog,
  archives,
  // the advertiser's app (spec 4 §7); its first screen is its landing page
  advertiserSpend,
  advertiserSpendOffers,
  advertiserOffers,
  advertiserConversions,
  advertiserLeads,
  advertiserPostbacks,
  advertiserMyInvoices,
] as const;
