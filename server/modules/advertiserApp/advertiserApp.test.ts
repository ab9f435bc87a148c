import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { serverAppPerFile } from '../../../test/serverTest';

const t = serverAppPerFile();
const cookies: Record<string, string> = {};
const ids: Record<'a' | 'b', number> = { a: 0, b: 0 };

const idOf = async (email: string) => rowsOf<{ id: number }>(await t.database.db.execute(sql`SELECT id FROM users WHERE email = ${email}`))[0]!.id;
const idsWhere = async (query: ReturnType<typeof sql>) => rowsOf<{ id: number | string }>(await t.database.db.execute(query)).map((r) => String(r.id));

beforeAll(async () => {
  cookies.a = await t.cookieFor('advertiser@example.com');
  cookies.b = await t.cookieFor('partners@coinvault.example');
  cookies.affiliate = await t.cookieFor('affiliate');
  ids.a = await idOf('advertiser@example.com');
  ids.b = await idOf('partners@coinvault.example');
});

type Listed = { success: boolean; data: Record<string, unknown>[]; total: number };
async function listOf(who: 'a' | 'b', path: string, body: unknown = { per_page: 500 }): Promise<Listed> {
  const res = await t.call('POST', `/api/advertiser/portal/${path}/list`, { cookie: cookies[who], body });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as Omit<Listed, 'total'>;
  return { ...answer, total: Number(res.headers.get('x-pagination-total-count')) };
}

const SUB_IDS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10'];
const CONVERSION_KEYS = ['id', 'created_at', 'offer_id', 'offer_name', 'affiliate_id', 'click_id', ...SUB_IDS, 'country', 'action', 'order_id', 'sum', 'currency', 'revenue', 'revenue_currency', 'transaction_status', 'test'].sort();
const LEAD_KEYS = ['id', 'created_at', 'offer_id', 'offer_name', 'affiliate_id', ...SUB_IDS, 'country', 'status', 'sale_status', 'accepted_at', 'ftd_at'].sort();
/** Nothing of the affiliate but their id may reach an advertiser, at any depth. */
const FORBIDDEN = /affiliate_(name|email)|first_name|last_name|email|payout|commission|manager/i;
const keysDeep = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...keysDeep(v)]) : [];

describe('the advertiser app: each advertiser reads only their own rows', () => {
  it('lists their offers only, read only, and answers another advertiser’s offer 404', async () => {
    for (const who of ['a', 'b'] as const) {
      const own = await idsWhere(sql`SELECT id FROM offers WHERE advertiser_id = ${ids[who]} AND status <> -1`);
      const { data, total } = await listOf(who, 'offers');
      expect(own.length).toBeGreaterThan(0);
      expect(data.map((o) => String(o.id)).sort()).toEqual(own.sort());
      expect(total).toBe(own.length);
      expect(keysDeep(data).filter((k) => FORBIDDEN.test(k))).toEqual([]);
    }
    const [others] = await idsWhere(sql`SELECT id FROM offers WHERE advertiser_id = ${ids.b} LIMIT 1`);
    expect((await t.call('GET', `/api/advertiser/portal/offers/${others}`, { cookie: cookies.a })).status).toBe(404);
    const [mine] = await idsWhere(sql`SELECT id FROM offers WHERE advertiser_id = ${ids.a} AND status = 1 LIMIT 1`);
    const res = await t.call('GET', `/api/advertiser/portal/offers/${mine}`, { cookie: cookies.a });
    expect(res.status).toBe(200);
    const offer = ((await res.json()) as { data: Record<string, unknown> }).data;
    const token = rowsOf<{ t: string }>(await t.database.db.execute(sql`SELECT postback_token AS t FROM users WHERE id = ${ids.a}`))[0]!.t;
    expect(offer.postback_url).toContain(`token=${encodeURIComponent(token)}`);
    expect(offer.pixels).toMatchObject({ iframe: expect.stringContaining(`offer_id=${mine}`) });
  });

  it('lists their conversions and leads with the affiliate as an id and sub-ids only, never another’s', async () => {
    for (const who of ['a', 'b'] as const) {
      const conversions = await listOf(who, 'conversions');
      const own = await idsWhere(sql`SELECT id FROM conversions WHERE advertiser_id = ${ids[who]} ORDER BY id DESC LIMIT 500`);
      expect(conversions.data.map((c) => String(c.id)).sort()).toEqual(own.sort());
      for (const row of conversions.data) expect(Object.keys(row).sort()).toEqual(CONVERSION_KEYS);
      expect(keysDeep(conversions.data).filter((k) => FORBIDDEN.test(k))).toEqual([]);

      const leads = await listOf(who, 'leads');
      const ownLeads = await idsWhere(sql`SELECT id FROM leads WHERE advertiser_id = ${ids[who]} ORDER BY created_at DESC LIMIT 500`);
      expect(leads.data.map((l) => String(l.id)).sort()).toEqual(ownLeads.sort());
      for (const row of leads.data) expect(Object.keys(row).sort()).toEqual(LEAD_KEYS);
    }
    // the demo advertiser has seeded traffic to look at
    expect((await listOf('a', 'conversions')).total).toBeGreaterThan(0);
  });

  it('a filter for another advertiser’s offer finds nothing', async () => {
    const [others] = await idsWhere(sql`SELECT offer_id AS id FROM conversions WHERE advertiser_id = ${ids.b} LIMIT 1`);
    if (others === undefined) return;
    expect((await listOf('a', 'conversions', { offer_id: Number(others) })).data).toEqual([]);
  });

  it('sums what they owe by day and by offer from their standing conversions, in exact money', async () => {
    const [expected] = rowsOf<{ owed: string; n: number }>(
      await t.database.db.execute(sql`SELECT COALESCE(SUM(revenue), 0)::numeric(16,2)::text AS owed, count(*)::int AS n FROM conversions WHERE advertiser_id = ${ids.a} AND transaction_status <> 1`),
    );
    const cents = (rows: Record<string, unknown>[]) => rows.reduce((sum, r) => sum + BigInt(String(r.spend).replace('.', '')), 0n);
    const byDay = await listOf('a', 'spend/days');
    const byOffer = await listOf('a', 'spend/offers');
    const owed = BigInt(expected!.owed.replace('.', ''));
    expect(cents(byDay.data)).toBe(owed);
    expect(cents(byOffer.data)).toBe(owed);
    expect(byOffer.data.reduce((n, r) => n + Number(r.conversions), 0)).toBe(expected!.n);
    for (const row of byDay.data) expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(keysDeep(byOffer.data).filter((k) => FORBIDDEN.test(k))).toEqual([]);
  });

  it('refuses malformed filters with field messages', async () => {
    const res = await t.call('POST', '/api/advertiser/portal/conversions/list', { cookie: cookies.a, body: { offer_id: 'x', from: 'yesterday' } });
    expect(res.status).toBe(422);
    const fields = (await res.json()) as { field: string }[];
    expect(fields.map((f) => f.field).sort()).toEqual(['from', 'offer_id']);
  });
});

describe('postback set-up: a test conversion and the received postbacks', () => {
  it('sends a test conversion through the real postback path: it is in their conversions, marked test, and in their log', async () => {
    const [offer] = rowsOf<{ id: number; click_id: string }>(
      await t.database.db.execute(sql`SELECT o.id, k.click_id FROM offers o JOIN clicks k ON k.offer_id = o.id AND k.refusal IS NULL
        WHERE o.advertiser_id = ${ids.a} ORDER BY k.clicked_at DESC LIMIT 1`),
    );
    const res = await t.call('POST', `/api/advertiser/portal/offers/${offer!.id}/test-conversion`, { cookie: cookies.a, body: { action: 'lead', order_id: 'TEST-ADV-1' } });
    expect(res.status).toBe(200);
    const sent = ((await res.json()) as { data: { http_status: number; conversion_id: number; answer: { success: boolean } } }).data;
    expect(sent).toMatchObject({ http_status: 200, answer: { success: true } });
    expect(sent.conversion_id).toBeGreaterThan(0);

    const conversion = (await listOf('a', 'conversions', { offer_id: offer!.id, per_page: 500 })).data.find((c) => c.id === sent.conversion_id);
    expect(conversion).toMatchObject({ test: true, order_id: 'TEST-ADV-1', offer_id: offer!.id });
    // the other advertiser sees neither the conversion nor the log row
    expect((await listOf('b', 'conversions')).data.some((c) => c.id === sent.conversion_id)).toBe(false);
    expect((await listOf('b', 'postbacks', {})).data.some((p) => p.conversion_id === sent.conversion_id)).toBe(false);

    const log = (await listOf('a', 'postbacks', {})).data;
    expect(log[0]).toMatchObject({ method: 'TEST', test: true, http_status: 200, offer_id: offer!.id, conversion_id: sent.conversion_id });
    expect(String(log[0]!.params)).not.toContain('token');
  });

  it('logs a postback their server sends to the tracker, with what we answered, the token left out', async () => {
    const token = rowsOf<{ t: string }>(await t.database.db.execute(sql`SELECT postback_token AS t FROM users WHERE id = ${ids.a}`))[0]!.t;
    const res = await t.app.request(`http://track.localhost/postback?click_id=no-such-click&action=lead&token=${encodeURIComponent(token)}`, { headers: { Host: 'track.localhost' } });
    expect(res.status).toBe(404);
    const [latest] = (await listOf('a', 'postbacks', {})).data;
    expect(latest).toMatchObject({ method: 'GET', test: false, http_status: 404, click_id: 'no-such-click', offer_id: null });
    expect(JSON.parse(String(latest!.answer))).toMatchObject({ success: false, message: 'Unknown click id.' });
    expect(String(latest!.params)).not.toContain(token);
  });

  it('answers a test conversion of another advertiser’s offer 404 and a malformed one 422, changing nothing', async () => {
    const [others] = await idsWhere(sql`SELECT id FROM offers WHERE advertiser_id = ${ids.b} AND status = 1 LIMIT 1`);
    const before = await idsWhere(sql`SELECT id FROM received_postbacks`);
    expect((await t.call('POST', `/api/advertiser/portal/offers/${others}/test-conversion`, { cookie: cookies.a, body: {} })).status).toBe(404);
    const [mine] = await idsWhere(sql`SELECT id FROM offers WHERE advertiser_id = ${ids.a} AND status = 1 LIMIT 1`);
    const bad = await t.call('POST', `/api/advertiser/portal/offers/${mine}/test-conversion`, { cookie: cookies.a, body: { action: 'nonsense', sum: '-5' } });
    expect(bad.status).toBe(422);
    expect(await idsWhere(sql`SELECT id FROM received_postbacks`)).toEqual(before);
  });

  it('is closed to other roles, and to an advertiser under another role’s prefix', async () => {
    expect((await t.call('POST', '/api/affiliate/portal/offers/list', { cookie: cookies.affiliate, body: {} })).status).toBe(403);
    expect((await t.call('POST', '/api/affiliate/portal/offers/list', { cookie: cookies.a, body: {} })).status).toBe(403);
  });
});

describe('view as the advertiser', () => {
  it('lets an admin read the advertiser’s app, view only', async () => {
    const admin = await t.cookieFor('admin');
    const res = await t.call('POST', `/api/admin/user_profiles/user-accounts/${ids.a}/view-as`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { url: string } }).data.url).toBe('/advertiser/d/');
    const view = /sid_view=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1];
    const both = `${admin}; sid_view=${view}`;
    expect((await t.call('POST', '/api/advertiser/portal/offers/list', { cookie: both, body: {} })).status).toBe(200);
    const [mine] = await idsWhere(sql`SELECT id FROM offers WHERE advertiser_id = ${ids.a} AND status = 1 LIMIT 1`);
    expect((await t.call('POST', `/api/advertiser/portal/offers/${mine}/test-conversion`, { cookie: both, body: {} })).status).toBe(403);
  });
});

describe('an advertiser account made by staff', () => {
  it('signs in with the password staff gave it and reads its own, empty, app', async () => {
    const admin = await t.cookieFor('admin');
    const made = await t.call('POST', '/api/admin/user_profiles/user-accounts/create/advertiser', {
      cookie: admin,
      body: { email: 'new-advertiser@example.com', first_name: 'New', last_name: 'Advertiser', password: 'password-123', password_confirmation: 'password-123' },
    });
    expect(made.status).toBe(201);
    const login = await t.call('POST', '/api/login', { body: { email: 'new-advertiser@example.com', password: 'password-123' } });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data: { user_type: number } }).data.user_type).toBe(3);
    const cookie = /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    const offers = await t.call('POST', '/api/advertiser/portal/offers/list', { cookie, body: {} });
    expect(offers.status).toBe(200);
    expect(((await offers.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await t.call('GET', '/api/advertiser/me', { cookie })).status).toBe(200);
  });
});


describe('their invoices and payments', () => {
  type Mine = { id: number; number: string; amount: string; paid: string; balance: string; status: string; lines: { amount: string }[]; payments: Record<string, unknown>[] };
  const invoiceOf = async (who: 'a' | 'b', cents: string, day: string) => {
    const admin = await t.cookieFor('admin');
    const [offer] = await idsWhere(sql`SELECT id FROM offers WHERE advertiser_id = ${ids[who]} LIMIT 1`);
    const [affiliate] = await idsWhere(sql`SELECT id FROM users WHERE email = 'affiliate@example.com'`);
    await t.database.db.execute(sql`INSERT INTO conversions (click_id, clicked_at, created_at, offer_id, affiliate_id, advertiser_id, country, action, payable, transaction_status, revenue)
      VALUES (${`inv-${who}-${day}`}, ${`${day}T11:00:00Z`}::timestamptz, ${`${day}T12:00:00Z`}::timestamptz, ${Number(offer)}, ${Number(affiliate)}, ${ids[who]}, 'US', 3, 1, 0, ${cents})`);
    const period = { period_start: `${day.slice(0, 8)}01`, period_end: `${day.slice(0, 8)}28` };
    const res = await t.call('POST', '/api/admin/advertiser-billing/invoices', { cookie: admin, body: { advertiser_id: ids[who], ...period } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: Mine }).data;
  };
  const get = (who: 'a' | 'b', path: string) => t.call('GET', `/api/advertiser/portal/${path}`, { cookie: cookies[who] });
  const balance = async (who: 'a' | 'b') => ((await (await get(who, 'balance')).json()) as { data: Record<string, unknown> }).data;

  it('shows an advertiser their own invoice, its lines, payments and PDF; another’s is a 404', async () => {
    const before = await balance('a');
    const mine = await invoiceOf('a', '120.40', '2021-02-10');
    const theirs = await invoiceOf('b', '55.00', '2021-02-11');

    const listed = await listOf('a', 'invoices');
    expect(listed.data.map((i) => i.id)).toContain(mine.id);
    expect(listed.data.map((i) => i.id)).not.toContain(theirs.id);
    expect(listed.data.find((i) => i.id === mine.id)).toMatchObject({ number: mine.number, amount: '120.40', paid: '0.00', balance: '120.40', status: 'unpaid' });
    expect(keysDeep(listed.data).filter((k) => FORBIDDEN.test(k))).toEqual([]);
    expect((await listOf('b', 'invoices')).data.map((i) => i.id)).not.toContain(mine.id);

    // a partial payment recorded by staff shows on the invoice and in their balance
    const admin = await t.cookieFor('admin');
    const paid = await t.call('POST', '/api/admin/advertiser-billing/payments', { cookie: admin, body: { invoice_id: mine.id, amount: '20.15', received_on: '2021-03-01', reference: 'WIRE-A', note: 'staff only' } });
    expect(paid.status).toBe(201);

    const read = await get('a', `invoices/${mine.id}`);
    expect(read.status).toBe(200);
    const invoice = ((await read.json()) as { data: Mine }).data;
    expect(invoice).toMatchObject({ amount: '120.40', paid: '20.15', balance: '100.25', status: 'partly_paid' });
    expect(invoice.lines.map((l) => l.amount)).toEqual(['120.40']);
    expect(invoice.payments).toEqual([{ id: expect.any(Number), amount: '20.15', received_on: '2021-03-01', method: 'bank_wire', method_label: 'Bank wire', reference: 'WIRE-A' }]);
    expect(keysDeep(invoice).filter((k) => FORBIDDEN.test(k))).toEqual([]);

    const file = await get('a', `invoices/${mine.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(`${mine.number}.pdf`);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    expect((await get('a', `invoices/${theirs.id}`)).status).toBe(404);
    expect((await get('a', `invoices/${theirs.id}/file`)).status).toBe(404);
    expect((await get('b', `invoices/${mine.id}`)).status).toBe(404);

    const after = await balance('a');
    const cents = (v: unknown) => BigInt(String(v).replace('.', ''));
    expect(cents(after.invoiced) - cents(before.invoiced)).toBe(12040n);
    expect(cents(after.paid) - cents(before.paid)).toBe(2015n);
    expect(cents(after.balance) - cents(before.balance)).toBe(10025n);
    expect(after.invoices).toBe(Number(before.invoices) + 1);
    expect(after.currency).toEqual(expect.any(String));
    // b's balance holds only b's invoice
    expect((await balance('b')).paid).toBe('0.00');
  });

  it('refuses a status that is not one', async () => {
    const res = await t.call('POST', '/api/advertiser/portal/invoices/list', { cookie: cookies.a, body: { status: 'late' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }[]).map((f) => f.field)).toEqual(['status']);
  });
});
