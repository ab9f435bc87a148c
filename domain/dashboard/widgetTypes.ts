import type { WidgetSortDirection, WidgetView } from '../enums/dashboard';
import type { EnumLabel } from '../enums/define-enum';
import type { PermissionKey } from '../permissions/keys';
import type { ChartMetric } from './measures';

// The shapes the widget list (widgets.ts) and the saved settings (settings.ts) both speak of.

export const WIDGET_SETTINGS_VERSIONS = [1, 2] as const;
export type WidgetSettingsVersion = (typeof WIDGET_SETTINGS_VERSIONS)[number];

/** One widget's block in the dashboard settings (spec 1 §3). */
export interface WidgetSettings {
  version: WidgetSettingsVersion;
  label: string;
  /** the selected tab: an AffiliateWidgetTab number, a rows source or a drill-down report type */
  tab?: number | string;
  /** the view: table, chart or Map (WidgetView) */
  type?: WidgetView;
  performance_by?: string;
  /** the field a table is sorted by */
  sort?: string;
  /** Top '-' or Bottom '' (WidgetSortDirection) */
  sort_direction?: WidgetSortDirection;
  /** a favourite widget is shown first, with a filled star */
  in_favorite?: boolean;
}

/**
 * What a widget draws and from which call:
 * - measure: `POST /dashboard/measure/{metric}-chart`
 * - rows: a ranking by a dimension (`/dashboard/user/{type}`, `/dashboard/offer/{type}`,
 *   `/dashboard/affiliate-manager/*`), shown as a table, a bar chart or (countries) a map
 * - affiliate-traffic: clicks / leads / sales by affiliate (`/dashboard/affiliate/pie-{type}` and
 *   `/dashboard/affiliate/linear`)
 * - funnel: affiliate requests with the New / Pending / Approved / Active tabs
 * - personal-manager, billing-info, pending-payouts: the affiliate's own cards
 * - on-hold: staff's held conversions in scope, their pending money (`/dashboard/on-hold`)
 * - lead-figures: the period's lead-distribution leads, FTDs and failures in scope (`/dashboard/lead-figures`)
 * - contact-today: the open rows of the call list, High first (`/contact-today/list`)
 * - invoiced-profit: the admin's revenue approved, invoiced and not yet, the commission and the profit on what was invoiced (`/dashboard/invoiced-profit`)
 */
export type WidgetKind = 'measure' | 'rows' | 'affiliate-traffic' | 'funnel' | 'personal-manager' | 'billing-info' | 'pending-payouts' | 'on-hold' | 'lead-figures' | 'contact-today' | 'invoiced-profit';

/** The ranking sources of rows widgets; a tab of a widget may switch between two of them. */
export type RowsSource = 'country' | 'manager' | 'offer-group' | 'language' | 'affiliate' | 'offer';

export interface WidgetDefinition {
  id: string;
  kind: WidgetKind;
  label: EnumLabel;
  metric?: ChartMetric;
  /** rows widgets: one source, or one per tab */
  sources?: readonly RowsSource[];
  /** shown on a fresh dashboard */
  byDefault: boolean;
  /** needs revenue to be visible to the user (hidden for affiliates and where hide_revenue applies) */
  revenue?: boolean;
  /** shown only to holders of this key */
  permission?: PermissionKey;
  defaults: WidgetSettings;
}
