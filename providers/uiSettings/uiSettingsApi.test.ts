import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../http/types';
import { createUiSettingsApi } from './uiSettingsApi';
import { isViewOnly } from './viewOnly';

function fakeHttp() {
  const request = vi.fn(async (_method: string, _path: string, _options?: unknown) => ({ status: 200, headers: new Headers(), json: { success: true, data: { modal_settings: { a: 1 }, config_settings: { b: 2 } } } }));
  return { http: { request } as unknown as HttpClient, request };
}

describe('ui settings calls', () => {
  it('makes no call for an empty modal or config payload and answers {} (R519, R520)', async () => {
    const { http, request } = fakeHttp();
    const api = createUiSettingsApi(http, { isViewOnly: () => false });
    expect(await api.saveModal('columns', {})).toEqual({});
    expect(await api.saveConfig({})).toEqual({});
    expect(await api.saveDashboard('ATL_Dashboard', {})).toEqual({});
    await api.saveColorSchemes({});
    await api.saveGrids([]);
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the spec bodies otherwise', async () => {
    const { http, request } = fakeHttp();
    const api = createUiSettingsApi(http, { isViewOnly: () => false });
    await api.saveModal('columns', { a: 1 });
    await api.saveConfig({ b: 2 });
    await api.saveTutorial(true);
    await api.saveColorSchemes({ selected_color_scheme: 'Dark' });
    await api.saveGrids([{ grid_id: 'g', ui_settings: {} }], { keepalive: true });
    expect(request.mock.calls.map((c) => [c[0], c[1], (c[2] as { body: unknown }).body])).toEqual([
      ['PUT', '/me/ui-settings/modal', { modal_id: 'columns', modal_settings: { a: 1 } }],
      ['PUT', '/me/ui-settings/config', { config_settings: { b: 2 } }],
      ['PUT', '/me/ui-settings/tutorial', { skip_tutorial: true }],
      ['PUT', '/me/ui-settings/color-schemes', { selected_color_scheme: 'Dark' }],
      ['PUT', '/me/ui-settings/grid', [{ grid_id: 'g', ui_settings: {} }]],
    ]);
    expect(request.mock.calls[4]![2]).toMatchObject({ keepalive: true, silent: true });
  });

  it('in view-only mode saves and loads nothing from the server (R523–R527)', async () => {
    const { http, request } = fakeHttp();
    const storage = new Map<string, string>([['user_view_type', '1']]);
    const api = createUiSettingsApi(http, { isViewOnly: () => isViewOnly({ getItem: (k) => storage.get(k) ?? null }) });
    expect((await api.read()).theme_settings.selected_color_scheme).toBeNull();
    await api.saveModal('columns', { a: 1 });
    await api.saveConfig({ b: 2 });
    await api.saveDashboard('ATL_Dashboard', { Visible: { ATL_Profit: false } });
    await api.saveTutorial(true);
    await api.saveColorSchemes({ selected_color_scheme: 'Dark' });
    await api.saveGrids([{ grid_id: 'g', ui_settings: {} }]);
    expect(request).not.toHaveBeenCalled();
  });

  it('reads the flag user_view_type', () => {
    const of = (v: string | null) => isViewOnly({ getItem: () => v });
    expect([of(null), of(''), of('0'), of('false'), of('1'), of('view')]).toEqual([false, false, false, false, true, true]);
  });
});
