import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { offerBody } from '../../../test/offerBody';
import { demoIds, type DemoIds } from '../../../test/permissionToggles';

// The activity log (spec 4 §8; docs/decisions/activity-log.md): each change writes one entry in
// its own transaction, with who, from where and the changed fields before and after.
const t = serverAppPerFile();
let admin: string;
let ids: DemoIds;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  ids = await demoIds(t);
});

type Entry = { id: number; type: string; entity: string; entity_id: string; actor_id: number | null; actor_email: string | null; ip: string; changes: Record<string, { before: unknown; after: unknown }>; fields: string[] };
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;
const IP = { 'x-test-ip': '203.0.113.7' };
const as = (cookie: string, method: string, path: string, body?: unknown, role = 'admin') => t.call(method, `/api/${role}${path}`, { cookie, body, headers: IP });
const log = async (filter: Record<string, unknown> = {}, cookie = admin, role = 'admin') => {
  const res = await t.call('POST', `/api/${role}/activity-log/list`, { cookie, body: { per_page: 100, ...filter } });
  expect(res.status).toBe(200);
  return data<Entry[]>(res);
};

async function newOffer(name: string): Promise<number> {
  const res = await as(admin, 'POST', '/campaigns', offerBody(name));
  expect(res.status).toBe(201);
  return (await data<{ id: number }>(res)).id;
}

describe('offers', () => {
  it("changing an offer's payout 10 → 12 writes one entry: the field before and after, who, from where", async () => {
    const id = await newOffer('Activity payout');
    const created = await log({ entity: 'offer', entity_id: id });
    expect(created.map((e) => e.type)).toEqual(['offer_created']);
    expect(created[0]!.changes.payout_cpa).toEqual({ before: null, after: '10.00' });

    expect((await as(admin, 'PUT', `/campaigns/${id}`, { payout_cpa: 12 })).status).toBe(200);
    const entries = await log({ entity: 'offer', entity_id: String(id), type: 'offer_updated' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      type: 'offer_updated',
      entity: 'offer',
      entity_id: String(id),
      actor_id: ids.admin,
      actor_email: 'admin@example.com',
      ip: '203.0.113.7',
      changes: { payout_cpa: { before: '10.00', after: '12.00' } },
      fields: ['payout_cpa'],
    });
  });

  it('a change refused by validation (422) or by the status rules (409) writes none', async () => {
    const id = await newOffer('Activity refused');
    const before = await log({ entity: 'offer', entity_id: id });
    expect((await as(admin, 'PUT', `/campaigns/${id}`, { payout_cpa: -1 })).status).toBe(422);
    expect((await as(admin, 'PUT', `/campaigns/${id}`, { payout_cpa: 12, tracking_domain_id: 999999 })).status).toBe(422);
    // a batch with one offer that may not move: none of them moves, none is logged
    const other = await newOffer('Activity refused 2');
    expect((await as(admin, 'PATCH', `/campaigns/${other}/status`, { status: 3 })).status).toBe(200);
    const batch = await as(admin, 'POST', '/campaigns/batch-status', { ids: [id, other], status: -2 });
    expect(batch.status).toBe(409);
    expect(await log({ entity: 'offer', entity_id: id })).toEqual(before);
  });

  it('a save that changes nothing writes none; a status move writes one per offer', async () => {
    const id = await newOffer('Activity same');
    expect((await as(admin, 'PUT', `/campaigns/${id}`, { payout_cpa: 10, name: 'Activity same' })).status).toBe(200);
    expect(await log({ entity: 'offer', entity_id: id, type: 'offer_updated' })).toEqual([]);
    expect((await as(admin, 'PATCH', `/campaigns/${id}/status`, { status: 3 })).status).toBe(200);
    const [moved] = await log({ entity: 'offer', entity_id: id, type: 'offer_status_changed' });
    expect(moved!.changes).toEqual({ status: { before: 1, after: 3 } });
  });

  it("an offer's caps are logged as one entry of their own", async () => {
    const id = await newOffer('Activity caps');
    expect((await as(admin, 'PUT', `/campaigns/${id}`, { daily_cap: 50 })).status).toBe(200);
    const [caps] = await log({ entity: 'caps', entity_id: id });
    expect(caps!.changes).toEqual({ 'daily conversions (all)': { before: null, after: 50 } });
  });

  it('payout rules are logged with their amounts and target', async () => {
    const id = await newOffer('Activity rule');
    const res = await as(admin, 'POST', '/payout-rules', { offer_id: id, affiliate_id: ids.affiliate, payout_cpa: 11 });
    expect(res.status).toBe(201);
    const ruleId = (await data<{ id: number }>(res)).id;
    const [entry] = await log({ entity: 'payout_rule', entity_id: ruleId });
    expect(entry).toMatchObject({ type: 'payout_rule_created', changes: { offer_id: { before: null, after: id }, cpa: { before: null, after: 11 }, user_id: { before: null, after: ids.affiliate } } });
  });
});

describe('flows and broker integrations', () => {
  it('a flow edit logs the changed fields and lists; a broker integration edit and pause log theirs', async () => {
    const advertisers = await data<{ id: number }[]>(await as(admin, 'POST', '/advertisers/list', {}));
    const made = await as(admin, 'POST', '/brokers/integrations', { advertiser_id: advertisers[0]!.id, name: 'Activity desk', endpoint: 'https://broker.example/api/leads' });
    expect(made.status).toBe(201);
    const integration = (await data<{ id: number }>(made)).id;
    expect((await as(admin, 'PUT', `/brokers/integrations/${integration}`, { timeout_ms: 5000 })).status).toBe(200);
    expect((await as(admin, 'POST', '/brokers/integrations/batch-status', { ids: [integration], status: 0 })).status).toBe(200);
    const logged = await log({ entity: 'broker_integration', entity_id: integration });
    expect(logged.map((e) => e.type)).toEqual(['integration_updated', 'integration_updated', 'integration_created']);
    expect(logged[1]!.changes).toEqual({ timeout_ms: { before: 10000, after: 5000 } });
    expect(logged[0]!.changes).toEqual({ status: { before: 1, after: 0 } });

    const offer = await newOffer('Activity flow offer');
    const flowBody = { name: 'Activity flow', status: 1, offer_ids: [offer], integrations: [{ integration_id: integration, priority: 1, weight: 100 }], capacities: [] };
    const flow = await as(admin, 'POST', '/flows', flowBody);
    expect(flow.status).toBe(201);
    const flowId = (await data<{ id: number }>(flow)).id;
    expect((await as(admin, 'PUT', `/flows/${flowId}`, { ...flowBody, capacities: [{ integration_id: integration, country: 'DE', daily: 40 }] })).status).toBe(200);
    expect((await as(admin, 'DELETE', `/flows/${flowId}`)).status).toBe(200);
    const flowLog = await log({ entity: 'flow', entity_id: flowId });
    expect(flowLog.map((e) => e.type)).toEqual(['flow_deleted', 'flow_updated', 'flow_created']);
    expect(flowLog[1]!.changes).toEqual({ capacities: { before: [], after: [`DE ${integration}: 40`] } });
  });
});

describe('tracking domains and permissions', () => {
  it('a tracking domain created and renamed writes one entry each', async () => {
    const made = await as(admin, 'POST', '/tracking-domains/tracking-domains', { domain: 'activity-track.example.com', status: 1 });
    expect(made.status).toBe(201);
    const id = (await data<{ id: number }>(made)).id;
    expect((await as(admin, 'PUT', `/tracking-domains/tracking-domains/${id}`, { domain: 'activity-track2.example.com' })).status).toBe(200);
    const entries = await log({ entity: 'tracking_domain', entity_id: id });
    expect(entries.map((e) => e.type)).toEqual(['tracking_domain_updated', 'tracking_domain_created']);
    expect(entries[0]!.changes).toEqual({ domain: { before: 'activity-track.example.com', after: 'activity-track2.example.com' } });
  });

  it("a user's permissions and a role's defaults log the keys granted and taken", async () => {
    const active = await data<{ permissions: string[] }>(await as(admin, 'GET', `/rbac/ui-permission/active/${ids.affiliate}`));
    const held = active.permissions.filter((k) => k !== 'UI_Postback_Manage');
    expect((await as(admin, 'POST', '/rbac/ui-permission/set-state', { user_id: ids.affiliate, permissions: held })).status).toBe(200);
    const [entry] = await log({ type: 'permissions_updated', entity: 'user', entity_id: ids.affiliate });
    expect(entry!.changes).toEqual({ UI_Postback_Manage: { before: true, after: null } });

    const defaults = await data<Record<string, string[]>>(await as(admin, 'GET', '/rbac/role-defaults'));
    const next = [...defaults.affiliate!, 'UI_SmartLinks_View'].filter((k, i, all) => all.indexOf(k) === i && k !== 'UI_ReferralProgram_View');
    expect((await as(admin, 'PUT', '/rbac/role-defaults/affiliate', { permissions: next })).status).toBe(200);
    const [role] = await log({ type: 'role_defaults_updated', entity_id: 'affiliate' });
    expect(role!.changes).toEqual({ UI_ReferralProgram_View: { before: true, after: null } });
  });
});

describe('settings', () => {
  it('a settings change writes one entry with only the changed field', async () => {
    const put = (body: unknown) => as(admin, 'PUT', '/settings/config/batch-update/general-settings', body);
    expect((await put({ network_legal_name: 'Activity Network Ltd' })).status).toBe(200);
    const entries = await log({ entity: 'settings', entity_id: 'general-settings' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'settings_updated', actor_id: ids.admin, ip: '203.0.113.7', changes: { network_legal_name: { before: '', after: 'Activity Network Ltd' } } });
    expect((await put({ time_zone: 'Not/AZone' })).status).toBe(422);
    expect(await log({ entity: 'settings', entity_id: 'general-settings' })).toHaveLength(1);
  });

  it('a new network postback token is logged masked', async () => {
    const res = await as(admin, 'POST', '/settings/network-postback-token');
    const token = (await data<{ token: string }>(res)).token;
    const [entry] = await log({ entity: 'settings', entity_id: 'network-postback-token' });
    expect(entry!.changes.network_postback_token!.after).toBe(`••••${token.slice(-4)}`);
  });
});

describe('POST /activity-log/list and /export-csv', () => {
  it('filters by type, entity, actor and period, and refuses an unknown type (422)', async () => {
    const id = await newOffer('Activity filters');
    const byType = await log({ type: ['offer_created'] });
    expect(byType.every((e) => e.type === 'offer_created')).toBe(true);
    expect(byType.some((e) => e.entity_id === String(id))).toBe(true);
    expect((await log({ actor_id: ids.manager })).every((e) => e.actor_id === ids.manager)).toBe(true);
    expect((await log({ period_type: 'custom_date', period_start: '2001-01-01', period_finish: '2001-01-02' }))).toEqual([]);
    const bad = await t.call('POST', '/api/admin/activity-log/list', { cookie: admin, body: { type: 'made_up' } });
    expect(bad.status).toBe(422);
  });

  it('a manager holding UI_Logs_View reads only the entries of their own changes', async () => {
    const manager = await t.cookieFor('manager');
    const id = await newOffer('Activity manager');
    expect((await as(manager, 'PUT', `/campaigns/${id}`, { name: 'Activity manager renamed' }, 'manager')).status).toBe(200);
    const seen = await log({}, manager, 'manager');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((e) => e.actor_id === ids.manager)).toBe(true);
    expect(seen.some((e) => e.entity_id === String(id) && e.changes.name?.after === 'Activity manager renamed')).toBe(true);
  });

  it('the CSV holds the filtered rows with their changes', async () => {
    const id = await newOffer('Activity CSV');
    expect((await as(admin, 'PUT', `/campaigns/${id}`, { payout_cpa: 12 })).status).toBe(200);
    const res = await t.call('POST', '/api/admin/activity-log/export-csv', { cookie: admin, body: { entity: 'offer', entity_id: id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('ID,Time,Actor ID,Actor,IP address,Type,Entity,Entity ID,Changes');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('Offer updated');
    expect(lines[2]).toContain('payout_cpa: 10.00 → 12.00');
    expect(lines[2]).toContain('203.0.113.7');
  });
});
