import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { serverAppPerFile } from '../../../test/serverTest';

const t = serverAppPerFile();
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  await t.call('POST', '/api/login', { body: { email: 'affiliate2@example.com', password: 'not-the-password' } });
  await t.call('POST', '/api/login', { body: { email: 'affiliate2@example.com', password: DEMO_PASSWORD } });
});

type Entry = { event: string; email: string; created_at: string };
const logOf = async (body: object) => {
  const res = await t.call('POST', '/api/admin/security/security-log/list', { cookie: admin, body });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: Entry[] };
  return { data, total: Number(res.headers.get('x-pagination-total-count')) };
};

describe('the security log', () => {
  it('lists sign-ins and failures newest first, filtered by event and e-mail', async () => {
    const all = await logOf({ email: 'affiliate2@' });
    expect(all.data.map((e) => e.event).slice(0, 2)).toEqual(['login', 'login_failed']);
    const failed = await logOf({ event: 'login_failed', email: 'affiliate2@' });
    expect(failed.data.every((e) => e.event === 'login_failed')).toBe(true);
    expect(failed.total).toBe(1);
  });

  it('takes in the whole day of a date-only `to`, and nothing before a `from`', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await logOf({ email: 'affiliate2@', from: today, to: today })).total).toBe(2);
    expect((await logOf({ email: 'affiliate2@', to: '2020-01-01' })).total).toBe(0);
  });

  it('exports the same rows as CSV, and refuses a bad filter before the first byte', async () => {
    const res = await t.call('POST', '/api/admin/security/security-log/export-csv', { cookie: admin, body: { email: 'affiliate2@' } });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',Signed in,');
    const bad = await t.call('POST', '/api/admin/security/security-log/export-csv', { cookie: admin, body: { event: 'nope' } });
    expect(bad.status).toBe(422);
  });

  it('is the admin’s alone; each user sees only their own sign-in history', async () => {
    const manager = await t.cookieFor('manager');
    expect((await t.call('POST', '/api/manager/security/security-log/list', { cookie: manager, body: {} })).status).toBe(403);
    const own = await t.call('POST', '/api/affiliate/me/sign-in-history/list', { cookie: await t.cookieFor('affiliate2@example.com'), body: {} });
    const rows = ((await own.json()) as { data: Entry[] }).data;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.email === 'affiliate2@example.com')).toBe(true);
  });
});
