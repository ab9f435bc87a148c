import type { RoleSegment } from '../enums/user';
import type { ChartMetric } from './measures';
import type { WidgetDefinition, WidgetSettings } from './widgetTypes';

export type { RowsSource, WidgetDefinition, WidgetKind } from './widgetTypes';

export type DashboardRole = RoleSegment;

/** The dashboard id a role's settings are saved under (`PUT /me/ui-settings/dashboard`). */
export const DASHBOARD_IDS: Record<DashboardRole, string> = { admin: 'ATL_Dashboard', manager: 'AM_Dashboard', affiliate: 'Aff_Dashboard', advertiser: 'Adv_Dashboard' };
export const WIDGET_PREFIX: Record<DashboardRole, string> = { admin: 'ATL_', manager: 'AM_', affiliate: 'Aff_', advertiser: 'Adv_' };

type Spec = Omit<WidgetDefinition, 'id' | 'defaults'> & { defaults?: Partial<WidgetSettings> };

const measure = (metric: ChartMetric, en: string, ru: string, revenue = false): Spec => ({
  kind: 'measure',
  metric,
  label: { en, ru },
  byDefault: true,
  revenue,
  defaults: { type: 'chart' },
});

const L = {
  profit: ['Profit', 'Прибыль'],
  revenue: ['Revenue', 'Доход'],
  commission: ['Commission', 'Комиссия'],
  clicks: ['Clicks', 'Клики'],
  leads: ['Leads', 'Лиды'],
  sales: ['Sales', 'Продажи'],
  cr: ['Conversion rate', 'Конверсия (CR)'],
  roi: ['ROI', 'ROI (окупаемость)'],
  epc: ['EPC', 'EPC (доход за клик)'],
  cl: ['CL rate', 'Конверсия кликов в лиды (CL)'],
} as const;

const measures = (revenueToo: boolean): Record<string, Spec> => ({
  ...(revenueToo ? { Profit: measure('profit', ...L.profit, true), Revenue: measure('revenue', ...L.revenue, true) } : {}),
  Commission: measure('commission', ...L.commission),
  Clicks: measure('click', ...L.clicks),
  Leads: measure('lead', ...L.leads),
  Sales: measure('sale', ...L.sales),
  ConversionRate: measure('cr', ...L.cr),
  ...(revenueToo ? { Roi: measure('roi', ...L.roi, true) } : {}),
  Epc: measure('epc', ...L.epc),
});

const countries: Spec = {
  kind: 'rows',
  sources: ['country'],
  label: { en: 'Countries', ru: 'Страны' },
  byDefault: true,
  defaults: { version: 2, type: 'Map', performance_by: 'sale_count' },
};
const offerGroupsLanguages: Spec = {
  kind: 'rows',
  sources: ['offer-group', 'language'],
  label: { en: 'Offer groups / affiliate languages', ru: 'Группы офферов / языки партнёров' },
  byDefault: true,
  defaults: { type: 'table', tab: 'offer-group', performance_by: 'epc' },
};
/** Held conversions (spec 4 §4): their money is pending, outside every other figure until approved. */
const onHold: Spec = { kind: 'on-hold', label: { en: 'Conversions on hold', ru: 'Удержанные конверсии' }, byDefault: true, defaults: {} };
/** Lead distribution (spec 4 §1): the period's leads, FTDs and failed kinds by Click type, in the viewer's scope. */
const invoicedProfit: Spec = { kind: 'invoiced-profit', label: { en: 'Invoiced profit', ru: 'Прибыль по счетам' }, byDefault: true, defaults: {} };
const leadFigures: Spec = { kind: 'lead-figures', label: { en: 'Lead distribution', ru: 'Дистрибуция лидов' }, byDefault: true, defaults: {} };
/** The call list (spec 4 §5): who to contact today and why, for holders of UI_ContactToday_Widget. */
const contactToday: Spec = {
  kind: 'contact-today',
  label: { en: 'Contact today', ru: 'Связаться сегодня' },
  byDefault: true,
  permission: 'UI_ContactToday_Widget',
  defaults: {},
};
const funnel = (byDefault: boolean): Spec => ({
  kind: 'funnel',
  label: { en: 'Affiliates', ru: 'Партнёры' },
  byDefault,
  defaults: { type: 'chart', tab: 0 },
});

const SPECS: Record<DashboardRole, Record<string, Spec>> = {
  admin: {
    ...measures(true),
    Countries: countries,
    Managers: {
      kind: 'rows',
      sources: ['manager'],
      label: { en: 'Managers', ru: 'Менеджеры' },
      byDefault: true,
      defaults: { type: 'table', performance_by: 'epc' },
    },
    OfferGroupsLanguages: offerGroupsLanguages,
    AffiliateTraffic: {
      kind: 'affiliate-traffic',
      label: { en: 'Clicks / leads / sales by affiliate', ru: 'Клики / лиды / продажи по партнёрам' },
      byDefault: true,
      defaults: { type: 'chart', tab: 'clicks', performance_by: 'sale_count' },
    },
    // spec 1 §2: the admin's affiliates widget exists but is hidden
    Affiliates: funnel(false),
    OnHold: onHold,
    InvoicedProfit: invoicedProfit,
    LeadDistribution: leadFigures,
    ContactToday: contactToday,
  },
  manager: {
    ...measures(true),
    Affiliates: funnel(true),
    Countries: countries,
    OfferGroupsLanguages: offerGroupsLanguages,
    OnHold: onHold,
    LeadDistribution: leadFigures,
    ContactToday: contactToday,
  },
  affiliate: {
    Commission: measure('commission', ...L.commission),
    PersonalManager: {
      kind: 'personal-manager',
      label: { en: 'Personal affiliate manager', ru: 'Персональный менеджер' },
      byDefault: true,
      defaults: {},
    },
    Clicks: measure('click', ...L.clicks),
    Leads: measure('lead', ...L.leads),
    Sales: measure('sale', ...L.sales),
    ClRate: measure('cl-rate', ...L.cl),
    ConversionRate: measure('cr', ...L.cr),
    Epc: measure('epc', ...L.epc),
    // an affiliate's profit is what they earn: their commission (never the network's profit)
    Profit: measure('profit', ...L.profit),
    BillingInfo: { kind: 'billing-info', label: { en: 'Billing info', ru: 'Платёжная информация' }, byDefault: true, defaults: {} },
    PendingPayouts: {
      kind: 'pending-payouts',
      label: { en: 'Pending payouts', ru: 'Ожидающие выплаты' },
      byDefault: false,
      defaults: {},
    },
    LeadDistribution: leadFigures,
  },
  // the advertiser's app opens on their spend, not on a dashboard (docs/decisions/advertisers.md)
  advertiser: {},
};

/** Table widgets sort by sale_count, Top first (spec 1 §3). */
const TABLE_DEFAULTS = { sort: 'sale_count', sort_direction: '-', in_favorite: false } as const;

/** The widgets of a role's dashboard, in display order, ids prefixed ATL_ / AM_ / Aff_ (R446). */
export function widgetsOf(role: DashboardRole): readonly WidgetDefinition[] {
  return Object.entries(SPECS[role]).map(([name, spec]) => {
    const id = `${WIDGET_PREFIX[role]}${name}`;
    const rows = spec.kind === 'rows' || spec.kind === 'affiliate-traffic';
    const defaults: WidgetSettings = {
      version: 1,
      label: spec.label.en,
      in_favorite: false,
      ...(rows ? TABLE_DEFAULTS : {}),
      ...spec.defaults,
    };
    return { ...spec, id, defaults };
  });
}

/**
 * The widgets this user may see: revenue widgets only where revenue is visible to them; a widget
 * behind a key only when `held` (the user's keys) has it.
 */
export function availableWidgets(role: DashboardRole, revenueVisible: boolean, held: readonly string[] = []): readonly WidgetDefinition[] {
  return widgetsOf(role).filter((w) => (revenueVisible || !w.revenue) && (!w.permission || held.includes(w.permission)));
}

/**
 * What is wrong with saving these settings under a dashboard id (PUT /me/ui-settings/dashboard):
 * the id must be one of the three dashboards, and every widget id, in Visible or as a block, one
 * of that dashboard's widgets. Answers `{ field, message }` rows; none when all is well.
 */
export function dashboardSettingsErrors(dashboardId: string, settings: { Visible?: Record<string, unknown> } & Record<string, unknown>): { field: string; message: string }[] {
  const role = (Object.keys(DASHBOARD_IDS) as DashboardRole[]).find((r) => DASHBOARD_IDS[r] === dashboardId);
  if (!role) return [{ field: 'dashboard_id', message: `Unknown dashboard: use ${Object.values(DASHBOARD_IDS).join(', ')}.` }];
  const known = new Set(widgetsOf(role).map((w) => w.id));
  const ids = [...Object.keys(settings).filter((k) => k !== 'Visible'), ...Object.keys(settings.Visible ?? {})];
  return [...new Set(ids.filter((id) => !known.has(id)))].map((id) => ({ field: `ui_settings.${id}`, message: `${id} is not a widget of ${dashboardId}.` }));
}
