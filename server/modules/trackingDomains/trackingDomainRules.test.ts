import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { count } from 'drizzle-orm';
import { trackingDomainRules } from '../../db/schema';

const t = serverAppPerFile();
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

const BASE = '/api/admin/tracking-domains/tracking-domain-rules';
const DOMAINS = '/api/admin/tracking-domains/tracking-domains';

interface Rule {
  id: number;
  tracking_domain_id: number;
  campaign_name: string | null;
  note: string;
  is_primary: 0 | 1;
  status: number;
  [key: string]: unknown;
}

const countRows = async () => Number((await t.database.db.select({ n: count() }).from(trackingDomainRules))[0]!.n);
const rulesOf = async (domainId: number): Promise<Rule[]> =>
  (await (await t.call('POST', `${BASE}/list`, { cookie: admin, body: { tracking_domain_id: domainId, per_page: 100, sort: 'id' } })).json()).data;
const readRule = async (id: number): Promise<Rule> => (await (await t.call('GET', `${BASE}/${id}`, { cookie: admin })).json()).data;
const newDomain = async (domain: string): Promise<number> =>
  (await (await t.call('POST', DOMAINS, { cookie: admin, body: { domain } })).json()).data.id;
const addRule = async (body: Record<string, unknown>) => t.call('POST', BASE, { cookie: admin, body: { redirect_type_id: 2, ...body } });
const domainByName = async (domain: string): Promise<number> =>
  (await (await t.call('POST', `${DOMAINS}/list`, { cookie: admin, body: { q: domain } })).json()).data[0].id;

describe('rule list (R214, R220, R221)', () => {
  it('lists a domain’s rules by filter body with every field, the display flags and tooltips', async () => {
    const track = await domainByName('track.example-network.com');
    const res = await t.call('POST', `${BASE}/list`, { cookie: admin, body: { tracking_domain_id: track, sort: 'id' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Pagination-Total-Count')).toBe('4');
    const [primary, plain, campaign, deleted] = (await res.json()).data;
    expect(primary).toEqual({
      id: expect.any(Number),
      tracking_domain_id: track,
      domain: 'track.example-network.com',
      redirect_type_id: 2,
      redirect_type_code: '302',
      note: 'Default for all offers',
      campaign_id: null,
      campaign_name: null,
      is_primary: 1,
      status: 1,
      status_label: 'Active',
      statusClass: 'success',
      isDisabled: false,
      tooltip: null,
      isDisabledActionDelete: true,
      tooltipForActionDelete: 'primary',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(plain).toMatchObject({ is_primary: 0, isDisabled: false, tooltip: null, isDisabledActionDelete: false, tooltipForActionDelete: null });
    expect(campaign).toMatchObject({ campaign_name: 'Summer Casino CPA', isDisabled: true, tooltip: 'not any', isDisabledActionDelete: true, tooltipForActionDelete: 'not any' });
    expect(deleted).toMatchObject({ status: -1, status_label: 'Deleted', statusClass: 'danger', isDisabled: true, tooltip: 'deleted', tooltipForActionDelete: 'deleted' });
  });

  it('lists by query parameters with the same paging headers', async () => {
    const go = await domainByName('go.example-network.com');
    const res = await t.call('GET', `${BASE}?tracking_domain_id=${go}&sort=-id&per_page=1&page=2`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Pagination-Total-Count')).toBe('2');
    expect(res.headers.get('X-Pagination-Page-Count')).toBe('2');
    const { data } = await res.json();
    expect(data).toEqual([expect.objectContaining({ tracking_domain_id: go, is_primary: 1 })]);
    const primaries = await (await t.call('GET', `${BASE}?is_primary=1&status=1&per_page=100`, { cookie: admin })).json();
    expect(primaries.data.every((r: Rule) => r.is_primary === 1)).toBe(true);
    // one primary per active domain, the demo's track.localhost included
    expect(primaries.data).toHaveLength(5);
    const search = await (await t.call('GET', `${BASE}?q=summer`, { cookie: admin })).json();
    expect(search.data.map((r: Rule) => r.campaign_name)).toEqual(['Summer Casino CPA']);
  });

  it('refuses bad filters with 422 in the body and in the query', async () => {
    const body = await t.call('POST', `${BASE}/list`, { cookie: admin, body: { tracking_domain_id: 'x', status: 0, sort: 'note' } });
    expect(body.status).toBe(422);
    expect((await body.json()).map((e: { field: string }) => e.field).sort()).toEqual(['sort', 'status', 'tracking_domain_id']);
    const query = await t.call('GET', `${BASE}?is_primary=maybe&per_page=1000`, { cookie: admin });
    expect(query.status).toBe(422);
    expect((await query.json()).map((e: { field: string }) => e.field).sort()).toEqual(['is_primary', 'per_page']);
    // a query string's numbers are decimal digits: no hex, exponent, blank or boolean, and a key given once
    for (const bad of ['tracking_domain_id=0x10', 'tracking_domain_id=1e3', 'tracking_domain_id=%20', 'tracking_domain_id=true', 'tracking_domain_id=1&tracking_domain_id=2']) {
      const res = await t.call('GET', `${BASE}?${bad}`, { cookie: admin });
      expect(res.status).toBe(422);
      expect((await res.json()).map((e: { field: string }) => e.field)).toEqual(['tracking_domain_id']);
    }
    expect((await t.call('GET', `${BASE}?page=0x2`, { cookie: admin })).status).toBe(422);
    // a JSON body's numbers are JSON numbers: the same ids as text, in a list or as true are refused
    for (const value of ['1', [1], true, '0x1']) {
      const res = await t.call('POST', `${BASE}/list`, { cookie: admin, body: { tracking_domain_id: value, page: value } });
      expect(res.status).toBe(422);
      expect((await res.json()).map((e: { field: string }) => e.field).sort()).toEqual(['page', 'tracking_domain_id']);
    }
  });
});

describe('create, read, update, set as primary (R219, R222–R224)', () => {
  it('makes the first rule of a domain primary, and moves the flag on set-as-primary', async () => {
    const domain = await newDomain('rules-a.example.org');
    const first = await addRule({ tracking_domain_id: domain, note: 'first' });
    expect(first.status).toBe(201);
    const one: Rule = (await first.json()).data;
    expect(one).toMatchObject({ tracking_domain_id: domain, domain: 'rules-a.example.org', note: 'first', is_primary: 1, status: 1, tooltipForActionDelete: 'primary' });
    const two: Rule = (await (await addRule({ tracking_domain_id: domain, redirect_type_id: 1, note: 'second', is_primary: 0 })).json()).data;
    expect(two).toMatchObject({ is_primary: 0, redirect_type_id: 1, redirect_type_code: '301', isDisabledActionDelete: false });
    expect(await readRule(two.id)).toEqual(two);

    const primary = await t.call('PATCH', `${BASE}/${two.id}/set-as-primary`, { cookie: admin });
    expect(primary.status).toBe(200);
    expect((await primary.json()).data).toMatchObject({ id: two.id, is_primary: 1, isDisabledActionDelete: true, tooltipForActionDelete: 'primary' });
    expect(await readRule(one.id)).toMatchObject({ is_primary: 0, isDisabledActionDelete: false, tooltipForActionDelete: null });
    const domainRow = (await (await t.call('GET', `${DOMAINS}/${domain}`, { cookie: admin })).json()).data;
    expect(domainRow).toMatchObject({ rules_count: 2, primary_rule_id: two.id });

    // again on the primary: nothing changes
    expect((await t.call('PATCH', `${BASE}/${two.id}/set-as-primary`, { cookie: admin, body: {} })).status).toBe(200);
    expect((await rulesOf(domain)).map((r) => r.is_primary)).toEqual([0, 1]);
  });

  it('creates a rule as primary when asked, and updates its redirect type and note', async () => {
    const domain = await newDomain('rules-b.example.org');
    const one: Rule = (await (await addRule({ tracking_domain_id: domain })).json()).data;
    const two: Rule = (await (await addRule({ tracking_domain_id: domain, is_primary: true })).json()).data;
    expect(two.is_primary).toBe(1);
    expect((await readRule(one.id)).is_primary).toBe(0);

    const updated = await t.call('PUT', `${BASE}/${one.id}`, { cookie: admin, body: { ...one, redirect_type_id: 5, note: '  JS for app installs ', is_primary: 0 } });
    expect(updated.status).toBe(200);
    expect((await updated.json()).data).toMatchObject({ redirect_type_id: 5, redirect_type_code: 'js', note: 'JS for app installs', is_primary: 0 });
    const promoted = await t.call('PUT', `${BASE}/${one.id}`, { cookie: admin, body: { is_primary: 1 } });
    expect((await promoted.json()).data.is_primary).toBe(1);
    expect((await rulesOf(domain)).map((r) => r.is_primary)).toEqual([1, 0]);
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const before = await countRows();
    const missing = await t.call('POST', BASE, { cookie: admin, body: {} });
    expect(missing.status).toBe(422);
    expect((await missing.json()).map((e: { field: string }) => e.field).sort()).toEqual(['redirect_type_id', 'tracking_domain_id']);
    const unknown = await addRule({ tracking_domain_id: 999_999, redirect_type_id: 99 });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).map((e: { field: string }) => e.field).sort()).toEqual(['redirect_type_id', 'tracking_domain_id']);
    const shape = await addRule({ tracking_domain_id: 1.5, redirect_type_id: -2, note: 'x'.repeat(256), is_primary: 'yes' });
    expect(shape.status).toBe(422);
    expect((await shape.json()).map((e: { field: string }) => e.field).sort()).toEqual(['is_primary', 'note', 'redirect_type_id', 'tracking_domain_id']);
    // a boolean or a list is not an id (it once read as 1 and picked the first domain)
    for (const id of [true, [1], '1e0', ' ']) {
      const res = await addRule({ tracking_domain_id: id, redirect_type_id: id });
      expect(res.status, JSON.stringify(id)).toBe(422);
      expect((await res.json()).map((e: { field: string }) => e.field).sort()).toEqual(['redirect_type_id', 'tracking_domain_id']);
    }
    expect(await countRows()).toBe(before);

    const domain = await newDomain('rules-c.example.org');
    const other = await newDomain('rules-d.example.org');
    const rule: Rule = (await (await addRule({ tracking_domain_id: domain, note: 'keep' })).json()).data;
    for (const body of [{ tracking_domain_id: other }, { is_primary: 0 }, { redirect_type_id: 77 }, { note: 7 }]) {
      const res = await t.call('PUT', `${BASE}/${rule.id}`, { cookie: admin, body });
      expect(res.status).toBe(422);
    }
    expect(await readRule(rule.id)).toEqual(rule);
  });

  it('refuses to change a deleted rule or a campaign’s rule (409) and changes nothing', async () => {
    const track = await rulesOf(await domainByName('track.example-network.com'));
    const campaign = track.find((r) => r.campaign_name)!;
    const deleted = track.find((r) => r.status === -1)!;
    for (const rule of [campaign, deleted]) {
      const put = await t.call('PUT', `${BASE}/${rule.id}`, { cookie: admin, body: { note: 'changed' } });
      expect(put.status).toBe(409);
      expect((await put.json()).success).toBe(false);
      expect((await t.call('PATCH', `${BASE}/${rule.id}/set-as-primary`, { cookie: admin })).status).toBe(409);
      expect(await readRule(rule.id)).toEqual(rule);
    }
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['999999', 'abc', '0']) {
      expect((await t.call('GET', `${BASE}/${id}`, { cookie: admin })).status).toBe(404);
      expect((await t.call('PUT', `${BASE}/${id}`, { cookie: admin, body: { note: 'x' } })).status).toBe(404);
      expect((await t.call('PATCH', `${BASE}/${id}/set-as-primary`, { cookie: admin })).status).toBe(404);
      expect((await t.call('DELETE', `${BASE}/${id}`, { cookie: admin })).status).toBe(404);
    }
  });
});

describe('delete (R216–R218, R225)', () => {
  it('soft-deletes a rule, which the list then shows Deleted and disabled; a repeat changes nothing', async () => {
    const domain = await newDomain('rules-e.example.org');
    await addRule({ tracking_domain_id: domain });
    const extra: Rule = (await (await addRule({ tracking_domain_id: domain, note: 'extra' })).json()).data;
    const res = await t.call('DELETE', `${BASE}/${extra.id}?tracking_domain_id=${domain}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const [, gone] = await rulesOf(domain);
    expect(gone).toMatchObject({ id: extra.id, status: -1, status_label: 'Deleted', statusClass: 'danger', isDisabled: true, tooltip: 'deleted', isDisabledActionDelete: true });
    expect((await t.call('DELETE', `${BASE}/${extra.id}`, { cookie: admin })).status).toBe(200);
    expect((await (await t.call('GET', `${DOMAINS}/${domain}`, { cookie: admin })).json()).data.rules_count).toBe(1);
  });

  it('refuses to delete the primary rule or a campaign’s rule (409) and changes nothing', async () => {
    const track = await rulesOf(await domainByName('track.example-network.com'));
    const primary = track.find((r) => r.is_primary === 1)!;
    const campaign = track.find((r) => r.campaign_name)!;
    const refused = await t.call('DELETE', `${BASE}/${primary.id}`, { cookie: admin });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ success: false, message: 'The primary rule cannot be deleted. Make another rule primary first.' });
    expect((await t.call('DELETE', `${BASE}/${campaign.id}`, { cookie: admin })).status).toBe(409);
    expect(await readRule(primary.id)).toEqual(primary);
    expect(await readRule(campaign.id)).toEqual(campaign);
  });

  it('checks the tracking_domain_id query parameter: another domain is 404, a malformed one 422', async () => {
    const domain = await newDomain('rules-f.example.org');
    await addRule({ tracking_domain_id: domain });
    const rule: Rule = (await (await addRule({ tracking_domain_id: domain })).json()).data;
    expect((await t.call('DELETE', `${BASE}/${rule.id}?tracking_domain_id=${domain + 1000}`, { cookie: admin })).status).toBe(404);
    const bad = await t.call('DELETE', `${BASE}/${rule.id}?tracking_domain_id=abc`, { cookie: admin });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual([{ field: 'tracking_domain_id', message: expect.any(String) }]);
    expect(await readRule(rule.id)).toEqual(rule);
  });
});

describe('access', () => {
  it('keeps managers and affiliates away from rules', async () => {
    for (const role of ['manager', 'affiliate'] as const) {
      const cookie = await t.cookieFor(role);
      expect((await t.call('POST', `/api/${role}/tracking-domains/tracking-domain-rules/list`, { cookie, body: {} })).status).toBe(403);
      expect((await t.call('GET', `/api/${role}/tracking-domains/tracking-domain-rules?tracking_domain_id=1`, { cookie })).status).toBe(403);
      expect((await t.call('PATCH', `/api/${role}/tracking-domains/tracking-domain-rules/2/set-as-primary`, { cookie })).status).toBe(403);
    }
  });
});
