import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';

const t = serverAppPerFile();
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

const save = (body: unknown) => t.call('PUT', '/api/admin/me/ui-settings/dashboard', { cookie: admin, body });
const stored = async () =>
  ((await (await t.call('GET', '/api/admin/me/ui-settings', { cookie: admin })).json()) as { data: { dashboard_settings: Record<string, unknown> } }).data
    .dashboard_settings;

describe('PUT /me/ui-settings/dashboard accepts only the widget ids of that dashboard', () => {
  it('refuses another dashboard’s widget and an unknown id with 422, and stores nothing', async () => {
    const res = await save({ dashboard_id: 'ATL_Dashboard', ui_settings: { Visible: { Aff_Clicks: true, zzz: false, ATL_Profit: true } } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }[]).map((e) => e.field).sort()).toEqual(['ui_settings.Aff_Clicks', 'ui_settings.zzz']);
    expect(await stored()).toEqual({});
  });

  it('refuses an unknown dashboard id', async () => {
    const res = await save({ dashboard_id: 'My_Dashboard', ui_settings: {} });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }[])[0]!.field).toBe('dashboard_id');
  });

  it('stores the widgets of that dashboard', async () => {
    expect((await save({ dashboard_id: 'ATL_Dashboard', ui_settings: { Visible: { ATL_Profit: false } } })).status).toBe(200);
    expect(await stored()).toEqual({ ATL_Dashboard: { Visible: { ATL_Profit: false } } });
  });
});
