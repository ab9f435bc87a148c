import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { widgetsOf } from '../../domain/dashboard/widgets';
import type { UiSettingsApi } from '../../providers/uiSettings/uiSettingsApi';
import { UiSettingsContext, type UiSettingsValue } from '../themes/UiSettingsContext';
import { useDashboardSettings } from './useDashboardSettings';

const widgets = widgetsOf('admin');

function setup(viewOnly: boolean, stored?: Record<string, unknown>) {
  const saveDashboard = vi.fn(async (_id: string, patch: Record<string, unknown>) => patch);
  const value = {
    api: { saveDashboard } as unknown as UiSettingsApi,
    viewOnly,
    settings: stored ? { dashboard_settings: { ATL_Dashboard: stored } } : null,
  } as unknown as UiSettingsValue;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext store={memoryStore()}>
      <UiSettingsContext.Provider value={value}>{children}</UiSettingsContext.Provider>
    </AdminContext>
  );
  const hook = renderHook(() => useDashboardSettings('ATL_Dashboard', widgets), { wrapper });
  return { hook, saveDashboard };
}

describe('useDashboardSettings', () => {
  it('merges the server’s settings over the defaults, keeping its Visible map as is (R461–R463, R466)', () => {
    const { hook } = setup(false, { Visible: { ATL_Profit: false }, ATL_Managers: { version: 1, sort: 'epc' }, ATL_Countries: { version: 1, type: 'table' } });
    const { settings } = hook.result.current;
    expect(settings.Visible).toEqual({ ATL_Profit: false });
    expect(settings.ATL_Managers).toMatchObject({ version: 1, sort: 'epc', sort_direction: '-', label: 'Managers' });
    // stored v1 against default v2: the default wins
    expect(settings.ATL_Countries).toMatchObject({ version: 2, type: 'Map' });
  });

  it('makes no call for an empty payload and answers an empty result (R473)', async () => {
    const { hook, saveDashboard } = setup(false);
    let answer: unknown;
    await act(async () => void (answer = await hook.result.current.save({})));
    expect(answer).toEqual({});
    expect(saveDashboard).not.toHaveBeenCalled();
  });

  it('sends only the keys that changed, and shows them at once (R460, R472)', async () => {
    const { hook, saveDashboard } = setup(false, { ATL_Managers: { version: 1, label: 'Managers', sort: 'epc' } });
    await act(async () => void (await hook.result.current.save({ Visible: { ATL_Profit: false } })));
    expect(saveDashboard).toHaveBeenCalledWith('ATL_Dashboard', { Visible: { ATL_Profit: false } });
    expect(hook.result.current.settings.Visible).toEqual({ ATL_Profit: false });
    expect(hook.result.current.settings.ATL_Managers).toMatchObject({ sort: 'epc' });
  });

  it('keeps the settings local in view-only mode (user_view_type)', async () => {
    const { hook, saveDashboard } = setup(true);
    await act(async () => void (await hook.result.current.save({ Visible: { ATL_Roi: false } })));
    expect(saveDashboard).not.toHaveBeenCalled();
    expect(hook.result.current.settings.Visible).toEqual({ ATL_Roi: false });
  });
});
