import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokerIntegrations, leads, offers, users } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { withStoredKeys } from '../../../test/permissionToggles';

// The lead log's broker filters and its CSV export (spec 4 §1): what the desk filters by, and a
// file with the contacts masked exactly as on screen.
const t = serverAppPerFile();
type Lead = { id: string };
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;
const CONTACT_KEYS = ['UI_LdsLeadInfo_View', 'UI_LdsEmailInfo_View'];
const TAG = 'export-desk';
const ids = { first: crypto.randomUUID(), second: crypto.randomUUID(), other: crypto.randomUUID() };
let brokerId: number;
let integrationIds: number[];

/** The CSV's lines without the BOM, each split into cells (no cell of these rows holds a comma). */
const csvLines = async (r: Response) =>
  (await r.text())
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .map((l) => l.split(','));

beforeAll(async () => {
  const db = t.database.db;
  const [offer] = await db.select({ id: offers.id }).from(offers).limit(1);
  const [affiliate] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com'));
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate2@example.com'));
  const [broker] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 3)).limit(1);
  brokerId = broker!.id;
  // kept, never called: the leads below are written as if pushed to them
  const made = await db
    .insert(brokerIntegrations)
    .values([1, 2].map((n) => ({ advertiserId: brokerId, name: `Export desk ${n}`, endpoint: 'https://broker.example.com/leads', status: 0 })))
    .returning({ id: brokerIntegrations.id });
  integrationIds = made.map((m) => m.id);
  const common = { offerId: offer!.id, firstName: 'Lena', lastName: 'Berg', country: 'DE', ip: '81.2.69.142', status: 'ACCEPTED', p3: TAG };
  await db.insert(leads).values([
    { ...common, id: ids.first, affiliateId: affiliate!.id, email: 'lena.one@example.org', phone: '+4915112345671', integrationId: integrationIds[0], brokerId, createdAt: new Date('2026-01-02T10:00:00Z') },
    { ...common, id: ids.second, affiliateId: affiliate!.id, email: 'lena.two@example.org', phone: '+4915112345672', integrationId: integrationIds[1], brokerId, createdAt: new Date('2026-01-03T10:00:00Z') },
    { ...common, id: ids.other, affiliateId: other!.id, email: 'lena.three@example.org', phone: '+4915112345673', status: 'LEAD', createdAt: new Date('2026-01-04T10:00:00Z') },
  ]);
});

describe('the lead log’s broker filters', () => {
  it('filters by the integration and by the broker that has the lead; a bad id is a 422', async () => {
    const admin = await t.cookieFor('admin');
    const list = async (body: object) => (await data<Lead[]>(await t.call('POST', '/api/admin/leads/list', { cookie: admin, body: { p3: TAG, ...body } }))).map((l) => l.id);
    expect(await list({ integration_id: integrationIds[0] })).toEqual([ids.first]);
    expect(await list({ broker_id: brokerId })).toEqual([ids.second, ids.first]);
    expect(await list({ broker_id: brokerId, integration_id: integrationIds[1] })).toEqual([ids.second]);
    const bad = await t.call('POST', '/api/admin/leads/list', { cookie: admin, body: { integration_id: 'x', broker_id: -1 } });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { field: string }[]).map((e) => e.field).sort()).toEqual(['broker_id', 'integration_id']);
  });
});

describe('the lead log as CSV', () => {
  it('exports the filtered leads newest first with the contacts masked as on screen, headed in the caller’s language', async () => {
    await withStoredKeys(t, 'admin@example.com', (held) => held.filter((k) => !CONTACT_KEYS.includes(k)), async () => {
      const r = await t.call('POST', '/api/admin/leads/export-csv', { cookie: await t.cookieFor('admin'), body: { p3: TAG, broker_id: brokerId } });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/csv');
      expect(r.headers.get('content-disposition')).toContain('leads.csv');
      const [head, ...rows] = await csvLines(r);
      expect(head).toContain('Lead ID');
      expect(head).toContain('Affiliate');
      const col = (name: string) => head!.indexOf(name);
      expect(rows.map((row) => row[col('Lead ID')])).toEqual([ids.second, ids.first]);
      // a cell starting with + is written quoted against spreadsheet formulas, as every export (csvField)
      expect(rows[0]![col('Phone')]).toBe("'+49 •••• ••56 72");
      expect(rows[0]![col('E-mail')]).toBe('l•••@•••.org');
      expect(rows[0]![col('Status')]).toBe('Accepted');
    });
  });

  it('writes the contacts in full for a viewer holding the keys', async () => {
    await withStoredKeys(t, 'admin@example.com', (held) => [...held, ...CONTACT_KEYS], async () => {
      const r = await t.call('POST', '/api/admin/leads/export-csv', { cookie: await t.cookieFor('admin'), body: { p3: TAG, integration_id: integrationIds[0] } });
      const [head, row] = await csvLines(r);
      expect(row![head!.indexOf('Phone')]).toBe("'+4915112345671");
      expect(row![head!.indexOf('E-mail')]).toBe('lena.one@example.org');
    });
  });

  it('gives an affiliate their own leads only, without the affiliate column, in their language', async () => {
    const own = await csvLines(await t.call('POST', '/api/affiliate/leads/export-csv', { cookie: await t.cookieFor('affiliate'), body: { p3: TAG } }));
    expect(own[0]).not.toContain('Affiliate');
    expect(own.slice(1).map((row) => row[own[0]!.indexOf('Lead ID')])).toEqual([ids.second, ids.first]);
    await t.database.db.update(users).set({ language: 'ru' }).where(eq(users.email, 'affiliate2@example.com'));
    const [head, ...rows] = await csvLines(await t.call('POST', '/api/affiliate/leads/export-csv', { cookie: await t.cookieFor('affiliate2@example.com'), body: { p3: TAG } }));
    expect(head).toContain('ID лида');
    expect(rows.map((row) => row[head!.indexOf('ID лида')])).toEqual([ids.other]);
    expect(rows[0]![head!.indexOf('Статус')]).toBe('Лид');
  });

  it('answers an empty file for no leads and a 422 for a bad filter', async () => {
    const admin = await t.cookieFor('admin');
    const none = await t.call('POST', '/api/admin/leads/export-csv', { cookie: admin, body: { p3: 'nobody-has-this' } });
    expect(none.status).toBe(200);
    expect((await none.text()).replace(/^\ufeff/, '')).toBe('');
    expect((await t.call('POST', '/api/admin/leads/export-csv', { cookie: admin, body: { created_from: 'yesterday' } })).status).toBe(422);
  });
});
