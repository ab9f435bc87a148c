import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { serverAppPerFile } from '../../../test/serverTest';

const t = serverAppPerFile();

type SessionRow = { id: string; current: boolean; ip: string; user_agent: string; last_seen_at: string };
const listOf = async (cookie: string) =>
  ((await (await t.call('GET', '/api/affiliate/me/sessions', { cookie })).json()) as { data: SessionRow[] }).data;

describe('active sessions', () => {
  it('lists the caller’s sessions, ends one, then all others, keeping the current one', async () => {
    const mine = await t.cookieFor('affiliate2@example.com');
    const other1 = await t.cookieFor('affiliate2@example.com');
    const other2 = await t.cookieFor('affiliate2@example.com');
    const rows = await listOf(mine);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.current)).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', user_agent: 'test' });

    const victim = rows.find((r) => !r.current)!;
    expect((await t.call('DELETE', `/api/affiliate/me/sessions/${victim.id}`, { cookie: mine })).status).toBe(200);
    expect(await listOf(mine)).toHaveLength(2);
    expect((await t.call('DELETE', `/api/affiliate/me/sessions/${victim.id}`, { cookie: mine })).status).toBe(404);

    expect((await t.call('POST', '/api/affiliate/me/sessions/end-others', { cookie: mine })).status).toBe(200);
    expect(await listOf(mine)).toHaveLength(1);
    for (const gone of [other1, other2]) expect((await t.call('GET', '/api/account', { cookie: gone })).status).toBe(401);
    expect((await t.call('GET', '/api/account', { cookie: mine })).status).toBe(200);
  });

  it('names each session’s browser and OS from its user agent', async () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const res = await t.call('POST', '/api/login', { body: { email: 'affiliate3@example.com', password: DEMO_PASSWORD }, headers: { 'user-agent': chrome } });
    const cookie = /sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
    const [row] = await listOf(cookie);
    expect(row).toMatchObject({ current: true, user_agent: chrome, browser: 'Chrome', os: 'Linux' });
  });

  it('does not end another user’s session by its id', async () => {
    const theirs = await t.cookieFor('affiliate3@example.com');
    const [their] = await listOf(theirs);
    const mine = await t.cookieFor('affiliate4@example.com');
    expect((await t.call('DELETE', `/api/affiliate/me/sessions/${their!.id}`, { cookie: mine })).status).toBe(404);
    expect((await t.call('GET', '/api/account', { cookie: theirs })).status).toBe(200);
  });

  it('lets an admin end every session of a user', async () => {
    const theirs = await t.cookieFor('affiliate4@example.com');
    const [target] = await t.database.db.select().from(users).where(eq(users.email, 'affiliate4@example.com'));
    const res = await t.call('POST', `/api/admin/user_profiles/user-accounts/${target!.id}/end-sessions`, { cookie: await t.cookieFor('admin') });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/account', { cookie: theirs })).status).toBe(401);
  });
});
