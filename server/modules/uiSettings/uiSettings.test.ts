import { describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';

const t = serverAppPerFile();

const save = (cookie: string, body: unknown, role = 'admin') => t.call('PUT', `/api/${role}/me/ui-settings/dashboard`, { cookie, body });
const read = async (cookie: string, role = 'admin') => (await (await t.call('GET', `/api/${role}/me/ui-settings`, { cookie })).json()).data;

describe('PUT /me/ui-settings/dashboard', () => {
  it('saves a dashboard’s settings per key, and a fresh session sees them', async () => {
    const cookie = await t.cookieFor('admin');
    const block = { version: 2, label: 'Countries', type: 'Map', performance_by: 'epc', sort: 'epc', sort_direction: '-', in_favorite: true };
    const first = await save(cookie, { dashboard_id: 'ATL_Dashboard', ui_settings: { Visible: { ATL_Profit: false }, ATL_Countries: block } });
    expect(first.status).toBe(200);
    // the config update per key: only Visible is sent, the widget block stays
    const second = await save(cookie, { dashboard_id: 'ATL_Dashboard', ui_settings: { Visible: { ATL_Profit: true, ATL_Revenue: false } } });
    expect((await second.json()).data).toEqual({
      dashboard_id: 'ATL_Dashboard',
      ui_settings: { Visible: { ATL_Profit: true, ATL_Revenue: false }, ATL_Countries: block },
    });
    const fresh = await read(await t.cookieFor('admin'));
    expect(fresh.dashboard_settings.ATL_Dashboard.ATL_Countries).toEqual(block);
    expect(Object.keys(fresh)).toEqual(expect.arrayContaining(['grid_settings', 'dashboard_settings', 'modal_settings', 'config_settings', 'theme_settings', 'tutorial_settings']));
  });

  it('keeps each user’s settings apart', async () => {
    const cookie = await t.cookieFor('manager');
    await save(cookie, { dashboard_id: 'AM_Dashboard', ui_settings: { Visible: { AM_Roi: false } } }, 'manager');
    expect((await read(cookie, 'manager')).dashboard_settings).toEqual({ AM_Dashboard: { Visible: { AM_Roi: false } } });
    expect((await read(await t.cookieFor('affiliate'), 'affiliate')).dashboard_settings).toEqual({});
  });

  it('changes nothing for an empty payload', async () => {
    const cookie = await t.cookieFor('affiliate');
    const res = await save(cookie, { dashboard_id: 'Aff_Dashboard', ui_settings: {} }, 'affiliate');
    expect((await res.json()).data).toEqual({ dashboard_id: 'Aff_Dashboard', ui_settings: {} });
    expect((await read(cookie, 'affiliate')).dashboard_settings).toEqual({});
  });

  it('refuses malformed settings with 422', async () => {
    const cookie = await t.cookieFor('admin');
    const res = await save(cookie, { dashboard_id: 'bad id!', ui_settings: { Visible: { ATL_Profit: 'yes' }, ATL_Countries: { version: 3, label: 'x', sort_direction: 'up' } } });
    expect(res.status).toBe(422);
    const fields = (await res.json()).map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['dashboard_id', 'ui_settings.ATL_Countries.sort_direction', 'ui_settings.ATL_Countries.version', 'ui_settings.Visible.ATL_Profit']);
  });
});
