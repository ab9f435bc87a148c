import { describe, expect, it } from 'vitest';
import type { EnumValue } from './define-enum';
import { expectEnum, type EnumRow } from './expect-enum.test-utils';
import * as enums from './index';

/**
 * Every enum the checklist fixes, as the spec gives it: [constant, value, chip style] in the
 * spec's order, under the checklist line (R…) that names it. The enums' other rules (labels,
 * defaults, conversions) are tested beside them.
 */
const SPEC: Readonly<Record<string, readonly EnumRow[]>> = {
  // R144–R146: alert priority, type and status
  AlertPriority: [['Low', 0], ['Medium', 1], ['High', 2]],
  AlertType: [['Notification', 1]],
  AlertStatus: [['New', 0], ['Read', 1]],
  // R147 / R148: contact-today priority and status start at 1
  ContactTodayPriority: [['Low', 1], ['Medium', 2], ['High', 3]],
  ContactTodayStatus: [['New', 1], ['CallAgain', 2], ['Resolved', 3]],
  // R107: flow status Draft -2, Deleted -1, Active 1 (styled as the campaign statuses: the flows list shows them as chips)
  FlowStatus: [['Draft', -2, 'warning'], ['Deleted', -1, 'danger'], ['Active', 1, 'success']],
  // R108: campaign status values and styles
  CampaignStatus: [['Draft', -2, 'warning'], ['Deleted', -1, 'danger'], ['Active', 1, 'success'], ['Inactive', 2, 'warning'], ['Suspended', 3, 'warning'], ['Archived', 4, 'danger']],
  // R110: campaign request status Pending 0, Rejected 1, Approved 2
  CampaignRequestStatus: [['Pending', 0], ['Rejected', 1], ['Approved', 2]],
  // R111: campaign type OfferGroup 1, Offer 2, Affiliate 3
  CampaignType: [['OfferGroup', 1], ['Offer', 2], ['Affiliate', 3]],
  // R112: campaign access Unlisted 1, Private 2, ApplyToPromote 3, Public 4
  CampaignAccess: [['Unlisted', 1], ['Private', 2], ['ApplyToPromote', 3], ['Public', 4]],
  // R113: campaign user rule Deleted -1, Pending 0, Rejected 1, Approved 2
  CampaignUserRuleStatus: [['Deleted', -1], ['Pending', 0], ['Rejected', 1], ['Approved', 2]],
  // R128 / R34: commission type CPA 1, CPL 2; CPA is the default
  CommissionType: [['CPA', 1], ['CPL', 2]],
  // R129: commission subtype CRG, EPL
  CommissionSubtype: [['CRG', 'crg'], ['EPL', 'epl']],
  // R130: threshold type NotReached 0, Reached 1; filter below / above
  CommissionThresholdType: [['NotReached', 0], ['Reached', 1]],
  CommissionThresholdFilter: [['Below', 'below'], ['Above', 'above']],
  // R127: reward types 1, 3, 4, 5
  RewardType: [['PercentageOfFriendsPayment', 1], ['FixedAmountPerCPL', 3], ['FixedAmountPerCPA', 4], ['FixedAmountPerRevshare', 5]],
  // R120: referral status Inactive -1, Active 1
  ReferralStatus: [['Inactive', -1], ['Active', 1]],
  // R448: widget views table, chart, Map
  WidgetView: [['Table', 'table'], ['Chart', 'chart'], ['Map', 'Map']],
  WidgetSortDirection: [['Top', '-'], ['Bottom', '']],
  // R449: affiliate widget tabs New 0, Pending 1, Approved 2, Active 3
  AffiliateWidgetTab: [['New', 0], ['Pending', 1], ['Approved', 2], ['Active', 3]],
  // R209: tracking domain Deactivated -1 red, Active 1 green
  TrackingDomainStatus: [['Deactivated', -1, 'danger'], ['Active', 1, 'success']],
  // R202: language Deactivated -1, Active 1
  LanguageStatus: [['Deactivated', -1, 'danger'], ['Active', 1, 'success']],
  // R227: marketplace category Deactivated -1, Active 1
  MarketplaceCategoryStatus: [['Deactivated', -1, 'danger'], ['Active', 1, 'success']],
  // R215: tracking domain rule Deleted -1 red, Active 1 green
  TrackingDomainRuleStatus: [['Deleted', -1, 'danger'], ['Active', 1, 'success']],
  // R109: response status Error 0, Success 1
  ResponseStatus: [['Error', 0], ['Success', 1]],
  // R141: deep link NotAllowed 0 danger, Allowed 1 success
  DeepLink: [['NotAllowed', 0, 'danger'], ['Allowed', 1, 'success']],
  // R142: autologin Used 1 success, NotUsed 0 danger
  Autologin: [['Used', 1, 'success'], ['NotUsed', 0, 'danger']],
  // R143: test flag True 1, False 0 in selects, a boolean in the API
  TestFlag: [['True', 1], ['False', 0]],
  // R330: system settings confirm Confirm 1
  SystemSettingsConfirm: [['Confirm', 1]],
  // R114: invoice status Moderation 0, Approved 1, Rejected 2
  InvoiceStatus: [['Moderation', 0], ['Approved', 1], ['Rejected', 2]],
  // R115: payout status 0–9 with the spec labels
  PayoutStatus: [['Pending', 0], ['AwaitingInvoice', 1], ['Completed', 2], ['Bounced', 3], ['Cancelled', 4], ['InvoiceReceived', 5], ['InProgress', 6], ['InvoiceConfirmed', 7], ['PaymentSent', 8], ['Moderated', 9]],
  // R116: payout rollback 1, 3, 7, 8 with the same labels as the payout statuses
  PayoutRollbackStatus: [['AwaitingInvoice', 1], ['Bounced', 3], ['InvoiceConfirmed', 7], ['PaymentSent', 8]],
  // R117: transaction Ok 0, Voided 1, Changed 2, OnHold 3 (kept)
  TransactionStatus: [['Ok', 0], ['Voided', 1], ['Changed', 2], ['OnHold', 3]],
  // R118: sales status NotPayable 0, Payable 1
  SalesStatus: [['NotPayable', 0], ['Payable', 1]],
  // R153: payment method BankWire 1
  PaymentMethod: [['BankWire', 1]],
  // R121: pixel status Deleted -1, Active 1
  PixelStatus: [['Deleted', -1], ['Active', 1]],
  // R122: pixel type S2S 1, IFrame 2, JS 3
  PixelType: [['S2S', 1], ['IFrame', 2], ['JS', 3]],
  // R123: pixel method POST 1, GET 2
  PixelMethod: [['POST', 1], ['GET', 2]],
  // R124: pixel action OptIn 1 … Sale 5 with string codes
  PixelAction: [['OptIn', 1], ['Lead', 2], ['FTD', 3], ['Revshare', 4], ['Sale', 5]],
  // R125: processing log Processed 1, Failed 2
  PixelProcessingLogStatus: [['Processed', 1], ['Failed', 2]],
  // R138: force billing period reasons 0–3
  ForceBillingPeriodReason: [['PaymentTermsChanged', 0], ['AffiliateRequest', 1], ['BannedUser', 2], ['Other', 3]],
  // R139: bounce reasons 0–5
  BounceReason: [['InvalidBankDetails', 0], ['IncorrectAccountDetails', 1], ['IncorrectBeneficiaryDetails', 2], ['IncorrectAmount', 3], ['Fraud', 4], ['Other', 5]],
  // R140: cancel-invoice reasons 0–8
  CancelInvoiceReason: [['InvalidFile', 0], ['IncompleteData', 1], ['InvalidBankDetails', 2], ['IncorrectAccountDetails', 3], ['IncorrectBeneficiaryDetails', 4], ['IncorrectAmount', 5], ['IncorrectCurrency', 6], ['InvalidDate', 7], ['Other', 8]],
  // R158: late FTD include 1, none 0
  LateFtd: [['Include', 1], ['None', 0]],
  // R161: showing entity ShowAll 1
  ShowingEntity: [['ShowAll', 1]],
  // R119: traffic safety Safe 1, Mixed 2, Risky 3
  TrafficSafety: [['Safe', 1], ['Mixed', 2], ['Risky', 3]],
  // R165: change option OnlyForAffiliate 0, ForAffiliateAndHisCampaigns 1
  TrafficChannelChangeOption: [['OnlyForAffiliate', 0], ['ForAffiliateAndHisCampaigns', 1]],
  // R159: device type Mobile 1, Desktop 2, Desktop by default
  DeviceType: [['Mobile', 1], ['Desktop', 2]],
  // R25 / R27: user types Admin 0, Manager 1, Affiliate 2, Advertiser 3 (our choice)
  UserType: [['Admin', 0], ['Manager', 1], ['Affiliate', 2], ['Advertiser', 3]],
  // R281 / R266: user status ACTIVE success, INACTIVE danger; banned means Inactive
  UserStatus: [['Active', 1, 'success'], ['Inactive', 0, 'danger']],
  // R282: registration status Pending 0, Confirmed 1, Rejected 2, Completed 10
  UserRegistrationStatus: [['Pending', 0], ['Confirmed', 1], ['Rejected', 2], ['Completed', 10]],
  // R283: e-mail status Unconfirmed 0 danger, Confirmed 1 success, anything else warning
  EmailStatus: [['Unconfirmed', 0, 'danger'], ['Confirmed', 1, 'success']],
  // R331 / R332: registration type Open 1, Moderated 2, Closed 3 with their permission keys
  RegistrationType: [['Open', 1], ['Moderated', 2], ['Closed', 3]],
  // R284: integration status live green, banned red, the rest amber
  UserIntegrationStatus: [['New', 'new', 'warning'], ['Negotiation', 'negotiation', 'warning'], ['Integrating', 'integrating', 'warning'], ['WaitingForLaunch', 'waiting_for_launch', 'warning'], ['Live', 'live', 'success'], ['Paused', 'paused', 'warning'], ['Banned', 'banned', 'danger']],
  // R285: postback integration NoPostback 0 red, ActivePostback 1 green, other yellow
  PostbackIntegrationStatus: [['NoPostback', 0, 'danger'], ['ActivePostback', 1, 'success']],
  // R286: lead status styles
  UserLeadStatus: [['New', 'new', 'success'], ['CallAgain', 'call_again', 'warning'], ['NotInterested', 'not_interested', 'danger'], ['NoAnswer', 'no_answer', 'warning'], ['Emailed', 'emailed', 'warning'], ['Declined', 'declined', 'danger'], ['Approved', 'approved', 'success']],
};

/** The enums whose spec gives the values only, in its order. */
const SPEC_VALUES: Readonly<Record<string, readonly EnumValue[]>> = {
  // R149: contact-today reasons, in the spec order
  ContactTodayReason: [
    'no_lead_24h', 'no_ftd_24h', 'ctl_increase_24h', 'cr_increase_24h', 'epc_increase_24h', 'ctl_decrease_24h', 'cr_decrease_24h', 'epc_decrease_24h',
    'no_traffic_24h', 'new_geo_started_click', 'new_geo_started_lead', 'traffic_on_weekend', '{hash}', 'active_affiliate_increase',
    'active_affiliate_decrease', 'new_affiliate_increase', 'unresolved_critical_alerts', 'expired_payment_date', 'first_campaign_started',
    'weekly_ftd_compare', 'weekly_epc_compare', 'monthly_ftd_compare', 'monthly_epc_compare',
  ],
  // R471: performance-by options
  PerformanceBy: ['epc', 'click_count', 'ftd_count', 'revshare_count', 'system_profit', 'income_benchmark', 'cr', 'roi', 'cl_rate'],
  // R156: tags
  Tag: ['allow_affiliate', 'allow_offer', 'allow_advertiser'],
  // R102: currency USD ($) or EUR (€), USD by default
  Currency: ['USD', 'EUR'],
  // R154: paid-for types
  // and spec 4 §3's click commissions, billed per day's clicks (docs/decisions/click-commissions.md)
  PaidForType: ['lead', 'ftd', 'referral_bonus', 'opt-in', 'revshare', 'cpa', 'cpl', 'crg', 'epl', 'cpc'],
  // R157: transaction log actions
  // and spec 4's hold (its three steps)
  TransactionLogAction: ['commission_void', 'commission_change', 'commission_unvoid', 'hold', 'hold_approve', 'hold_reject'],
  // R126: pixel categories; admin_campaign reads Offer
  PixelCategory: ['global', 'affiliate_campaign', 'admin_campaign', 'traffic_source', 'marketing_campaign'],
  // R136: unvoid reasons
  UnvoidReason: ['void_by_mistake', 'other'],
  // R137: not-payable sale reasons
  // spec 4 §4 adds `cap_reached` (caps) and `fraud` (Risky traffic made not payable by the fraud-detection settings)
  NotPayableSaleReason: ['commission_type_not_matched', 'recurrent_duration_exceeded', 'recurrent_cpa_sale', 'click_session_lifespan_exceeded', 'cap_reached', 'fraud'],
  // R131: report status
  ReportStatus: ['LEAD', 'FTD', 'VALIDATION_FAILED', 'REGISTRATION_FAILED', 'ACCEPTED'],
  // R132: click type
  ClickType: ['CLICK', 'LEAD', 'FTD', 'VALIDATION_FAILED', 'REGISTRATION_FAILED'],
  // R133: report visibility active, hidden
  ReportVisibility: ['active', 'hidden'],
  // R162: drill-down report types; visits labelled Visits / Визиты
  DrillDownReportType: ['unique_clicks', 'clicks', 'leads', 'sales', 'ftds', 'opt-in', 'impression_count', 'visits', 'bad_quality_traffic'],
  // R163: traffic sources
  TrafficSource: ['MIXED', 'BING', 'EMAIL', 'FB', 'GA', 'NATIVE', 'POPS', 'PUSH', 'SEO', 'SMS', 'YOUTUBE', 'TWITTER', 'TIKTOK'],
  // R164: channel types
  ChannelType: ['email', 'native', 'seo', 'push', 'sms', 'bing', 'fb', 'google_search', 'pops', 'youtube', 'mixed', 'twitter', 'tiktok', 'gdn'],
  // R155: tracking types
  TrackingType: ['api_lds', 'smart_link_tracker', 'smart_link_ai_tracker', 'promo_code', 'leaddistbroker', 'leverate'],
  // R166: dynamic parameter names
  DynamicParameter: [
    'campaign_id', 'campaign_name', 'campaign_language', 'country', 'os', 'platform', 'browser', 'ip', 'isp', 'commission', 'commission_type',
    'affiliate_name', 'affiliate_alias', 'order_sum', 'order_currency', 'promo_code',
  ],
  // R167: alternate dynamic parameter names
  DynamicParameterAlt: [
    'CampaignId', 'CampaignLanguage', 'Country', 'OS', 'Platform', 'Browser', 'IP', 'ISP', 'Commission', 'CommissionType', 'AffUsername', 'AffAlias',
    'OrderSum', 'OrderCurrency', 'PromoCode',
  ],
};

describe('enums as the spec fixes them', () => {
  it.each(Object.entries(SPEC))('%s', (name, rows) => {
    const e = (enums as Record<string, unknown>)[name];
    expect(e, `${name} is exported`).toBeDefined();
    expectEnum(e as Parameters<typeof expectEnum>[0], rows);
  });

  it.each(Object.entries(SPEC_VALUES))('%s values', (name, values) => {
    expect((enums as unknown as Record<string, { values?: unknown }>)[name]?.values).toEqual(values);
  });
});
