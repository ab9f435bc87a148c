import { PerformanceBy, WidgetSortDirection, WidgetView } from '../enums/dashboard';
import { MEASURE_FIELDS, type MeasureField } from './measures';
import type { WidgetDefinition, WidgetSettings } from './widgetTypes';

export { WIDGET_SETTINGS_VERSIONS, type WidgetSettings, type WidgetSettingsVersion } from './widgetTypes';

export type VisibleMap = Record<string, boolean>;

/** Keyed by widget id, plus the `Visible` map of widget id to boolean. */
export interface DashboardSettings {
  Visible: VisibleMap;
  [widgetId: string]: WidgetSettings | VisibleMap;
}

export const VISIBLE_KEY = 'Visible';

export function defaultDashboardSettings(widgets: readonly WidgetDefinition[]): DashboardSettings {
  const settings: DashboardSettings = { Visible: {} };
  for (const w of widgets) {
    if (w.byDefault) settings.Visible[w.id] = true;
    settings[w.id] = { ...w.defaults };
  }
  return settings;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Stored settings over the defaults (R461–R466): the stored Visible map is kept as it is; every
 * other block is merged over its default, and only when its version equals the default's.
 * Blocks of widgets that no longer exist are dropped.
 */
export function mergeDashboardSettings(stored: unknown, defaults: DashboardSettings): DashboardSettings {
  const source = isObject(stored) ? stored : {};
  const visible = source[VISIBLE_KEY];
  const merged: DashboardSettings = { Visible: isObject(visible) ? (visible as VisibleMap) : defaults.Visible };
  for (const [id, block] of Object.entries(defaults)) {
    if (id === VISIBLE_KEY) continue;
    const def = block as WidgetSettings;
    const saved = source[id];
    merged[id] = isObject(saved) && saved.version === def.version ? { ...def, ...(saved as Partial<WidgetSettings>) } : def;
  }
  return merged;
}

/** Whether a widget shows: its Visible entry, else whether it is on the default list. */
export function isWidgetVisible(settings: DashboardSettings, widget: Pick<WidgetDefinition, 'id' | 'byDefault'>): boolean {
  const entry = settings.Visible[widget.id];
  return typeof entry === 'boolean' ? entry : widget.byDefault;
}

export function widgetSettingsOf(settings: DashboardSettings, id: string): WidgetSettings {
  return settings[id] as WidgetSettings;
}

/**
 * The performance-by option a value selects: sales are first-time deposits here, so the
 * default `sale_count` selects the FTDs option.
 */
export function performanceOption(value: string | undefined): PerformanceBy | undefined {
  if (value === 'sale_count') return 'ftd_count';
  return PerformanceBy.is(value) ? value : undefined;
}

export const isMeasureField = (v: unknown): v is MeasureField => typeof v === 'string' && (MEASURE_FIELDS as readonly string[]).includes(v);

/** The request's sort: the direction's prefix before the field ('-sale_count' is Top). */
export function sortParam(settings: Pick<WidgetSettings, 'sort' | 'sort_direction'>): string {
  const field = isMeasureField(settings.sort) ? settings.sort : 'sale_count';
  const direction = WidgetSortDirection.is(settings.sort_direction) ? settings.sort_direction : '-';
  return `${direction}${field}`;
}

/** Views a widget offers: countries add the map. */
export function viewsOf(widget: Pick<WidgetDefinition, 'kind' | 'sources'>): readonly WidgetView[] {
  if (widget.kind !== 'rows' && widget.kind !== 'affiliate-traffic') return [];
  return widget.sources?.includes('country') ? WidgetView.values : ['table', 'chart'];
}
