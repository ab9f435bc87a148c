import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { serverAppPerFile } from '../../../test/serverTest';

// Advertisers' requests to change their offers (spec 4 §7): made in the advertiser's app on their
// own offers only, an alert to the admins, answered by staff, the answer read by the advertiser.
const t = serverAppPerFile();
const cookies: Record<string, string> = {};
let mine = 0;
let others = 0;

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))[0]!;
const count = async () => (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM offer_change_requests`)).n;
const ask = (who: 'a' | 'b', body: unknown) => t.call('POST', '/api/advertiser/portal/change-requests', { cookie: cookies[who], body });
const own = async (who: 'a' | 'b', body: unknown = {}) =>
  ((await (await t.call('POST', '/api/advertiser/portal/change-requests/list', { cookie: cookies[who], body })).json()) as { data: Record<string, unknown>[] }).data;
const staff = (method: string, path: string, body?: unknown, who = 'admin') => t.call(method, `/api/${who}/campaign-change-requests${path}`, { cookie: cookies[who], body });

beforeAll(async () => {
  cookies.a = await t.cookieFor('advertiser@example.com');
  cookies.b = await t.cookieFor('partners@coinvault.example');
  cookies.admin = await t.cookieFor('admin');
  cookies.manager = await t.cookieFor('manager');
  mine = (await one<{ id: number }>(sql`SELECT o.id FROM offers o JOIN users u ON u.id = o.advertiser_id WHERE u.email = 'advertiser@example.com' ORDER BY o.id LIMIT 1`)).id;
  others = (await one<{ id: number }>(sql`SELECT o.id FROM offers o JOIN users u ON u.id = o.advertiser_id WHERE u.email = 'partners@coinvault.example' ORDER BY o.id LIMIT 1`)).id;
});

describe('offer change requests', () => {
  it('refuses an empty request or another advertiser’s offer with a field message, and writes nothing', async () => {
    const before = await count();
    expect(await (await ask('a', { offer_id: mine, message: '   ' })).json()).toEqual([{ field: 'message', message: 'Say what should change.' }]);
    const foreign = await ask('a', { offer_id: others, message: 'Raise the payout' });
    expect(foreign.status).toBe(422);
    expect(await foreign.json()).toEqual([{ field: 'offer_id', message: 'offer_id must be one of your offers.' }]);
    expect((await ask('a', { offer_id: mine, message: 'x'.repeat(2001) })).status).toBe(422);
    expect(await count()).toBe(before);
  });

  it('an advertiser asks for a change: staff see it open with an alert, answer it, and the advertiser reads the answer', async () => {
    const made = await ask('a', { offer_id: mine, message: 'Please add Austria to the countries.' });
    expect(made.status).toBe(201);
    const request = ((await made.json()) as { data: Record<string, unknown> }).data;
    expect(request).toMatchObject({ offer_id: mine, message: 'Please add Austria to the countries.', status: 'open', reply: '', resolved_at: null });
    expect(Object.keys(request)).not.toContain('resolved_by_name');
    // every active admin is told, with a link to the request
    const alert = await one<{ n: number; link: string }>(
      sql`SELECT count(*)::int AS n, min(link) AS link FROM alerts a JOIN users u ON u.id = a.user_id WHERE a.kind = 'offer_change_requested' AND u.user_type = 0`,
    );
    expect(alert).toEqual({ n: expect.any(Number), link: `/offer-change-requests/${String(request.id)}` });
    expect(alert.n).toBeGreaterThan(0);

    // staff (a manager with the offer keys too) list it first, with the advertiser's name
    const listed = ((await (await staff('POST', '/list', { status: 'open' }, 'manager')).json()) as { data: Record<string, unknown>[] }).data;
    expect(listed[0]).toMatchObject({ id: request.id, offer_id: mine, status: 'open', advertiser_name: expect.any(String) });
    // another advertiser sees none of it
    expect((await own('b')).map((r) => r.id)).not.toContain(request.id);

    // declined needs a reason; done with a reply is recorded with who and when
    const bare = await staff('PUT', `/${String(request.id)}`, { status: 'declined' });
    expect(await bare.json()).toEqual([{ field: 'reply', message: 'Say why the request is declined: the advertiser reads the reply.' }]);
    expect((await staff('PUT', `/${String(request.id)}`, { status: 'closed' })).status).toBe(422);
    const done = await staff('PUT', `/${String(request.id)}`, { status: 'done', reply: 'Austria added from Monday.' });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { data: Record<string, unknown> }).data).toMatchObject({ status: 'done', reply: 'Austria added from Monday.', resolved_at: expect.anything(), resolved_by_name: expect.any(String) });
    const theirs = await own('a', { offer_id: mine });
    expect(theirs.find((r) => r.id === request.id)).toMatchObject({ status: 'done', reply: 'Austria added from Monday.' });
    expect((await staff('PUT', '/999999', { status: 'done' })).status).toBe(404);
    expect((await staff('GET', '/999999')).status).toBe(404);
  });
});
