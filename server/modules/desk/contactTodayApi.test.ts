import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/userType';
import { serverAppPerFile } from '../../../test/serverTest';
import { users } from '../../db/schema';
import { findUserByEmail } from '../users/userRepository';
import { computeContactToday } from './contactTodayRepository';
import { before, deskData } from './contactToday.test-utils';

// Contact-today through the API (docs/api.md, Contact-today): a manager sees and moves only their
// own affiliates' rows; the status and note keep who changed them; a recompute writes nothing twice.
const t = serverAppPerFile();
const data = deskData(() => t.database.db);
const NOW = new Date('2026-04-15T08:00:00Z');
const DAY = '2026-04-15';
const ids = { manager: 0, otherManager: 0, mine: 0, theirs: 0 };
let cookies: Record<'admin' | 'manager' | 'affiliate', string>;

beforeAll(async () => {
  const db = t.database.db;
  ids.manager = (await findUserByEmail(db, 'manager@example.com'))!.id;
  const [other] = await db.insert(users).values({ email: 'desk-other-manager@example.com', passwordHash: 'x', userType: UserType.Manager }).returning({ id: users.id });
  ids.otherManager = other!.id;
  ids.mine = await data.affiliate(ids.manager);
  ids.theirs = await data.affiliate(ids.otherManager);
  for (const a of [ids.mine, ids.theirs]) await data.clicks(a, before(NOW, 100), 5);
  await computeContactToday(db, NOW);
  cookies = { admin: await t.cookieFor('admin'), manager: await t.cookieFor('manager'), affiliate: await t.cookieFor('affiliate') };
});

const call = async (who: 'admin' | 'manager' | 'affiliate', method: string, path: string, body?: unknown) => {
  const res = await t.call(method, `/api/${who}/contact-today${path}`, { cookie: cookies[who], body });
  return { status: res.status, json: await res.json() };
};
type Listed = { id: number; affiliate_id: number; reason: string; status: number; note: string; changed_by: number | null; affiliate_name: string };
const listed = async (who: 'admin' | 'manager', filters: object = {}) => (await call(who, 'POST', '/list', { day: DAY, per_page: 500, ...filters })).json.data as Listed[];

describe('the list', () => {
  it('shows a manager their own affiliates only, and an admin everyone’s', async () => {
    const mine = await listed('manager');
    expect(mine.some((r) => r.affiliate_id === ids.mine && r.reason === 'no_traffic_24h')).toBe(true);
    expect(mine.some((r) => r.affiliate_id === ids.theirs)).toBe(false);
    const all = await listed('admin');
    expect(all.map((r) => r.affiliate_id)).toEqual(expect.arrayContaining([ids.mine, ids.theirs]));
    expect(all.find((r) => r.affiliate_id === ids.mine)).toMatchObject({ priority: 3, status: 1, affiliate_name: expect.stringContaining('Desk Affiliate') });
  });

  it('filters by reason, priority and status, and refuses an unknown one with 422', async () => {
    expect((await listed('admin', { reason: ['no_traffic_24h'], priority: 3, status: [1] })).some((r) => r.affiliate_id === ids.mine)).toBe(true);
    expect((await listed('admin', { reason: 'cr_increase_24h' })).some((r) => r.affiliate_id === ids.mine)).toBe(false);
    expect((await listed('admin', { priority: [1] })).some((r) => r.affiliate_id === ids.mine)).toBe(false);
    const bad = await call('admin', 'POST', '/list', { reason: 'bored', priority: 7, day: '2026-02-30' });
    expect(bad.status).toBe(422);
    expect((bad.json as { field: string }[]).map((e: { field: string }) => e.field).sort()).toEqual(['day', 'priority', 'reason']);
  });

  it('the demo seed leaves the demo manager a list to work on (the latest day, without a day filter)', async () => {
    const seeded = (await call('manager', 'POST', '/list', { per_page: 500 })).json.data as (Listed & { day: string })[];
    expect(seeded.filter((r) => r.affiliate_id !== ids.mine && r.day > DAY).length).toBeGreaterThan(0);
  });

  it('is closed to affiliates', async () => {
    expect((await call('affiliate', 'POST', '/list', {})).status).toBe(403);
  });
});

describe('moving a row', () => {
  it('sets the status and the note with who changed it; a recompute keeps them', async () => {
    const row = (await listed('manager')).find((r) => r.affiliate_id === ids.mine)!;
    const moved = await call('manager', 'PUT', `/${row.id}`, { status: 2, note: 'Out until Friday, call back.' });
    expect(moved.status).toBe(200);
    expect(moved.json.data).toMatchObject({ id: row.id, status: 2, note: 'Out until Friday, call back.', changed_by: ids.manager });
    expect(moved.json.data.changed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await computeContactToday(t.database.db, NOW);
    const again = (await listed('manager')).filter((r) => r.affiliate_id === ids.mine);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: row.id, status: 2, note: 'Out until Friday, call back.' });
    // without a day, the list shows the latest day and the rows still to call again
    const open = (await call('manager', 'POST', '/list', { status: [2], per_page: 500 })).json.data as Listed[];
    expect(open.some((r) => r.id === row.id)).toBe(true);
  });

  it('refuses another manager’s affiliate (404), a bad status or an empty change (422), and changes nothing', async () => {
    const theirs = (await listed('admin')).find((r) => r.affiliate_id === ids.theirs)!;
    expect((await call('manager', 'PUT', `/${theirs.id}`, { status: 3 })).status).toBe(404);
    const bad = await call('admin', 'PUT', `/${theirs.id}`, { status: 9, note: 'x'.repeat(2001) });
    expect(bad.status).toBe(422);
    expect((bad.json as { field: string }[]).map((e: { field: string }) => e.field).sort()).toEqual(['note', 'status']);
    expect((await call('admin', 'PUT', `/${theirs.id}`, {})).status).toBe(422);
    expect((await listed('admin')).find((r) => r.id === theirs.id)).toMatchObject({ status: 1, note: '', changed_by: null });
    // an admin may move it
    expect((await call('admin', 'PUT', `/${theirs.id}`, { status: 3 })).json.data).toMatchObject({ status: 3, note: '' });
  });
});

describe('recompute', () => {
  it('computes the caller’s scope on demand and writes nothing twice', async () => {
    const first = await call('manager', 'POST', '/recompute', {});
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), rows: expect.any(Number) });
    const second = await call('manager', 'POST', '/recompute');
    expect(second.json.data.rows).toBe(first.json.data.rows);
    expect((await call('manager', 'POST', '/recompute', { all: true })).status).toBe(422);
  });
});
