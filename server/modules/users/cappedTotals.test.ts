import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';

/**
 * The big lists count their total only up to 10 000 rows (docs/decisions/server.md, "Capped
 * totals"): past it the total says "more than 10 000" and the pages still follow; a list that
 * fits keeps its exact total and the four headers as before.
 */
const t = serverAppPerFile();
const MANY = 10_050;
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  await t.database.db.execute(sql`INSERT INTO users (email, password_hash, user_type, first_name, last_name)
    SELECT 'capped' || g || '@bench.example', 'x', 2, 'Capped', 'No. ' || g FROM generate_series(1, ${MANY}) g`);
  await t.database.db.execute(sql`INSERT INTO user_changes (user_id, actor_id, action, changes, ip)
    SELECT u.id, u.id, 'update', '{}'::jsonb, '203.0.113.1' FROM users u WHERE u.email LIKE 'capped%'`);
  // 10 050 users and as many log entries, each into two trigram indexes: longer than the shared
  // hook time-out on a loaded 2-core machine
}, 240_000);

const page = async (path: string, body: object) => {
  const res = await t.call('POST', `/api/admin${path}`, { cookie: admin, body });
  expect(res.status).toBe(200);
  const rows = ((await res.json()) as { data: { id: number }[] }).data;
  const header = (name: string) => res.headers.get(`X-Pagination-${name}`);
  return { rows, total: header('Total-Count'), capped: header('Total-Count-Capped'), pages: header('Page-Count'), current: header('Current-Page') };
};

describe.each([
  ['affiliates', '/user_profiles/affiliates/list'],
  ['accounts', '/user_profiles/list'],
  ['change log', '/user-management/user-change-log/list'],
])('the %s list past 10 000 rows', (_name, path) => {
  it('says "more than 10 000" and pages one past it', async () => {
    const first = await page(path, { page: 1, per_page: 50 });
    expect(first).toMatchObject({ total: '10000', capped: 'true', pages: '201', current: '1' });
    expect(first.rows).toHaveLength(50);
  });

  it('still answers the pages past the cap, each counting to its own end', async () => {
    const past = await page(path, { page: 201, per_page: 50 });
    expect(past.rows).toHaveLength(50);
    expect(past).toMatchObject({ total: '10050', capped: 'true', pages: '202', current: '201' });
    const first = await page(path, { page: 1, per_page: 50 });
    expect(past.rows.some((r) => first.rows.some((f) => f.id === r.id))).toBe(false);
  });

  it('counts a page beyond the end exactly, with no rows', async () => {
    const beyond = await page(path, { page: 1000, per_page: 50 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.capped).toBeNull();
    expect(Number(beyond.total)).toBeGreaterThan(MANY);
    expect(Number(beyond.total)).toBeLessThan(MANY + 200);
  });
});

describe('a list that fits under the cap', () => {
  it('keeps its exact total and no capped header', async () => {
    const found = await page('/user_profiles/affiliates/list', { page: 1, per_page: 25, q: 'capped777' });
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found).toMatchObject({ total: String(found.rows.length), capped: null, pages: '1' });
    const log = await page('/user-management/user-change-log/list', { page: 1, per_page: 25, q: 'capped7777@' });
    expect(log).toMatchObject({ total: '1', capped: null, pages: '1' });
  });
});
