import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { count } from 'drizzle-orm';
import { trackingDomains } from '../../db/schema';

const t = serverAppPerFile();
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

const BASE = '/api/admin/tracking-domains/tracking-domains';
const countRows = async () => Number((await t.database.db.select({ n: count() }).from(trackingDomains))[0]!.n);
const listAs = (cookie: string, body: unknown, role = 'admin') =>
  t.call('POST', `/api/${role}/tracking-domains/tracking-domains/list`, { cookie, body });
const create = (body: unknown) => t.call('POST', BASE, { cookie: admin, body });

describe('POST /tracking-domains/tracking-domains/list (R208–R210)', () => {
  it('pages, sorts and answers pagination headers with the entry fields', async () => {
    const res = await listAs(admin, { page: 1, per_page: 3, sort: 'domain' });
    expect(res.status).toBe(200);
    // four seeded for this area and the demo's track.localhost
    expect(res.headers.get('X-Pagination-Total-Count')).toBe('5');
    expect(res.headers.get('X-Pagination-Page-Count')).toBe('2');
    expect(res.headers.get('X-Pagination-Current-Page')).toBe('1');
    expect(res.headers.get('X-Pagination-Per-Page')).toBe('3');
    const { success, data } = await res.json();
    expect(success).toBe(true);
    expect(data.map((d: { domain: string }) => d.domain)).toEqual([
      'click.partner-offers.net',
      'go.example-network.com',
      'old.example-network.com',
    ]);
    expect(data[1]).toEqual({
      id: expect.any(Number),
      domain: 'go.example-network.com',
      status: 1,
      status_label: 'Active',
      statusClass: 'success',
      rules_count: 2,
      primary_rule_id: expect.any(Number),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('shows Active in green and Deactivated in red (R209) and filters by status and text', async () => {
    const off = await (await listAs(admin, { status: -1 })).json();
    expect(off.data).toEqual([expect.objectContaining({ domain: 'old.example-network.com', status: -1, status_label: 'Deactivated', statusClass: 'danger' })]);
    const q = await (await listAs(admin, { q: 'PARTNER', status: '' })).json();
    expect(q.data.map((d: { domain: string }) => d.domain)).toEqual(['click.partner-offers.net']);
    expect((await (await listAs(admin, { q: '_' })).json()).data).toEqual([]);
  });

  it('refuses bad grid parameters with 422', async () => {
    const res = await listAs(admin, { page: -1, per_page: 0, sort: 'secret', status: 3 });
    expect(res.status).toBe(422);
    expect((await res.json()).map((e: { field: string }) => e.field).sort()).toEqual(['page', 'per_page', 'sort', 'status']);
  });
});

describe('create, read, update, activate and deactivate (R211–R213)', () => {
  it('creates a domain in its stored form, reads it back, edits it, deactivates and reactivates it', async () => {
    const created = await create({ domain: '  Links.Example-Brand.ORG. ' });
    expect(created.status).toBe(201);
    const domain = (await created.json()).data;
    expect(domain).toMatchObject({ domain: 'links.example-brand.org', status: 1, status_label: 'Active', statusClass: 'success', rules_count: 0, primary_rule_id: null });

    const read = await t.call('GET', `${BASE}/${domain.id}`, { cookie: admin });
    expect((await read.json()).data).toEqual(domain);

    const renamed = await t.call('PUT', `${BASE}/${domain.id}`, { cookie: admin, body: { domain: 'go.example-brand.org' } });
    expect((await renamed.json()).data).toMatchObject({ domain: 'go.example-brand.org', status: 1 });

    const off = await t.call('PUT', `${BASE}/${domain.id}`, { cookie: admin, body: { status: -1 } });
    expect((await off.json()).data).toMatchObject({ status: -1, status_label: 'Deactivated', statusClass: 'danger' });
    const on = await t.call('PUT', `${BASE}/${domain.id}`, { cookie: admin, body: { ...domain, domain: 'go.example-brand.org', status: 1 } });
    expect((await on.json()).data).toMatchObject({ domain: 'go.example-brand.org', status: 1, status_label: 'Active' });
  });

  it.each([
    ['https://track.example.org', 'without http:// or https://'],
    ['//track.example.org', 'without http:// or https://'],
    ['track.example.org/landing', 'without a path'],
    ['track.example.org:8443', 'without a path, query or port'],
    ['track.example.org?x=1', 'without a path'],
    ['localhost', 'valid public host name'],
    ['intranet.local', 'valid public host name'],
    ['192.168.1.10', 'valid public host name'],
    ['track', 'valid public host name'],
    ['bad_label.example.org', 'valid public host name'],
    ['-x.example.org', 'valid public host name'],
    [`${'a'.repeat(64)}.example.org`, 'valid public host name'],
    ['', 'Domain is required'],
    [42, 'Domain is required'],
    [null, 'Domain is required'],
  ])('refuses %j with a 422 on the domain field and changes nothing', async (domain, message) => {
    const before = await countRows();
    const res = await create({ domain });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual([{ field: 'domain', message: expect.stringContaining(message) }]);
    expect(await countRows()).toBe(before);
  });

  it.each(['try.localhost', 'Go.Track.Localhost.'])('accepts %j, a name under localhost, so a network can be tried on one computer without DNS', async (domain) => {
    const res = await create({ domain });
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ domain: domain.toLowerCase().replace(/\.$/, ''), status: 1 });
  });

  it.each(['localhost', 'bad_label.localhost', '.localhost', 'a..localhost'])('still refuses %j: only a valid name under localhost is local and allowed', async (domain) => {
    const before = await countRows();
    const res = await create({ domain });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual([{ field: 'domain', message: expect.stringContaining('valid public host name') }]);
    expect(await countRows()).toBe(before);
  });

  it('refuses a bad status and a missing domain together', async () => {
    const res = await create({ status: 0 });
    expect(res.status).toBe(422);
    expect((await res.json()).map((e: { field: string }) => e.field).sort()).toEqual(['domain', 'status']);
  });

  it('keeps host names unique in the workspace, whatever the letter case', async () => {
    const before = await countRows();
    const dup = await create({ domain: 'TRACK.example-network.com' });
    expect(dup.status).toBe(422);
    expect(await dup.json()).toEqual([{ field: 'domain', message: 'This tracking domain already exists.' }]);
    expect(await countRows()).toBe(before);

    const click = (await (await listAs(admin, { q: 'click.' })).json()).data[0];
    const clash = await t.call('PUT', `${BASE}/${click.id}`, { cookie: admin, body: { domain: 'go.example-network.com', status: -1 } });
    expect(clash.status).toBe(422);
    const after = (await (await t.call('GET', `${BASE}/${click.id}`, { cookie: admin })).json()).data;
    expect(after).toMatchObject({ domain: 'click.partner-offers.net', status: 1 });
  });

  it('answers 404 for an unknown or malformed id, never 500', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '99999999999']) {
      expect((await t.call('GET', `${BASE}/${id}`, { cookie: admin })).status).toBe(404);
      expect((await t.call('PUT', `${BASE}/${id}`, { cookie: admin, body: { status: 1 } })).status).toBe(404);
    }
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect((await t.call('POST', BASE, { cookie: admin, body: '{"domain":' })).status).toBe(400);
  });
});

describe('access', () => {
  it('lets managers read domains but not change them', async () => {
    const manager = await t.cookieFor('manager');
    const res = await listAs(manager, {}, 'manager');
    expect(res.status).toBe(200);
    const [first] = (await res.json()).data;
    expect((await t.call('GET', `/api/manager/tracking-domains/tracking-domains/${first.id}`, { cookie: manager })).status).toBe(200);
    const before = await countRows();
    expect((await t.call('POST', '/api/manager/tracking-domains/tracking-domains', { cookie: manager, body: { domain: 'm.example.org' } })).status).toBe(403);
    expect((await t.call('PUT', `/api/manager/tracking-domains/tracking-domains/${first.id}`, { cookie: manager, body: { status: -1 } })).status).toBe(403);
    expect(await countRows()).toBe(before);
  });

  it('keeps affiliates out entirely', async () => {
    const affiliate = await t.cookieFor('affiliate');
    expect((await listAs(affiliate, {}, 'affiliate')).status).toBe(403);
    expect((await t.call('GET', '/api/affiliate/tracking-domains/tracking-domains/1', { cookie: affiliate })).status).toBe(403);
  });
});
