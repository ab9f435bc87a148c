import type { StoredColorScheme } from '../themes/types';

/** One grid's layout (spec 1 §3): columns, columns list, visible columns, visible filters. */
export interface GridSettings {
  columns?: string[];
  columnsList?: string[];
  visibleColumns?: string[];
  visibleFilters?: string[];
}

export const MOBILE_GRID_SUFFIX = '-mob';

/** The grid ids a desktop grid's save writes: its own and its -mob copy (R508, R511). */
export const gridIdsOf = (gridId: string): [string, string] => {
  const desktop = gridId.endsWith(MOBILE_GRID_SUFFIX) ? gridId.slice(0, -MOBILE_GRID_SUFFIX.length) : gridId;
  return [desktop, `${desktop}${MOBILE_GRID_SUFFIX}`];
};

export interface GridSave {
  grid_id: string;
  ui_settings: GridSettings;
}

export interface ThemeSettings {
  /** null: not chosen yet; the white-label scheme, then Purple Light apply (R499) */
  selected_color_scheme: string | null;
}

export interface TutorialSettings {
  skip_tutorial: boolean;
}

/** GET /me/ui-settings (spec 1 §3, §7). */
export interface UiSettings {
  grid_settings: Record<string, GridSettings>;
  dashboard_settings: Record<string, unknown>;
  modal_settings: Record<string, unknown>;
  config_settings: Record<string, unknown>;
  theme_settings: ThemeSettings;
  tutorial_settings: TutorialSettings;
  /** admin-edited colours, workspace-wide, merged over the shipped schemes */
  color_schemes: StoredColorScheme[];
}

export const emptyUiSettings = (): UiSettings => ({
  grid_settings: {},
  dashboard_settings: {},
  modal_settings: {},
  config_settings: {},
  theme_settings: { selected_color_scheme: null },
  tutorial_settings: { skip_tutorial: false },
  color_schemes: [],
});

/** PUT /me/ui-settings/color-schemes (spec 1 §7). */
export interface ColorSchemesSave {
  selected_color_scheme?: string;
  color_schemes?: StoredColorScheme[];
}
