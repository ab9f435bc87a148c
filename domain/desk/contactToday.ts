import { ContactTodayPriority, type ContactTodayReason } from '../enums/alert';
import type { UserLeadStatus } from '../enums/user';
import { STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

/**
 * Contact-today (spec 4 §5; docs/api.md, Contact-today): the staff member's call list, a manager's
 * over their own affiliates. Viewing needs UI_ContactToday_View; moving a row's status, writing its
 * note and recomputing the list also UI_ContactToday_Manage.
 */
export const contactTodayResource = {
  api: { path: '/contact-today' },
  access: {
    list: { roles: STAFF, permission: 'UI_ContactToday_View' },
    edit: { roles: STAFF, permission: ['UI_ContactToday_View', 'UI_ContactToday_Manage'] },
  },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** Where the list is computed again on demand, beside the list path. */
export const CONTACT_TODAY_RECOMPUTE_PATH = `${contactTodayResource.api.path}/recompute`;

/** The dashboard widget's key (the widget shows the day's open rows). */
export const CONTACT_TODAY_WIDGET_KEY = 'UI_ContactToday_Widget' as const;

/** The reasons the list computes today (docs/decisions/desk.md lists the rule of each and those not built). */
export const BUILT_REASONS = [
  'no_lead_24h',
  'no_ftd_24h',
  'no_traffic_24h',
  'cr_increase_24h',
  'cr_decrease_24h',
  'epc_increase_24h',
  'epc_decrease_24h',
  'ctl_increase_24h',
  'ctl_decrease_24h',
  'new_geo_started_click',
  'new_geo_started_lead',
  'unresolved_critical_alerts',
  'expired_payment_date',
  'first_campaign_started',
  'traffic_on_weekend',
  'weekly_ftd_compare',
  'monthly_ftd_compare',
  'weekly_epc_compare',
  'monthly_epc_compare',
  '{hash}',
  'active_affiliate_increase',
  'active_affiliate_decrease',
  'new_affiliate_increase',
] as const satisfies readonly ContactTodayReason[];
export type BuiltReason = (typeof BUILT_REASONS)[number];

/**
 * The reasons about a manager's book rather than one affiliate: their row names the manager and no
 * affiliate (docs/decisions/desk.md). Document 2 has no new_affiliate_decrease.
 */
export const BOOK_REASONS = ['active_affiliate_increase', 'active_affiliate_decrease', 'new_affiliate_increase'] as const satisfies readonly BuiltReason[];
export type BookReason = (typeof BOOK_REASONS)[number];
export const isBookReason = (reason: string): reason is BookReason => (BOOK_REASONS as readonly string[]).includes(reason);

const { High, Medium, Low } = ContactTodayPriority;

/** How urgent each reason is: a stop or money owed is High, a fall or a new start Medium, good news Low. */
export const REASON_PRIORITY: Readonly<Record<BuiltReason, ContactTodayPriority>> = {
  no_lead_24h: High,
  no_ftd_24h: High,
  no_traffic_24h: High,
  unresolved_critical_alerts: High,
  expired_payment_date: High,
  cr_decrease_24h: Medium,
  epc_decrease_24h: Medium,
  ctl_decrease_24h: Medium,
  new_geo_started_click: Medium,
  new_geo_started_lead: Medium,
  first_campaign_started: Medium,
  weekly_ftd_compare: Medium,
  monthly_ftd_compare: Medium,
  weekly_epc_compare: Medium,
  monthly_epc_compare: Medium,
  '{hash}': Medium,
  active_affiliate_decrease: Medium,
  cr_increase_24h: Low,
  epc_increase_24h: Low,
  ctl_increase_24h: Low,
  traffic_on_weekend: Low,
  active_affiliate_increase: Low,
  new_affiliate_increase: Low,
};

/**
 * The User lead statuses that list an affiliate under the '{hash}' reason (negative lead status):
 * the two that close the door, the ones document 2 colours red. No answer, Call again and Emailed
 * ask for another call anyway and are not news (docs/decisions/desk.md).
 */
export const NEGATIVE_LEAD_STATUSES: readonly UserLeadStatus[] = ['not_interested', 'declined'];

/** The thresholds of the rules (docs/decisions/desk.md). */
export const CONTACT_TODAY_RULES = {
  /** the local hour from which the morning job computes the day */
  morningHour: 6,
  /** "stopped": none yesterday after at least this many in the 7 days before */
  stoppedMin: 3,
  /** a rate is compared only when both days have at least this many clicks */
  rateMinClicks: 100,
  /** a rate moved when it grew or fell by at least this share, in percent */
  rateChangePercent: 50,
  /** and the day with the larger rate has at least this many events behind it */
  rateMinEvents: 3,
  /** a country is new when the affiliate had none of it in this many days before yesterday */
  newGeoDays: 30,
  /** an alert is unresolved when still unread this long after it was raised */
  alertHours: 24,
  /** a payout's payment date: this many days after its period ends */
  paymentDays: 14,
  /** FTD compares: the larger side has at least this many and the change is at least rateChangePercent */
  compareMinFtds: 5,
  /** a book's active affiliates (any click, lead or conversion that day) moved: the larger day has at least this many */
  bookMinActive: 5,
  /** and the count changed by at least this share of the larger, in percent */
  bookChangePercent: 30,
  /** new affiliates (signed up, any status) yesterday: at least this many and at least twice the day before */
  bookMinNew: 3,
} as const;
