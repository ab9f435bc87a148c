import { emptyUiSettings, type ColorSchemesSave, type GridSave, type UiSettings } from '../../domain/uiSettings/settings';
import type { Envelope, HttpClient } from '../http/types';

export interface UiSettingsApiOptions {
  /** read at each call: view-only mode can be switched on while the app runs */
  isViewOnly(): boolean;
}

/** The personal-settings calls of spec 1 §7. An empty payload or view-only mode makes no call (R519, R520, R524–R527). */
export interface UiSettingsApi {
  read(): Promise<UiSettings>;
  /** for the dashboard: the same rules (PUT /me/ui-settings/dashboard) */
  saveDashboard(dashboardId: string, settings: Record<string, unknown>): Promise<Record<string, unknown>>;
  saveModal(modalId: string, settings: Record<string, unknown>): Promise<Record<string, unknown>>;
  saveConfig(settings: Record<string, unknown>): Promise<Record<string, unknown>>;
  saveTutorial(skip: boolean): Promise<void>;
  saveColorSchemes(body: ColorSchemesSave): Promise<void>;
  saveGrids(batch: GridSave[], options?: { keepalive?: boolean }): Promise<void>;
}

const isEmpty = (value: object | undefined) => value === undefined || Object.keys(value).length === 0;

export function createUiSettingsApi(http: HttpClient, { isViewOnly }: UiSettingsApiOptions): UiSettingsApi {
  return {
    async read() {
      if (isViewOnly()) return emptyUiSettings();
      const answer = await http.request<Envelope<Partial<UiSettings>>>('GET', '/me/ui-settings');
      return { ...emptyUiSettings(), ...answer.json.data };
    },
    async saveDashboard(dashboardId, settings) {
      if (isEmpty(settings) || isViewOnly()) return {};
      const answer = await http.request<Envelope<{ ui_settings: Record<string, unknown> }>>('PUT', '/me/ui-settings/dashboard', { body: { dashboard_id: dashboardId, ui_settings: settings } });
      return answer.json.data.ui_settings;
    },
    async saveModal(modalId, settings) {
      if (isEmpty(settings) || isViewOnly()) return {};
      const answer = await http.request<Envelope<{ modal_settings: Record<string, unknown> }>>('PUT', '/me/ui-settings/modal', { body: { modal_id: modalId, modal_settings: settings } });
      return answer.json.data.modal_settings;
    },
    async saveConfig(settings) {
      if (isEmpty(settings) || isViewOnly()) return {};
      const answer = await http.request<Envelope<{ config_settings: Record<string, unknown> }>>('PUT', '/me/ui-settings/config', { body: { config_settings: settings } });
      return answer.json.data.config_settings;
    },
    async saveTutorial(skip) {
      if (isViewOnly()) return;
      await http.request('PUT', '/me/ui-settings/tutorial', { body: { skip_tutorial: skip } });
    },
    async saveColorSchemes(body) {
      if ((body.selected_color_scheme === undefined && isEmpty(body.color_schemes)) || isViewOnly()) return;
      await http.request('PUT', '/me/ui-settings/color-schemes', { body });
    },
    async saveGrids(batch, { keepalive = false } = {}) {
      if (!batch.length || isViewOnly()) return;
      // silent: a failed save goes back in the queue and is retried (R514), no toast each time
      await http.request('PUT', '/me/ui-settings/grid', { body: batch, silent: true, keepalive });
    },
  };
}
