import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import type { Database } from '../../db/client';
import { readConfig } from '../../config';
import { brokerIntegrations, leads, leadStatuses, users } from '../../db/schema';
import type { Deps } from '../../http/types';
import { openTestDatabase } from '../../../test/testDb';
import { startBrokerStub, type BrokerStub } from '../../../test/brokerStub';
import { trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import { pullStatusesDue } from './statusPull';

// Broker statuses (spec 4 §2) against a real HTTP broker started here: the integration's mapping to
// common groups, statuses by the broker's postback and by our pull, the look-back, the append-only history.

const ENV = { OUTGOING_ALLOW_PRIVATE_NETWORKS: '1', OUTGOING_TIMEOUT_MS: '1000' };
const suite = trackerTestSuite(openTestDatabase, ENV);
const ADMIN = 'admin@example.com';
const AFFILIATE = 'affiliate@example.com';
const MINUTE = 60_000;
const DAY = 86_400_000;

let database: Database;
let t: TrackerTestApp;
let broker: BrokerStub;
let advertiser: { id: number; token: string };
let shift = 0;
const now = () => new Date(Date.now() + shift);
const later = (ms: number) => {
  shift = ms;
};
let deps: Deps;

beforeAll(async () => {
  ({ t, database } = suite.get());
  t.setClock(now);
  deps = { db: database.db, config: readConfig({ SEED: 'none', ...ENV }), now, clientIp: () => '127.0.0.1' };
  const [row] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Advertiser), isNotNull(users.postbackToken))).limit(1);
  advertiser = { id: row!.id, token: row!.postbackToken! };
  broker = await startBrokerStub();
  // the demo's integrations have nothing to pull in these tests
  await database.db.update(brokerIntegrations).set({ statusPull: null });
});
afterAll(() => broker.close());

const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;
const MAPPING = [
  { status: 'Depositor', group: 'ftd' },
  { status: 'NA', group: 'no_answer' },
  { status: 'Callback later', group: 'call_back' },
];

let seq = 0;
async function integration(over: Record<string, unknown> = {}) {
  seq += 1;
  const res = await t.call(ADMIN, 'POST', '/api/admin/brokers/integrations', {
    advertiser_id: advertiser.id,
    name: `Status desk ${seq}`,
    endpoint: broker.url(`/leads/${seq}`),
    body_template: '{"email":"{email}","country":"{country}"}',
    success_path: 'success',
    lead_id_path: 'lead_id',
    autologin_path: 'autologin',
    timeout_ms: 1000,
    status_map: MAPPING,
    ...over,
  });
  expect(res.status).toBe(201);
  return data<{ id: number; status_map: unknown; lookback_days: number; status_pull: unknown }>(res);
}

/** A lead on a fresh offer routed to the integration, accepted by the stub broker. */
async function acceptedLead(integrationId: number) {
  const offer = await t.offer({ advertiserId: advertiser.id, payoutCpa: '40.00', revenueCpa: '60.00', countries: [], duplicateWindowDays: 0 });
  const flow = await t.call(ADMIN, 'POST', '/api/admin/flows', { name: `Status flow ${seq}`, status: 1, offer_ids: [offer.id], integrations: [{ integration_id: integrationId, priority: 1, weight: 100 }], capacities: [] });
  expect(flow.status).toBe(201);
  seq += 1;
  const res = await t.call(AFFILIATE, 'POST', '/api/v1/leads', {
    offer_id: offer.id,
    first_name: 'Sam',
    last_name: 'Status',
    email: `sam.${seq}.${Date.now()}@example.org`,
    phone: `+44 7911 ${String(200500 + seq).slice(-6)}`,
    country: 'GB',
    ip: '81.2.69.142',
  });
  if (res.status !== 201) throw new Error(`intake answered ${res.status}: ${await res.text()}`);
  const answer = await data<{ lead_id: string; status: string }>(res);
  expect(answer.status).toBe('ACCEPTED');
  const [row] = await database.db.select().from(leads).where(eq(leads.id, answer.lead_id));
  return { id: answer.lead_id, brokerLeadId: row!.brokerLeadId! };
}

const postback = (query: Record<string, string>) => t.postback(new URLSearchParams(query).toString());

type Status = { id: number; raw_status: string; group: string | null; group_label: string | null; source: string; broker_at: string | null; refusal: string | null };
/** The staff's view of the lead's history, read at the real time (a session is signed in now, not in the test's future). */
async function history(leadId: string) {
  const kept = shift;
  shift = 0;
  try {
    return (await data<{ statuses: Status[] }>(await t.call(ADMIN, 'GET', `/api/admin/leads/${leadId}`))).statuses;
  } finally {
    shift = kept;
  }
}
const leadRow = async (id: string) => (await database.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe('an integration’s status mapping and look-back', () => {
  it('keeps the mapping and the look-back (7 days unless set), and refuses an unknown group or a word mapped twice', async () => {
    const made = await integration();
    expect(made).toMatchObject({ status_map: MAPPING, lookback_days: 7 });
    const edited = await t.call(ADMIN, 'PUT', `/api/admin/brokers/integrations/${made.id}`, { lookback_days: 30, status_pull: { endpoint: broker.url('/status/{broker_lead_id}'), every_minutes: 5, status_path: 'data.status' } });
    expect(edited.status).toBe(200);
    expect(await data(edited)).toMatchObject({ lookback_days: 30, status_pull: { every_minutes: 5, status_path: 'data.status' } });

    const bad = await t.call(ADMIN, 'PUT', `/api/admin/brokers/integrations/${made.id}`, {
      status_map: [{ status: 'Won', group: 'rich' }, { status: 'NA', group: 'no_answer' }, { status: ' na ', group: 'invalid' }],
      lookback_days: 0,
    });
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as { field: string; message: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['lookback_days', 'status_map.0.group', 'status_map.2.status']);
  });
});

describe('a status by the broker’s postback', () => {
  it('is kept with its group by the integration’s mapping (status= or broker_status=), the same word twice once, and shown to staff only', async () => {
    const desk = await integration();
    const lead = await acceptedLead(desk.id);
    const first = await postback({ lead_id: lead.id, action: 'status', status: 'NA', token: advertiser.token, status_at: '2026-05-01T10:00:00Z' });
    expect(first.status).toBe(200);
    expect(await data(first)).toEqual({ lead_id: lead.id, lead_status: 'ACCEPTED', broker_status: 'NA', status_group: 'no_answer' });
    expect((await postback({ lead_id: lead.id, action: 'status', broker_status: 'na', token: advertiser.token })).status).toBe(200);
    expect((await postback({ lead_id: lead.id, action: 'status', broker_status: 'Wrong number', token: advertiser.token })).status).toBe(200);

    expect(await history(lead.id)).toMatchObject([
      { raw_status: 'NA', group: 'no_answer', group_label: 'No answer', source: 'postback', broker_at: '2026-05-01T10:00:00.000Z', refusal: null },
      { raw_status: 'Wrong number', group: null, group_label: null, source: 'postback', refusal: null },
    ]);
    expect(await leadRow(lead.id)).toMatchObject({ status: 'ACCEPTED', brokerStatus: 'Wrong number', conversionId: null });
    const own = await data<Record<string, unknown>>(await t.call(AFFILIATE, 'GET', `/api/affiliate/leads/${lead.id}`));
    expect(own).not.toHaveProperty('statuses');
  });

  it('moves the lead to FTD when the status is in the group ftd, through the deposit path (one conversion)', async () => {
    const desk = await integration();
    const lead = await acceptedLead(desk.id);
    const res = await postback({ lead_id: lead.id, action: 'status', status: 'Depositor', token: advertiser.token });
    expect(res.status).toBe(200);
    const answer = await data<{ lead_status: string; conversion_id: number; late_ftd: boolean }>(res);
    expect(answer).toMatchObject({ lead_id: lead.id, lead_status: 'FTD', late_ftd: false });
    expect(await leadRow(lead.id)).toMatchObject({ status: 'FTD', conversionId: answer.conversion_id, brokerStatus: 'Depositor' });
    const again = await data<{ conversion_id: number; duplicate?: boolean }>(await postback({ lead_id: lead.id, action: 'ftd', broker_status: 'Depositor', token: advertiser.token }));
    expect(again).toMatchObject({ conversion_id: answer.conversion_id, duplicate: true });
    expect(await history(lead.id)).toMatchObject([{ raw_status: 'Depositor', group: 'ftd', source: 'postback' }]);
  });

  it('refuses a wrong token without writing anything', async () => {
    const desk = await integration();
    const lead = await acceptedLead(desk.id);
    expect((await postback({ lead_id: lead.id, action: 'status', status: 'NA', token: 'nope' })).status).toBe(403);
    expect(await history(lead.id)).toEqual([]);
  });
});

describe('the look-back', () => {
  it('takes statuses and deposits within the integration’s days after acceptance, refuses them later with a reason, and logs the refusal', async () => {
    const desk = await integration({ lookback_days: 2 });
    const lead = await acceptedLead(desk.id);
    try {
      later(1 * DAY);
      expect((await postback({ lead_id: lead.id, action: 'status', status: 'Callback later', token: advertiser.token })).status).toBe(200);
      later(2 * DAY + 10 * MINUTE);
      const late = await postback({ lead_id: lead.id, action: 'status', status: 'NA', token: advertiser.token });
      expect(late.status).toBe(422);
      const [reason] = (await late.json()) as { field: string; message: string }[];
      expect(reason!.field).toBe('lead_id');
      expect(reason!.message).toMatch(/look-back ended .*within 2 days of the lead's acceptance/);
      const deposit = await postback({ lead_id: lead.id, action: 'ftd', sum: '250', token: advertiser.token });
      expect(deposit.status).toBe(422);
    } finally {
      later(0);
    }
    expect(await leadRow(lead.id)).toMatchObject({ status: 'ACCEPTED', conversionId: null, brokerStatus: 'Callback later' });
    expect(await history(lead.id)).toMatchObject([
      { raw_status: 'Callback later', group: 'call_back', refusal: null },
      { raw_status: 'NA', group: 'no_answer', refusal: 'lookback' },
      { raw_status: 'FTD', group: 'ftd', refusal: 'lookback' },
    ]);
  });
});

describe('a status a person enters', () => {
  it('keeps it with who entered it and why (the same word again too), maps it, and ftd makes the deposit once', async () => {
    const desk = await integration();
    const lead = await acceptedLead(desk.id);
    const enter = (body: Record<string, unknown>) => t.call(ADMIN, 'POST', `/api/admin/leads/${lead.id}/statuses`, body);
    const first = await enter({ group: 'no_answer', status: 'NA (by mail)', note: 'Desk mail of Monday' });
    expect(first.status).toBe(200);
    expect((await enter({ group: 'no_answer', status: 'NA (by mail)', note: 'Desk mail of Tuesday' })).status).toBe(200);
    const ftd = await enter({ group: 'ftd', note: 'Weekly sheet' });
    expect(ftd.status).toBe(200);
    expect(await data<{ status: string }>(ftd)).toMatchObject({ status: 'FTD' });
    const row = await leadRow(lead.id);
    expect(row).toMatchObject({ status: 'FTD', brokerStatus: 'FTD' });
    expect(row.conversionId).not.toBeNull();
    expect((await enter({ group: 'ftd', note: 'Weekly sheet again' })).status).toBe(200);
    expect((await leadRow(lead.id)).conversionId).toBe(row.conversionId);
    const [conversions] = [await database.db.execute(sql`SELECT count(*)::int AS n FROM conversions WHERE id = ${row.conversionId}`)];
    expect((conversions as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect(await history(lead.id)).toMatchObject([
      { raw_status: 'NA (by mail)', group: 'no_answer', source: 'manual', actor: 'Ada Admin', note: 'Desk mail of Monday' },
      { raw_status: 'NA (by mail)', group: 'no_answer', source: 'manual', note: 'Desk mail of Tuesday' },
      { raw_status: 'FTD', group: 'ftd', source: 'manual', note: 'Weekly sheet' },
      { raw_status: 'FTD', group: 'ftd', source: 'manual', note: 'Weekly sheet again' },
    ]);
  });

  it('refuses a bad body field by field, a refused lead, and a status past the look-back (logged, not applied)', async () => {
    const desk = await integration({ lookback_days: 1 });
    const lead = await acceptedLead(desk.id);
    const bad = await t.call(ADMIN, 'POST', `/api/admin/leads/${lead.id}/statuses`, { group: 'rich', note: 'x' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { field: string }[]).map((f) => f.field).sort()).toEqual(['group', 'note']);
    expect(await history(lead.id)).toEqual([]);
    const [refused] = await database.db.select({ id: leads.id }).from(leads).where(eq(leads.status, 'VALIDATION_FAILED')).limit(1);
    expect((await t.call(ADMIN, 'POST', `/api/admin/leads/${refused!.id}/statuses`, { group: 'new', note: 'By phone' })).status).toBe(409);
    expect((await t.call(ADMIN, 'POST', '/api/admin/leads/00000000-0000-4000-8000-000000000000/statuses', { group: 'new', note: 'By phone' })).status).toBe(404);
    // accepted two days ago: a session's clock cannot move that far, the lead's acceptance can
    await database.db.update(leads).set({ acceptedAt: new Date(Date.now() - 2 * DAY) }).where(eq(leads.id, lead.id));
    const late = await t.call(ADMIN, 'POST', `/api/admin/leads/${lead.id}/statuses`, { group: 'ftd', note: 'Too late a sheet' });
    expect(late.status).toBe(422);
    expect(((await late.json()) as { field: string }[])[0]!.field).toBe('group');
    expect(await leadRow(lead.id)).toMatchObject({ status: 'ACCEPTED', conversionId: null });
    expect(await history(lead.id)).toMatchObject([{ raw_status: 'FTD', source: 'manual', refusal: 'lookback', note: 'Too late a sheet' }]);
  });
});

describe('the status pull', () => {
  it('asks the broker’s status endpoint for each accepted lead every N minutes, keeps what it says, and a deposit status makes the FTD', async () => {
    const desk = await integration({ status_pull: { endpoint: broker.url('/status/{broker_lead_id}'), every_minutes: 5, status_path: 'data.status' } });
    const lead = await acceptedLead(desk.id);
    const quiet = await acceptedLead(desk.id);
    broker.setLeadStatus(lead.brokerLeadId, 'NA');
    broker.reset();
    try {
      expect(await pullStatusesDue(deps)).toBe(1);
      expect(broker.requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual([`GET /status/${lead.brokerLeadId}`, `GET /status/${quiet.brokerLeadId}`].sort());
      expect(await history(lead.id)).toMatchObject([{ raw_status: 'NA', group: 'no_answer', source: 'pull' }]);
      expect(await history(quiet.id)).toEqual([]);

      // not due again before its interval
      broker.reset();
      later(2 * MINUTE);
      expect(await pullStatusesDue(deps)).toBe(0);
      expect(broker.count).toBe(0);

      // the same word at the next pull adds nothing; a deposit status moves the lead to FTD
      later(6 * MINUTE);
      broker.setLeadStatus(quiet.brokerLeadId, 'Depositor');
      expect(await pullStatusesDue(deps)).toBe(2);
      expect(await history(lead.id)).toHaveLength(1);
      expect(await leadRow(quiet.id)).toMatchObject({ status: 'FTD', brokerStatus: 'Depositor' });
      expect((await leadRow(quiet.id)).conversionId).not.toBeNull();
      expect(await history(quiet.id)).toMatchObject([{ raw_status: 'Depositor', group: 'ftd', source: 'pull' }]);

      // a week on, the weekly pass reaches past the look-back (7 days) and takes what the broker
      // says late: the lead 8 days old deposits; an FTD lead is not asked again
      broker.reset();
      later(8 * DAY);
      broker.setLeadStatus(lead.brokerLeadId, 'Depositor');
      expect(await pullStatusesDue(deps)).toBe(1);
      expect(broker.requests.map((r) => r.url)).toEqual([`/status/${lead.brokerLeadId}`]);
      expect(await leadRow(lead.id)).toMatchObject({ status: 'FTD', brokerStatus: 'Depositor' });
      expect((await history(lead.id)).at(-1)).toMatchObject({ raw_status: 'Depositor', group: 'ftd', source: 'pull' });

      // the ordinary passes between two weekly ones keep to the look-back
      later(0); // (sessions made now; the lead then accepted 9 days before the next pass)
      const older = await acceptedLead(desk.id);
      const nineDaysBefore = new Date(Date.now() + 8 * DAY + 10 * MINUTE - 9 * DAY);
      await database.db.update(leads).set({ acceptedAt: nineDaysBefore, createdAt: nineDaysBefore }).where(eq(leads.id, older.id));
      broker.reset();
      later(8 * DAY + 10 * MINUTE);
      await pullStatusesDue(deps);
      expect(broker.requests.map((r) => r.url)).not.toContain(`/status/${older.brokerLeadId}`);
    } finally {
      later(0);
    }
  });
});

describe('the status history is append-only', () => {
  it('keeps each row as received: an edited mapping, an API write and a direct UPDATE or DELETE change nothing', async () => {
    const desk = await integration();
    const lead = await acceptedLead(desk.id);
    await postback({ lead_id: lead.id, action: 'status', status: 'NA', token: advertiser.token });
    const before = await history(lead.id);
    expect(before).toHaveLength(1);
    const id = before[0]!.id;

    const remap = await t.call(ADMIN, 'PUT', `/api/admin/brokers/integrations/${desk.id}`, { status_map: [{ status: 'NA', group: 'invalid' }] });
    expect(remap.status).toBe(200);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await t.call(ADMIN, method, `/api/admin/leads/${lead.id}/statuses/${id}`, { raw_status: 'Depositor', group: 'ftd' });
      expect(res.status).toBe(404);
    }
    await expect(database.db.update(leadStatuses).set({ statusGroup: 'ftd' }).where(eq(leadStatuses.id, id))).rejects.toThrow();
    await expect(database.db.delete(leadStatuses).where(eq(leadStatuses.id, id))).rejects.toThrow();
    await expect(database.db.execute(sql`UPDATE lead_statuses SET raw_status = 'x' WHERE lead_id = ${lead.id}::uuid`)).rejects.toThrow();
    expect(await history(lead.id)).toEqual(before);
    const others = await database.db.select({ id: leadStatuses.id }).from(leadStatuses).where(and(eq(leadStatuses.leadId, lead.id), ne(leadStatuses.id, id)));
    expect(others).toEqual([]);
  });
});

describe('the demo', () => {
  it('gives its accepted leads their broker status history, grouped by the desks’ mappings, and its deposits an FTD row', async () => {
    const rows = (await database.db.execute(sql`
      SELECT s.raw_status, s.status_group, s.source, l.broker_status FROM lead_statuses s JOIN leads l ON l.id = s.lead_id
      WHERE s.source = 'pull' AND s.received_at < now() - interval '1 hour'`)) as unknown as { rows: { raw_status: string; status_group: string | null; broker_status: string }[] };
    expect(rows.rows.length).toBeGreaterThan(20);
    expect(rows.rows.find((r) => r.raw_status === 'In progress')?.status_group).toBe('new');
    expect(rows.rows.find((r) => r.raw_status === 'No answer')?.status_group).toBe('no_answer');
    const deposits = (await database.db.execute(sql`SELECT count(*)::int AS n FROM lead_statuses WHERE raw_status = 'Deposited' AND status_group = 'ftd' AND refusal IS NULL`)) as unknown as { rows: { n: number }[] };
    expect(deposits.rows[0]!.n).toBeGreaterThan(10);
  });
});
