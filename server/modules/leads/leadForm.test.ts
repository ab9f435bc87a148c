import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { leads, users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import { startBrokerStub, type BrokerStub } from '../../../test/brokerStub';

// The offer's hosted lead form on a tracking domain (spec 4 §1): what a visitor sees and what the
// affiliate gets, through the tracker app and the API's own intake.
const suite = trackerTestSuite(openTestDatabase, { OUTGOING_ALLOW_PRIVATE_NETWORKS: '1' });
let database: Database;
let t: TrackerTestApp;
let offerId: number;
let stub: BrokerStub | null = null;
beforeAll(async () => {
  ({ t, database } = suite.get());
  offerId = (await t.offer({ name: 'Form desk', countries: ['GB', 'DE'] })).id;
});
afterAll(async () => {
  await stub?.close();
});

const HOST = 'track.localhost';
const GB_IP = '81.2.69.142';
const formPath = (id: number, query = '') => `/lead-form/${id}?aff_id=${t.affiliate.id}${query}`;

function open(path: string, headers: Record<string, string> = {}, host = HOST) {
  return t.app.request(`http://${host}${path}`, { headers: { Host: host, 'X-Test-Ip': GB_IP, ...headers } });
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.request(`http://${HOST}${path}`, {
    method: 'POST',
    headers: { Host: HOST, 'X-Test-Ip': GB_IP, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const tokenOf = (html: string) => /name="form_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** Opens the form and answers its token, as a visitor's browser would before sending it. */
async function freshToken(path: string, headers: Record<string, string> = {}) {
  const page = await open(path, headers);
  expect(page.status).toBe(200);
  return tokenOf(await page.text());
}

let seq = 0;
function visitor(extra: Record<string, string> = {}) {
  seq += 1;
  return { first_name: 'Jane', last_name: 'Doe', email: `form.${seq}.${Date.now()}@example.org`, phone: `07911 ${String(200000 + seq).slice(-6)}`, country: 'GB', language: 'en', ...extra };
}

const leadsOf = (email: string) => database.db.select().from(leads).where(eq(leads.email, email));

describe('GET /lead-form/{offer_id} on a tracking domain', () => {
  it('renders the form in English with a label for every field, the offer’s countries and the visitor’s country chosen', async () => {
    const res = await open(formPath(offerId, '&p1=banner'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<script');
    for (const [id, label] of [
      ['first_name', 'First name'],
      ['last_name', 'Last name'],
      ['email', 'E-mail'],
      ['phone', 'Phone'],
      ['country', 'Country'],
      ['language', 'Language'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`id="${id}" name="${id}"`);
    }
    expect(html).toContain('<option value="GB" selected>United Kingdom</option>');
    expect(html).toContain('<option value="DE">Germany</option>');
    expect(html).not.toContain('value="FR"');
    // posts back to its own address, the affiliate's sub-ids kept
    expect(html).toContain(`action="/lead-form/${offerId}?aff_id=${t.affiliate.id}&amp;p1=banner"`);
    expect(tokenOf(html)).not.toBe('');
  });

  it('speaks Russian by Accept-Language, and by lang= over it', async () => {
    const ru = await (await open(formPath(offerId), { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' })).text();
    expect(ru).toContain('<html lang="ru">');
    expect(ru).toContain('<label for="first_name">Имя</label>');
    expect(ru).toContain('>Великобритания</option>');
    expect(ru).toContain('Отправить');
    const en = await (await open(formPath(offerId, '&lang=en'), { 'Accept-Language': 'ru' })).text();
    expect(en).toContain('<label for="first_name">First name</label>');
  });

  it('says in plain words that an offer the affiliate cannot run takes no registrations, and is a 404 off tracking domains or for strangers', async () => {
    const paused = await t.offer({ status: 2 });
    const closed = await open(formPath(paused.id));
    expect(closed.status).toBe(403);
    expect(await closed.text()).toContain('This offer does not take registrations at the moment.');
    expect((await open(`/lead-form/${offerId}?aff_id=999999`)).status).toBe(404);
    expect((await open(`/lead-form/${offerId}`)).status).toBe(404);
    expect((await open(formPath(offerId), {}, 'localhost')).status).toBe(404);
  });
});

describe('POST /lead-form/{offer_id}', () => {
  it('re-renders the form with field errors tied to their fields and the values kept, in English and in Russian', async () => {
    const path = formPath(offerId);
    const res = await post(path, { ...visitor({ email: 'not-an-email', phone: '12', first_name: 'Jane <b>' }), form_token: await freshToken(path) });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Please correct the fields below.');
    expect(html).toMatch(/id="email" name="email"[^>]*aria-invalid="true" aria-describedby="email-error"/);
    expect(html).toContain('<p class="error" id="email-error">Enter a valid e-mail address.</p>');
    expect(html).toContain('<p class="error" id="phone-error">Enter a valid phone number of your country.</p>');
    expect(html).toMatch(/id="phone" name="phone"[^>]*aria-describedby="phone-hint phone-error"/);
    expect(html).toContain('value="Jane &lt;b&gt;"');
    expect(html).toContain('value="not-an-email"');
    expect(html).not.toMatch(/id="last_name"[^>]*aria-invalid/);

    const ruPath = formPath(offerId, '&lang=ru');
    const ru = await post(ruPath, { ...visitor({ email: 'nope', country: '' }), form_token: await freshToken(ruPath) });
    expect(ru.status).toBe(422);
    const ruHtml = await ru.text();
    expect(ruHtml).toContain('Исправьте поля ниже.');
    expect(ruHtml).toContain('<p class="error" id="email-error">Укажите правильный адрес e-mail.</p>');
  });

  it('keeps a valid lead for the affiliate, offer, click and sub-ids and thanks the visitor; a double submit is the same lead', async () => {
    const path = formPath(offerId, '&click_id=abcDEF123_-x&p1=banner&p2=top');
    const fields = { ...visitor(), form_token: await freshToken(path) };
    const res = await post(path, fields);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Thank you!');
    const again = await post(path, fields);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Thank you!');
    const rows = await leadsOf(fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ offerId, affiliateId: t.affiliate.id, clickId: 'abcDEF123_-x', p1: 'banner', p2: 'top', status: 'LEAD', phone: expect.stringMatching(/^\+447911/), country: 'GB', language: 'en', ip: GB_IP });
  });

  it('tells a visitor already registered so in plain words, in their language', async () => {
    const path = formPath(offerId);
    const first = visitor();
    expect((await post(path, { ...first, form_token: await freshToken(path) })).status).toBe(200);
    const ruPath = formPath(offerId, '&lang=ru');
    const res = await post(ruPath, { ...first, phone: '07911 123999', form_token: await freshToken(ruPath) });
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('Вы уже зарегистрированы');
    expect(html).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('refuses a post from another site and asks again when the token is missing or forged', async () => {
    const path = formPath(offerId);
    const fields = visitor();
    const foreign = await post(path, { ...fields, form_token: await freshToken(path) }, { Origin: 'https://evil.example.com' });
    expect(foreign.status).toBe(403);
    const forged = await post(path, { ...fields, form_token: '1.AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB' });
    expect(forged.status).toBe(400);
    const html = await forged.text();
    expect(html).toContain('The form has expired');
    expect(html).toContain(`value="${fields.email}"`);
    expect(tokenOf(html)).not.toBe('');
    // a token of another offer does not carry over
    const other = await t.offer({ name: 'Other form desk' });
    expect((await post(path, { ...fields, form_token: await freshToken(formPath(other.id)) })).status).toBe(400);
    expect(await leadsOf(fields.email)).toHaveLength(0);
  });

  it('answers odd requests with a page, never a 5xx', async () => {
    const path = formPath(offerId);
    const put = await t.app.request(`http://${HOST}${path}`, { method: 'PUT', headers: { Host: HOST } });
    expect(put.status).toBe(405);
    const json = await t.app.request(`http://${HOST}${path}`, { method: 'POST', headers: { Host: HOST, 'Content-Type': 'application/json' }, body: '{"email":' });
    expect(json.status).toBeLessThan(500);
    expect((await post(path, { ...visitor(), form_token: await freshToken(path) }, { Origin: 'not a url' })).status).toBe(403);
    expect((await open(`/lead-form/abc?aff_id=${t.affiliate.id}`)).status).toBe(404);
  });

  it('sends an ACCEPTED visitor on to our autologin link, once, then to the broker', async () => {
    stub = await startBrokerStub();
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    expect(admin).toBeDefined();
    const [advertiser] = await database.db.select({ id: users.id }).from(users).where(eq(users.userType, 3)).limit(1);
    const offer = await t.offer({ name: 'Form desk with a broker', countries: ['GB'], advertiserId: advertiser!.id, duplicateWindowDays: 0 });
    const made = await t.call('admin@example.com', 'POST', '/api/admin/brokers/integrations', {
      advertiser_id: advertiser!.id,
      name: 'Form broker',
      endpoint: stub.url('/leads'),
      body_template: '{"email":"{email}","country":"{country}"}',
      success_path: 'success',
      lead_id_path: 'lead_id',
      autologin_path: 'autologin',
      timeout_ms: 2000,
    });
    expect(made.status).toBe(201);
    const integrationId = ((await made.json()) as { data: { id: number } }).data.id;
    const flow = await t.call('admin@example.com', 'POST', '/api/admin/flows', {
      name: 'Form flow',
      status: 1,
      offer_ids: [offer.id],
      integrations: [{ integration_id: integrationId, priority: 1, weight: 100 }],
      capacities: [],
    });
    expect(flow.status).toBe(201);

    const path = formPath(offer.id);
    const fields = { ...visitor(), form_token: await freshToken(path) };
    const res = await post(path, fields);
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/autologin\/[A-Za-z0-9_-]{32}$/);
    expect(stub.count).toBe(1);
    const [row] = await leadsOf(fields.email);
    expect(row).toMatchObject({ status: 'ACCEPTED', offerId: offer.id, affiliateId: t.affiliate.id });
    const opened = await open(location);
    expect(opened.status).toBe(302);
  });
});
