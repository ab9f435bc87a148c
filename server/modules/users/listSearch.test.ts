import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { usersHelpers, type Data } from './testing.test-utils';

/** The free-text search of the lists, now answered through trigram indexes (migration 0011). */
const t = serverAppPerFile();
let admin: string;
const h = usersHelpers(t);
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  const id = await h.idOf('affiliate7@example.com');
  await t.call('PATCH', `/api/admin/user_profiles/${id}`, { cookie: admin, body: { last_name: 'Ünal 100%_sure' } });
});

const search = async (path: string, q: string) => {
  const res = await t.call('POST', `/api/admin${path}`, { cookie: admin, body: { q, per_page: 500 } });
  expect(res.status).toBe(200);
  return (await h.json<Data<{ email?: string; user_email?: string; actor_email?: string; action?: string }[]>>(res)).data;
};

describe('free-text search', () => {
  it('finds affiliates by any part of e-mail or name, case-folded, with % and _ taken literally', async () => {
    expect((await search('/user_profiles/affiliates/list', 'AFFILIATE7@')).map((r) => r.email)).toEqual(['affiliate7@example.com']);
    expect((await search('/user_profiles/affiliates/list', 'ünal')).map((r) => r.email)).toEqual(['affiliate7@example.com']);
    expect((await search('/user_profiles/affiliates/list', '100%_s')).map((r) => r.email)).toEqual(['affiliate7@example.com']);
    expect(await search('/user_profiles/affiliates/list', '1%0')).toEqual([]);
    expect(await search('/user_profiles/affiliates/list', 'a_filiate7')).toEqual([]);
  });

  it('finds change-log entries by the user, the actor or the action', async () => {
    const byUser = await search('/user-management/user-change-log/list', 'affiliate7@');
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((r) => r.user_email === 'affiliate7@example.com' || r.actor_email === 'affiliate7@example.com')).toBe(true);
    const byActor = await search('/user-management/user-change-log/list', 'admin@example');
    expect(byActor.some((r) => r.actor_email === 'admin@example.com')).toBe(true);
    const byAction = await search('/user-management/user-change-log/list', 'UPDAT');
    expect(byAction.length).toBeGreaterThan(0);
    expect(byAction.every((r) => r.action?.includes('updat') || r.user_email?.includes('updat') || r.actor_email?.includes('updat'))).toBe(true);
    expect(await search('/user-management/user-change-log/list', 'nobody-matches-this')).toEqual([]);
  });
});
