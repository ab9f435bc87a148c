import { useCallback, useMemo, useState } from 'react';
import { useStore } from 'react-admin';
import { defaultDashboardSettings, mergeDashboardSettings, type DashboardSettings } from '../../domain/dashboard/settings';
import type { WidgetDefinition } from '../../domain/dashboard/widgets';
import { useOptionalUiSettings } from '../themes/UiSettingsContext';

type Stored = Record<string, unknown>;

/**
 * A dashboard's settings: the server's (GET /me/ui-settings, loaded after sign-in), else the
 * local copy, merged over the defaults (domain/dashboard/settings.ts). A save sends only the keys
 * that changed (the config update per key); in view-only mode it stays local (R523, R473).
 */
export function useDashboardSettings(dashboardId: string, widgets: readonly WidgetDefinition[]) {
  const ui = useOptionalUiSettings();
  const [local, setLocal] = useStore<Stored | undefined>(`dashboard.settings.${dashboardId}`, undefined);
  const [saved, setSaved] = useState<Stored | undefined>(undefined);
  const viewOnly = ui?.viewOnly ?? false;
  const server = ui?.settings?.dashboard_settings[dashboardId] as Stored | undefined;
  const stored = viewOnly ? local : (saved ?? server ?? local);
  const defaults = useMemo(() => defaultDashboardSettings(widgets), [widgets]);
  const settings: DashboardSettings = useMemo(() => mergeDashboardSettings(stored, defaults), [stored, defaults]);

  const save = useCallback(
    async (patch: Stored): Promise<Stored> => {
      if (Object.keys(patch).length === 0) return {};
      const next = { ...(stored ?? {}), ...patch };
      setLocal(next);
      setSaved(next);
      if (!ui || viewOnly) return next;
      return ui.api.saveDashboard(dashboardId, patch);
    },
    [stored, setLocal, ui, viewOnly, dashboardId],
  );

  return { settings, save, viewOnly };
}
