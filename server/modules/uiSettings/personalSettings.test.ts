import { describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';

const t = serverAppPerFile();

const put = (cookie: string, what: string, body: unknown, role = 'admin') => t.call('PUT', `/api/${role}/me/ui-settings/${what}`, { cookie, body });
const read = async (cookie: string, role = 'admin') => (await (await t.call('GET', `/api/${role}/me/ui-settings`, { cookie })).json()).data;

describe('GET /me/ui-settings defaults', () => {
  it('answers every section, the theme unchosen, the tutorial not skipped and no edited schemes (R505, R521)', async () => {
    const data = await read(await t.cookieFor('affiliate'), 'affiliate');
    expect(data).toMatchObject({ grid_settings: {}, modal_settings: {}, config_settings: {}, theme_settings: { selected_color_scheme: null }, tutorial_settings: { skip_tutorial: false }, color_schemes: [] });
  });
});

describe('PUT /me/ui-settings/modal, config, tutorial, grid', () => {
  it('saves a modal’s settings per key and accepts ui_settings as the field (R517)', async () => {
    const cookie = await t.cookieFor('manager');
    expect((await put(cookie, 'modal', { modal_id: 'columns', modal_settings: { width: 400 } }, 'manager')).status).toBe(200);
    await put(cookie, 'modal', { modal_id: 'columns', ui_settings: { open: true } }, 'manager');
    expect((await read(cookie, 'manager')).modal_settings).toEqual({ columns: { width: 400, open: true } });
  });

  it('saves config settings and the tutorial flag; a fresh session sees them (R504, R518)', async () => {
    const cookie = await t.cookieFor('admin');
    await put(cookie, 'config', { config_settings: { compact: true, perPage: 50 } });
    await put(cookie, 'tutorial', { skip_tutorial: true });
    const fresh = await read(await t.cookieFor('admin'));
    expect(fresh.config_settings).toEqual({ compact: true, perPage: 50 });
    expect(fresh.tutorial_settings).toEqual({ skip_tutorial: true });
  });

  it('saves a batch of grids, the last entry of an id winning (R510, R511)', async () => {
    const cookie = await t.cookieFor('admin');
    const layout = { columns: ['id', 'name'], columnsList: ['id', 'name', 'status'], visibleColumns: ['id', 'name'], visibleFilters: ['q'] };
    const res = await put(cookie, 'grid', [
      { grid_id: 'languages', ui_settings: { columns: ['id'] } },
      { grid_id: 'languages', ui_settings: layout },
      { grid_id: 'languages-mob', grid_settings: layout },
    ]);
    expect(res.status).toBe(200);
    expect((await read(cookie)).grid_settings).toEqual({ languages: layout, 'languages-mob': layout });
  });

  it('refuses malformed bodies with 422 and changes nothing', async () => {
    const cookie = await t.cookieFor('affiliate');
    const bad = [
      await put(cookie, 'grid', [{ grid_id: 'ok', ui_settings: { columns: 'id' } }, { grid_id: 'bad id' }], 'affiliate'),
      await put(cookie, 'tutorial', { skip_tutorial: 'yes' }, 'affiliate'),
      await put(cookie, 'config', { config_settings: [] }, 'affiliate'),
      await put(cookie, 'modal', { modal_id: '', modal_settings: {} }, 'affiliate'),
    ];
    expect(bad.map((r) => r.status)).toEqual([422, 422, 422, 422]);
    expect((await read(cookie, 'affiliate')).grid_settings).toEqual({});
  });
});

describe('PUT /me/ui-settings/color-schemes', () => {
  it('saves a user’s selected scheme for that user only (R502, R503)', async () => {
    const cookie = await t.cookieFor('manager');
    expect((await put(cookie, 'color-schemes', { selected_color_scheme: 'Dark' }, 'manager')).status).toBe(200);
    expect((await read(await t.cookieFor('manager'), 'manager')).theme_settings).toEqual({ selected_color_scheme: 'Dark' });
    expect((await read(await t.cookieFor('affiliate'), 'affiliate')).theme_settings).toEqual({ selected_color_scheme: null });
    expect((await put(cookie, 'color-schemes', { selected_color_scheme: 'Neon' }, 'manager')).status).toBe(422);
  });

  it('lets an admin change a scheme’s colours for every user (R502)', async () => {
    const admin = await t.cookieFor('admin');
    const res = await put(admin, 'color-schemes', {
      color_schemes: [{ name: 'Light', color_scheme: { otherColors: [{ variable: 'primary', value: '#3355AA', tooltip: 'x' }] } }],
    });
    expect(res.status).toBe(200);
    const seen = await read(await t.cookieFor('affiliate'), 'affiliate');
    expect(seen.color_schemes).toEqual([{ name: 'Light', color_scheme: { otherColors: [{ variable: 'primary', value: '#3355aa' }], buttonColors: [], layoutColors: [] } }]);
  });

  it('refuses colour edits from a non-admin with 403', async () => {
    const res = await put(await t.cookieFor('manager'), 'color-schemes', { color_schemes: [{ name: 'Light', color_scheme: { otherColors: [{ variable: 'primary', value: '#000000' }] } }] }, 'manager');
    expect(res.status).toBe(403);
  });

  it('refuses unknown variables, bad values and unreadable text with 422', async () => {
    const admin = await t.cookieFor('admin');
    const res = await put(admin, 'color-schemes', {
      color_schemes: [
        { name: 'Light', color_scheme: { otherColors: [{ variable: 'purple', value: '#000000' }] } },
        { name: 'Dark', color_scheme: { layoutColors: [{ variable: 'text-color', value: '#222222' }] } },
      ],
    });
    expect(res.status).toBe(422);
    const fields = (await res.json()).map((e: { field: string }) => e.field);
    expect(fields).toContain('color_schemes.0.color_scheme.otherColors.0.variable');
    expect(fields).toContain('color_schemes.1.color_scheme.layoutColors.0.value');
    expect((await put(admin, 'color-schemes', { color_schemes: [{ name: 'Light', color_scheme: { otherColors: [{ variable: 'primary', value: 'blue' }] } }] })).status).toBe(422);
  });
});
