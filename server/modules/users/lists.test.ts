import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { usersHelpers, type Data } from './testing.test-utils';

const t = serverAppPerFile();
let admin: string;
let manager: string;
const h = usersHelpers(t);
beforeAll(async () => void ([admin, manager] = [await t.cookieFor('admin'), await t.cookieFor('manager')]));

type Row = Record<string, unknown> & { id: number; manager_id: number | null };
const list = async (cookie: string, role: string, path: string, body: unknown) => {
  const res = await t.call('POST', `/api/${role}/user_profiles${path}`, { cookie, body });
  return { res, rows: res.status === 200 ? (await h.json<Data<Row[]>>(res)).data : [] };
};

describe('POST /user_profiles/affiliates/list', () => {
  it('answers rows with the derived display and pagination headers', async () => {
    const { res, rows } = await list(admin, 'admin', '/affiliates/list', { per_page: 5, sort: 'id' });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Pagination-Per-Page')).toBe('5');
    expect(Number(res.headers.get('X-Pagination-Total-Count'))).toBeGreaterThanOrEqual(41);
    expect(rows).toHaveLength(5);
    const first = rows[0]!;
    expect(first).toMatchObject({
      status_id: 1,
      isBanned: false,
      status_id_label: 'Active',
      statusIdClass: 'success',
      postbacksLink: `/d/user-operations/affiliates/${first.id}/postbacks`,
      isLink: true,
      commission_type_name: expect.stringMatching(/^CP[AL]$/),
      integration_status: expect.any(Number),
      invited_by_workspace_role_id: null,
      commission_type_id: expect.any(Number),
    });
    expect(first).toHaveProperty('status_label');
    expect(first).toHaveProperty('statusClass');
  });

  it('filters by manager, commission type, status and text', async () => {
    const managerId = await h.idOf('manager@example.com');
    const byManager = await list(admin, 'admin', '/affiliates/list', { manager_id: managerId, per_page: 500 });
    expect(byManager.rows.length).toBeGreaterThan(0);
    expect(byManager.rows.every((r) => r.manager_id === managerId)).toBe(true);
    const cpl = await list(admin, 'admin', '/affiliates/list', { commission_type_id: 2, per_page: 500 });
    expect(cpl.rows.every((r) => r.commission_type_id === 2)).toBe(true);
    const text = await list(admin, 'admin', '/affiliates/list', { q: 'affiliate7@' });
    expect(text.rows.map((r) => r.email)).toEqual(['affiliate7@example.com']);
    const active = await list(admin, 'admin', '/affiliates/list', { status_id: 1, per_page: 500 });
    expect(active.rows.every((r) => r.status_id === 1)).toBe(true);
  });

  it('shows a manager only the affiliates assigned to them, with the link rule', async () => {
    const managerId = await h.idOf('manager@example.com');
    const { rows } = await list(manager, 'manager', '/affiliates/list', { per_page: 500 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.manager_id === managerId)).toBe(true);
    expect(rows.every((r) => r.isLink === (r.invited_by_workspace_role_id === 1))).toBe(true);
  });

  it('refuses bad input with 422', async () => {
    expect((await list(admin, 'admin', '/affiliates/list', { per_page: 0 })).res.status).toBe(422);
    expect((await list(admin, 'admin', '/affiliates/list', { period_type: 'someday' })).res.status).toBe(422);
    expect((await list(admin, 'admin', '/affiliates/list', { sort: 'password_hash' })).res.status).toBe(422);
  });
});

describe('other user lists', () => {
  it('lists managers with status display (admin only)', async () => {
    const { rows } = await list(admin, 'admin', '/managers/list', { per_page: 50 });
    expect(rows.length).toBe(4);
    expect(rows[0]).toMatchObject({ user_type: 1, isBanned: false, status_label: 'Active', statusClass: 'success' });
    expect((await list(manager, 'manager', '/managers/list', {})).res.status).toBe(403);
  });

  it('lists all accounts, filtered by user type', async () => {
    const all = await list(admin, 'admin', '/list', { per_page: 500 });
    // admins, managers, affiliates and the demo advertisers
    expect(new Set(all.rows.map((r) => r.user_type))).toEqual(new Set([0, 1, 2, 3]));
    const admins = await list(admin, 'admin', '/list', { user_type: 0 });
    expect(admins.rows.map((r) => r.email)).toContain('admin@example.com');
    expect(admins.rows.every((r) => r.user_type === 0)).toBe(true);
    expect(admins.rows[0]).toMatchObject({ username: expect.any(String), manager_label: expect.any(String), status: 1, status_id: 1 });
  });

  it('lists registration stats for the default period and grouped by day', async () => {
    const { res, rows } = await list(admin, 'admin', '/registration-stats/list', { per_page: 500 });
    expect(res.status).toBe(200);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      is_email_confirmed: expect.any(Number),
      user_integration_status: expect.any(String),
      lead_status: expect.any(String),
      status: expect.any(Number),
      invited_by_workspace_role_id: null,
      affiliate_manager_workspace_role_id: 1,
    });
    const grouped = await list(admin, 'admin', '/registration-stats/list', { group_by: 'day', period_type: 'last_year' });
    expect(grouped.rows.length).toBeGreaterThan(0);
    expect(grouped.rows[0]).toMatchObject({ period: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), registrations: expect.any(Number) });
    const past = await list(admin, 'admin', '/registration-stats/list', { period_type: 'custom_date', period_start: '2001-01-01', period_finish: '2001-01-31' });
    expect(past.rows).toEqual([]);
  });
});

describe('GET /user_profiles/managers/options', () => {
  it('names the active managers for the change-manager batch, to managers too', async () => {
    const res = await t.call('GET', '/api/manager/user_profiles/managers/options', { cookie: manager });
    const { data } = await h.json<Data<{ id: number; name: string }[]>>(res);
    expect(data.map((m) => m.name)).toContain('Max Manager');
    expect(Object.keys(data[0]!).sort()).toEqual(['id', 'name']);
  });
});
