import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads, offerGroups, offers, users } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { withStoredKeys } from '../../../test/permissionToggles';

const t = serverAppPerFile();
let affiliate: string;
let other: string;
let offerId: number;
let inactiveOfferId: number;
let advertiserId: number;
let affiliateId: number;

type Lead = { id: string; status: string; email: string; phone: string; country: string; reasons: { field: string; code: string; lead_id?: string; message: string }[]; p1: string | null; affiliate_id: number };
type Field = { field: string; message: string };
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;

let seq = 0;
/** A lead nobody sent yet: its own e-mail and phone. */
function fresh(extra: Record<string, unknown> = {}) {
  seq += 1;
  const tail = String(100000 + seq).slice(-6);
  return { offer_id: offerId, first_name: 'Jane', last_name: 'Doe', email: `jane.${seq}.${Date.now()}@example.org`, phone: `+44 7911 ${tail}`, country: 'GB', ip: '81.2.69.142', ...extra };
}
const send = (body: unknown, options: { cookie?: string; headers?: Record<string, string> } = { cookie: affiliate }) => t.call('POST', '/api/affiliate/leads', { ...options, body });
const stored = (id: string) => t.database.db.select().from(leads).where(eq(leads.id, id));

beforeAll(async () => {
  affiliate = await t.cookieFor('affiliate');
  other = await t.cookieFor('affiliate2@example.com');
  const db = t.database.db;
  const [group] = await db.select({ id: offerGroups.id }).from(offerGroups).limit(1);
  const [advertiser] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 3)).limit(1);
  advertiserId = advertiser!.id;
  const made = await db
    .insert(offers)
    .values([
      { name: 'Lead desk GB/DE', offerGroupId: group!.id, advertiserId, status: 1, access: 4, countries: ['GB', 'DE'] },
      { name: 'Lead desk paused', offerGroupId: group!.id, advertiserId, status: 2, access: 4 },
    ])
    .returning({ id: offers.id });
  offerId = made[0]!.id;
  inactiveOfferId = made[1]!.id;
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com'));
  affiliateId = me!.id;
});

describe('lead intake', () => {
  it('keeps a valid lead with its phone in E.164 and answers 201 with its id and status', async () => {
    const body = fresh({ phone: '07911 123456', email: ' Jane.Valid@Example.ORG ', p1: 'banner-7', language: 'EN' });
    const res = await send(body);
    expect(res.status).toBe(201);
    const answer = await data<{ lead_id: string; status: string }>(res);
    expect(answer.status).toBe('LEAD');
    const [row] = await stored(answer.lead_id);
    expect(row).toMatchObject({ offerId, affiliateId, advertiserId, status: 'LEAD', email: 'jane.valid@example.org', phone: '+447911123456', country: 'GB', language: 'en', p1: 'banner-7', reasons: [] });

    // the affiliate polls it: their own lead, contacts masked without the documents' keys
    const own = await data<Lead>(await t.call('GET', `/api/affiliate/leads/${answer.lead_id}`, { cookie: affiliate }));
    expect(own).toMatchObject({ id: answer.lead_id, status: 'LEAD', phone: '+44 •••• ••34 56', email: 'j•••@•••.org' });
  });

  it('judges a lead as a click is judged: a phone of another country than the lead’s is a country mismatch', async () => {
    const res = await send(fresh({ country: 'DE', ip: '10.9.8.7' }));
    expect(res.status).toBe(201);
    const [row] = await stored((await data<{ lead_id: string }>(res)).lead_id);
    expect(row).toMatchObject({ status: 'LEAD', country: 'DE', trafficSafety: 2, fraudReasons: ['country_mismatch'] });
  });

  it('keeps a refused lead as VALIDATION_FAILED with its reasons and answers 422 field by field', async () => {
    const res = await send(fresh({ first_name: '', email: 'not-an-email', phone: '12' }));
    expect(res.status).toBe(422);
    const fields = (await res.json()) as Field[];
    expect(fields.map((f) => f.field).sort()).toEqual(['email', 'first_name', 'phone']);
    expect(fields.find((f) => f.field === 'email')!.message).toBe('Enter a valid e-mail address.');
    const id = res.headers.get('x-lead-id')!;
    const [row] = await stored(id);
    expect(row!.status).toBe('VALIDATION_FAILED');
    expect(row!.reasons.map((r) => r.code).sort()).toEqual(['email_invalid', 'first_name_required', 'phone_invalid']);
    // the affiliate sees it in their log with the same reasons
    const own = await data<Lead>(await t.call('GET', `/api/affiliate/leads/${id}`, { cookie: affiliate }));
    expect(own.reasons.map((r) => r.message)).toContain('Enter a valid e-mail address.');
  });

  it('refuses a country the offer does not take, an unknown country and an offer the affiliate cannot run, each kept', async () => {
    const france = await send(fresh({ country: 'FR', phone: '+33 6 12 34 56 78' }));
    expect(france.status).toBe(422);
    expect(await france.json()).toEqual([{ field: 'country', message: 'The offer takes no leads from this country.' }]);

    const nowhere = await send(fresh({ country: undefined, ip: '10.1.2.3' }));
    expect(nowhere.status).toBe(422);
    expect(((await nowhere.json()) as Field[]).map((f) => f.field)).toContain('country');

    const paused = await send(fresh({ offer_id: inactiveOfferId }));
    expect(paused.status).toBe(422);
    expect(await paused.json()).toEqual([{ field: 'offer_id', message: 'You cannot send leads to this offer: offer not active.' }]);
    for (const res of [france, nowhere, paused]) expect((await stored(res.headers.get('x-lead-id')!))[0]!.status).toBe('VALIDATION_FAILED');
  });

  it('answers in the caller’s language', async () => {
    await t.call('PUT', '/api/affiliate/me', { cookie: affiliate, body: { language: 'ru' } });
    try {
      const res = await send(fresh({ email: 'nope' }), { cookie: await t.cookieFor('affiliate') });
      expect(await res.json()).toEqual([{ field: 'email', message: 'Укажите правильный адрес e-mail.' }]);
    } finally {
      await t.call('PUT', '/api/affiliate/me', { cookie: affiliate, body: { language: 'en' } });
    }
  });

  it('keeps nothing for a body that cannot be read as a lead or an unknown offer', async () => {
    const before = (await t.database.db.select().from(leads)).length;
    const noOffer = await send({ first_name: 'Jane' });
    expect(noOffer.status).toBe(422);
    expect(((await noOffer.json()) as Field[])[0]!.field).toBe('offer_id');
    const unknown = await send(fresh({ offer_id: 999999 }));
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual([{ field: 'offer_id', message: 'Unknown offer.' }]);
    expect((await t.database.db.select().from(leads)).length).toBe(before);
  });

  it('refuses the same e-mail or phone for the same advertiser within the window, naming the first lead', async () => {
    const first = fresh();
    const firstId = (await data<{ lead_id: string }>(await send(first))).lead_id;
    const again = await send(fresh({ email: first.email.toUpperCase() }));
    expect(again.status).toBe(422);
    const [field] = (await again.json()) as Field[];
    expect(field!.field).toBe('email');
    expect(field!.message).toContain(firstId);
    const [row] = await stored(again.headers.get('x-lead-id')!);
    expect(row!.reasons).toEqual([{ field: 'email', code: 'duplicate_email', lead_id: firstId }]);

    const samePhone = await send(fresh({ phone: first.phone.replace(/\s/g, '') }));
    expect(((await samePhone.json()) as Field[]).map((f) => f.field)).toEqual(['phone']);

    // past the offer's window it is a new lead
    await t.database.db.update(offers).set({ duplicateWindowDays: 0 }).where(eq(offers.id, offerId));
    try {
      expect((await send({ ...fresh(), email: first.email })).status).toBe(201);
    } finally {
      await t.database.db.update(offers).set({ duplicateWindowDays: 30 }).where(eq(offers.id, offerId));
    }
  });

  it('keeps one lead when the same e-mail comes twice at once', async () => {
    const lead = fresh();
    const answers = await Promise.all([send(lead), send({ ...lead, phone: '+44 7911 999888' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    const kept = await t.database.db.select().from(leads).where(and(eq(leads.email, lead.email), eq(leads.status, 'LEAD')));
    expect(kept).toHaveLength(1);
  });

  it('answers a retry with the first lead, by Idempotency-Key or external_id', async () => {
    const body = fresh();
    const headers = { 'Idempotency-Key': `retry-${Date.now()}` };
    const first = await send(body, { cookie: affiliate, headers });
    const firstId = (await data<{ lead_id: string }>(first)).lead_id;
    const retried = await send({ ...body, first_name: 'Changed' }, { cookie: affiliate, headers });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect((await data<{ lead_id: string }>(retried)).lead_id).toBe(firstId);

    const externalId = `crm-${Date.now()}`;
    const external = fresh({ external_id: externalId });
    const both = await Promise.all([send(external), send(external)]);
    const ids = await Promise.all(both.map(async (r) => (await data<{ lead_id: string }>(r)).lead_id));
    expect(ids[0]).toBe(ids[1]);
    expect(await t.database.db.select().from(leads).where(eq(leads.externalId, externalId))).toHaveLength(1);
  });

  it('takes a lead from an API key with the leads scope and refuses a key without it', async () => {
    const make = async (body: Record<string, unknown>) => (await data<{ key: string; leads: boolean }>(await t.call('POST', '/api/affiliate/me/api-keys', { cookie: affiliate, body: { name: 'CRM', scope: 'write', ...body } })));
    const withScope = await make({});
    expect(withScope.leads).toBe(true);
    expect((await send(fresh(), { headers: { Authorization: `Bearer ${withScope.key}` } })).status).toBe(201);
    const without = await make({ leads: false });
    const refused = await send(fresh(), { headers: { Authorization: `Bearer ${without.key}` } });
    expect(refused.status).toBe(403);
    const readOnly = await make({ scope: 'read' });
    expect((await send(fresh(), { headers: { Authorization: `Bearer ${readOnly.key}` } })).status).toBe(403);
  });
});

describe('the lead log', () => {
  let leadId: string;
  let outsiderLeadId: string;
  beforeAll(async () => {
    leadId = (await data<{ lead_id: string }>(await send(fresh({ phone: '+44 7911 121234', email: 'desk.lead@example.org', p2: 'desk' })))).lead_id;
    // a lead of an affiliate the demo manager does not manage
    const [outsider] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate3@example.com'));
    outsiderLeadId = crypto.randomUUID();
    await t.database.db.insert(leads).values({ id: outsiderLeadId, offerId, affiliateId: outsider!.id, advertiserId, email: 'other@example.org', phone: '+447911000111', country: 'DE', status: 'LEAD', p2: 'desk' });
  });

  it('hides another affiliate’s lead (404) and lists only the affiliate’s own', async () => {
    expect((await t.call('GET', `/api/affiliate/leads/${leadId}`, { cookie: other })).status).toBe(404);
    expect((await t.call('GET', '/api/affiliate/leads/not-a-uuid', { cookie: affiliate })).status).toBe(404);
    const own = await data<Lead[]>(await t.call('POST', '/api/affiliate/leads/list', { cookie: affiliate, body: { per_page: 500 } }));
    expect(own.map((l) => l.id)).toContain(leadId);
    expect(own.every((l) => l.affiliate_id === affiliateId)).toBe(true);
  });

  it('masks the phone and e-mail on the server unless the viewer holds the documents’ keys', async () => {
    const masked = await withStoredKeys(t, 'admin@example.com', (held) => held.filter((k) => k !== 'UI_LdsLeadInfo_View' && k !== 'UI_LdsEmailInfo_View'), async () =>
      data<Lead>(await t.call('GET', `/api/admin/leads/${leadId}`, { cookie: await t.cookieFor('admin') })),
    );
    expect(masked).toMatchObject({ phone: '+44 •••• ••12 34', email: 'd•••@•••.org' });
    const phoneOnly = await withStoredKeys(t, 'admin@example.com', (held) => [...held.filter((k) => k !== 'UI_LdsEmailInfo_View'), 'UI_LdsLeadInfo_View'], async () =>
      data<Lead>(await t.call('GET', `/api/admin/leads/${leadId}`, { cookie: await t.cookieFor('admin') })),
    );
    expect(phoneOnly).toMatchObject({ phone: '+447911121234', email: 'd•••@•••.org' });
    const open = await withStoredKeys(t, 'admin@example.com', (held) => [...held, 'UI_LdsLeadInfo_View', 'UI_LdsEmailInfo_View'], async () =>
      data<Lead>(await t.call('GET', `/api/admin/leads/${leadId}`, { cookie: await t.cookieFor('admin') })),
    );
    expect(open).toMatchObject({ phone: '+447911121234', email: 'desk.lead@example.org' });
  });

  it('shows a manager their affiliates’ leads only, and filters as a desk does', async () => {
    await withStoredKeys(t, 'manager@example.com', (held) => [...held, 'UI_PushBrokers_View'], async () => {
      const manager = await t.cookieFor('manager');
      const listed = await data<Lead[]>(await t.call('POST', '/api/manager/leads/list', { cookie: manager, body: { p2: 'desk' } }));
      expect(listed.map((l) => l.id)).toEqual([leadId]);
      expect((await t.call('GET', `/api/manager/leads/${outsiderLeadId}`, { cookie: manager })).status).toBe(404);
    });
    const admin = await t.cookieFor('admin');
    const byAll = await data<Lead[]>(await t.call('POST', '/api/admin/leads/list', { cookie: admin, body: { p2: 'desk', sort: 'country' } }));
    expect(byAll.map((l) => l.id)).toEqual([outsiderLeadId, leadId]);
    const byCountry = await data<Lead[]>(await t.call('POST', '/api/admin/leads/list', { cookie: admin, body: { p2: 'desk', country: 'gb', status: ['LEAD'], offer_id: offerId } }));
    expect(byCountry.map((l) => l.id)).toEqual([leadId]);
    const today = new Date().toISOString().slice(0, 10);
    const failed = await data<Lead[]>(await t.call('POST', '/api/admin/leads/list', { cookie: admin, body: { status: 'VALIDATION_FAILED', created_from: today, created_to: today, per_page: 500 } }));
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((l) => l.status === 'VALIDATION_FAILED')).toBe(true);
    const bad = await t.call('POST', '/api/admin/leads/list', { cookie: admin, body: { status: 'NOPE', created_from: 'yesterday' } });
    expect(bad.status).toBe(422);
  });
});

describe('the contract path /api/v1/leads (spec 4 §1)', () => {
  const v1 = (method: string, path: string, options: { cookie?: string; headers?: Record<string, string>; body?: unknown } = {}) => t.call(method, `/api/v1/leads${path}`, options);
  const key = async (body: Record<string, unknown>) =>
    (await data<{ key: string }>(await t.call('POST', '/api/affiliate/me/api-keys', { cookie: affiliate, body: { name: 'v1', scope: 'write', ...body } }))).key;

  it('takes a lead from an API key with the leads scope and lets it poll the lead; a key without the scope is refused', async () => {
    const bearer = { Authorization: `Bearer ${await key({})}` };
    const sent = await v1('POST', '', { headers: bearer, body: fresh({ p3: 'v1' }) });
    expect(sent.status).toBe(201);
    const { lead_id } = await data<{ lead_id: string; status: string }>(sent);
    const polled = await v1('GET', `/${lead_id}`, { headers: bearer });
    expect(polled.status).toBe(200);
    expect(await data<Lead>(polled)).toMatchObject({ id: lead_id, status: 'LEAD', p3: 'v1', affiliate_id: affiliateId, autologin: false, autologin_url: null, ftd_at: null, late_ftd: 0 });

    const without = { Authorization: `Bearer ${await key({ leads: false })}` };
    expect((await v1('POST', '', { headers: without, body: fresh() })).status).toBe(403);
  });

  it('answers the same as the back office’s path for a signed-in affiliate, and refuses staff and strangers', async () => {
    const sent = await v1('POST', '', { cookie: affiliate, body: fresh() });
    expect(sent.status).toBe(201);
    const { lead_id } = await data<{ lead_id: string }>(sent);
    const viaV1 = await data<Lead>(await v1('GET', `/${lead_id}`, { cookie: affiliate }));
    const viaRole = await data<Lead>(await t.call('GET', `/api/affiliate/leads/${lead_id}`, { cookie: affiliate }));
    expect(viaV1).toEqual(viaRole);
    // refused leads answer 422 on both paths alike
    expect((await v1('POST', '', { cookie: affiliate, body: fresh({ email: 'nope' }) })).status).toBe(422);

    const admin = await t.cookieFor('admin');
    expect((await v1('POST', '', { cookie: admin, body: fresh() })).status).toBe(403);
    expect((await v1('GET', `/${lead_id}`, { cookie: admin })).status).toBe(403);
    expect((await v1('GET', `/${lead_id}`)).status).toBe(401);
    expect((await v1('POST', '', { body: fresh() })).status).toBe(401);
    // the poll sees the affiliate's own leads only
    expect((await v1('GET', `/${lead_id}`, { cookie: other })).status).toBe(404);
  });
});
