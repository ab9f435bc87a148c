import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_STEPS, type FunnelCounts } from '../../../domain/leads/funnel';
import { brokerIntegrations, leadPushes, leads, offers, users } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { withStoredKeys } from '../../../test/permissionToggles';

// The lead funnel (spec 4 §2): leads → pushed → accepted → autologin opened → FTD by broker,
// affiliate, country and day, by registration or deposit date; every count of a fixture written
// in March 2021 (far from the demo's leads), totals the rows' sums, and each viewer's scope.
const t = serverAppPerFile();
const PATH = '/reports/lead-funnel';
const PERIOD = { period_type: 'custom_date', period_start: '2021-03-01', period_finish: '2021-03-03', time_zone: 'UTC' };
const STAFF_KEYS = ['UI_Reports_Traffic', 'UI_PushBrokers_View'];

type Row = FunnelCounts & { key: string | number | null; name: string | null; broker_name: string | null } & Record<string, unknown>;
type Answer = { rows: Row[]; total: FunnelCounts & Record<string, unknown>; group_by: string; date_by: string };

let ids: { mine: number; outsider: number; i1: number; i2: number };

/** A lead of the fixture: who sent it, the integration that has it, its pushes, what the broker did. */
interface Spec {
  aff: 'mine' | 'outsider';
  integration: 'i1' | 'i2' | null;
  country: string;
  at: string;
  pushes: number;
  accepted?: boolean;
  opened?: boolean;
  ftd?: string;
}

// 1–6 registered in the period; 7 before it, its deposit in it; 3's deposit after it
const SPECS: Spec[] = [
  { aff: 'mine', integration: 'i1', country: 'DE', at: '2021-03-01T10:00:00Z', pushes: 1, accepted: true, opened: true, ftd: '2021-03-02T09:00:00Z' },
  { aff: 'mine', integration: 'i1', country: 'DE', at: '2021-03-01T12:00:00Z', pushes: 1, accepted: true },
  { aff: 'mine', integration: 'i2', country: 'GB', at: '2021-03-02T08:00:00Z', pushes: 2, accepted: true, opened: true, ftd: '2021-03-04T10:00:00Z' },
  { aff: 'mine', integration: null, country: 'GB', at: '2021-03-02T09:00:00Z', pushes: 0 },
  { aff: 'outsider', integration: 'i1', country: 'DE', at: '2021-03-01T23:30:00Z', pushes: 1 },
  { aff: 'outsider', integration: 'i2', country: 'FR', at: '2021-03-03T10:00:00Z', pushes: 1, accepted: true, opened: true, ftd: '2021-03-03T15:00:00Z' },
  { aff: 'mine', integration: 'i1', country: 'DE', at: '2021-02-27T10:00:00Z', pushes: 1, accepted: true, ftd: '2021-03-02T11:00:00Z' },
];

const data = async (r: Response) => {
  expect(r.status, await r.clone().text()).toBe(200);
  return ((await r.json()) as { data: Answer }).data;
};
const counts = (r: FunnelCounts) => FUNNEL_STEPS.map((s) => r[s]);
/** key → [leads, pushed, accepted, autologin opened, FTD] */
const table = (a: Answer) => Object.fromEntries(a.rows.map((r) => [String(r.key), counts(r)]));

async function funnel(role: 'admin' | 'manager' | 'affiliate', body: object): Promise<Answer> {
  return data(await t.call('POST', `/api/${role}${PATH}`, { cookie: await t.cookieFor(role), body: { ...PERIOD, ...body } }));
}

/** The totals are the rows' counts added up, and each rate is computed from its own row's counts. */
function expectConsistent(a: Answer) {
  for (const s of FUNNEL_STEPS) expect(a.total[s], `total ${s}`).toBe(a.rows.reduce((sum, r) => sum + r[s], 0));
  for (const r of [...a.rows, a.total]) {
    expect(r.push_rate).toBe(r.leads ? ((Math.round((r.pushed * 10000) / r.leads) / 100).toFixed(2)) : null);
    expect(r.cr).toBe(r.leads ? ((Math.round((r.ftd * 10000) / r.leads) / 100).toFixed(2)) : null);
  }
}

beforeAll(async () => {
  const db = t.database.db;
  const [offer] = await db.select({ id: offers.id }).from(offers).limit(1);
  const people = await db.select({ id: users.id, email: users.email, managerId: users.managerId }).from(users).where(inArray(users.email, ['affiliate@example.com', 'affiliate3@example.com', 'manager@example.com']));
  const id = (email: string) => people.find((p) => p.email === email)!;
  // the demo manager manages affiliate@ and not affiliate3@: the manager's scope below rests on it
  expect(id('affiliate@example.com').managerId).toBe(id('manager@example.com').id);
  expect(id('affiliate3@example.com').managerId).not.toBe(id('manager@example.com').id);
  const [broker] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 3)).limit(1);
  const made = await db
    .insert(brokerIntegrations)
    .values([1, 2].map((n) => ({ advertiserId: broker!.id, name: `Funnel broker ${n}`, endpoint: 'https://broker.example.com/leads', status: 0 })))
    .returning({ id: brokerIntegrations.id });
  ids = { mine: id('affiliate@example.com').id, outsider: id('affiliate3@example.com').id, i1: made[0]!.id, i2: made[1]!.id };
  for (const [n, s] of SPECS.entries()) {
    const leadId = crypto.randomUUID();
    const integrationId = s.integration === null ? null : ids[s.integration];
    const status = s.ftd ? 'FTD' : s.accepted ? 'ACCEPTED' : s.pushes ? 'REGISTRATION_FAILED' : 'VALIDATION_FAILED';
    await db.insert(leads).values({
      id: leadId,
      offerId: offer!.id,
      affiliateId: ids[s.aff],
      email: `funnel.${n}@example.org`,
      phone: `+4915112340${n}`,
      country: s.country,
      status,
      integrationId,
      brokerId: integrationId === null ? null : broker!.id,
      createdAt: new Date(s.at),
      acceptedAt: s.accepted ? new Date(s.at) : null,
      autologinOpenedAt: s.opened ? new Date(new Date(s.at).getTime() + 60_000) : null,
      ftdAt: s.ftd ? new Date(s.ftd) : null,
    });
    for (let attempt = 1; attempt <= s.pushes; attempt++) {
      // a second try is the first integration's refusal before the one that took it
      const pushedTo = attempt < s.pushes ? ids.i1 : integrationId!;
      await db.insert(leadPushes).values({ leadId, integrationId: pushedTo, attempt, outcome: attempt < s.pushes || !s.accepted ? 'refused' : 'accepted', idempotencyKey: `${leadId}:${attempt}` });
    }
  }
});

describe('POST /reports/lead-funnel (admin)', () => {
  it('counts every step by integration, with the broker’s name, leads no integration had in a row of their own', async () => {
    await withStoredKeys(t, 'admin@example.com', (held) => [...held, ...STAFF_KEYS], async () => {
      const a = await funnel('admin', { group_by: 'broker' });
      expect(a).toMatchObject({ group_by: 'broker', date_by: 'registration' });
      expect(table(a)).toEqual({ [ids.i1]: [3, 3, 2, 1, 1], [ids.i2]: [2, 2, 2, 2, 2], null: [1, 0, 0, 0, 0] });
      expect(a.rows.map((r) => r.key)).toEqual([ids.i1, ids.i2, null]);
      expect(a.rows[0]).toMatchObject({ name: 'Funnel broker 1', push_rate: '100.00', accept_rate: '66.67', autologin_rate: '50.00', ftd_rate: '50.00', cr: '33.33' });
      expect(typeof a.rows[0]!.broker_name).toBe('string');
      expect(a.rows[2]).toMatchObject({ push_rate: '0.00', accept_rate: null, autologin_rate: null, ftd_rate: null, cr: '0.00' });
      expect(counts(a.total)).toEqual([6, 5, 4, 3, 3]);
      expect(a.total).toMatchObject({ push_rate: '83.33', accept_rate: '80.00', autologin_rate: '75.00', ftd_rate: '75.00', cr: '50.00' });
      expectConsistent(a);
    });
  });

  it('counts by affiliate, country and day', async () => {
    await withStoredKeys(t, 'admin@example.com', (held) => [...held, ...STAFF_KEYS], async () => {
      const byAffiliate = await funnel('admin', { group_by: 'affiliate' });
      expect(table(byAffiliate)).toEqual({ [ids.mine]: [4, 3, 3, 2, 2], [ids.outsider]: [2, 2, 1, 1, 1] });
      expect(byAffiliate.rows.every((r) => typeof r.name === 'string' && r.name.length > 0)).toBe(true);
      const byCountry = await funnel('admin', { group_by: 'country' });
      expect(table(byCountry)).toEqual({ DE: [3, 3, 2, 1, 1], GB: [2, 1, 1, 1, 1], FR: [1, 1, 1, 1, 1] });
      const byDay = await funnel('admin', { group_by: 'day' });
      expect(byDay.rows.map((r) => r.key)).toEqual(['2021-03-01', '2021-03-02', '2021-03-03']);
      expect(table(byDay)).toEqual({ '2021-03-01': [3, 3, 2, 1, 1], '2021-03-02': [2, 1, 1, 1, 1], '2021-03-03': [1, 1, 1, 1, 1] });
      for (const a of [byAffiliate, byCountry, byDay]) expectConsistent(a);
    });
  });

  it('reads days in the report’s time zone: a lead at 23:30 UTC is the next day in Berlin', async () => {
    await withStoredKeys(t, 'admin@example.com', (held) => [...held, ...STAFF_KEYS], async () => {
      const a = await funnel('admin', { group_by: 'day', time_zone: 'Europe/Berlin' });
      expect(table(a)).toEqual({ '2021-03-01': [2, 2, 2, 1, 1], '2021-03-02': [3, 2, 1, 1, 1], '2021-03-03': [1, 1, 1, 1, 1] });
      expectConsistent(a);
    });
  });

  it('by deposit date counts each FTD on its deposit’s day: one after the period leaves, one of an earlier lead comes in', async () => {
    await withStoredKeys(t, 'admin@example.com', (held) => [...held, ...STAFF_KEYS], async () => {
      const byBroker = await funnel('admin', { group_by: 'broker', date_by: 'deposit' });
      expect(byBroker.date_by).toBe('deposit');
      expect(table(byBroker)).toEqual({ [ids.i1]: [3, 3, 2, 1, 2], [ids.i2]: [2, 2, 2, 2, 1], null: [1, 0, 0, 0, 0] });
      expect(byBroker.rows[0]).toMatchObject({ ftd_rate: '100.00', cr: '66.67' });
      const byDay = await funnel('admin', { group_by: 'day', date_by: 'deposit' });
      expect(table(byDay)).toEqual({ '2021-03-01': [3, 3, 2, 1, 0], '2021-03-02': [2, 1, 1, 1, 2], '2021-03-03': [1, 1, 1, 1, 1] });
      for (const a of [byBroker, byDay]) expectConsistent(a);
    });
  });

  it('answers an empty period with no rows and zero totals', async () => {
    await withStoredKeys(t, 'admin@example.com', (held) => [...held, ...STAFF_KEYS], async () => {
      const a = await funnel('admin', { period_start: '2020-01-01', period_finish: '2020-01-02' });
      expect(a.rows).toEqual([]);
      expect(counts(a.total)).toEqual([0, 0, 0, 0, 0]);
      expect(a.total.push_rate).toBeNull();
    });
  });

  it('refuses bad input with field messages', async () => {
    const cookie = await t.cookieFor('admin');
    await withStoredKeys(t, 'admin@example.com', (held) => [...held, ...STAFF_KEYS], async () => {
      const bad = await t.call('POST', `/api/admin${PATH}`, { cookie, body: { ...PERIOD, group_by: 'offer', date_by: 'click' } });
      expect(bad.status).toBe(422);
      expect(((await bad.json()) as { field: string }[]).map((e) => e.field).sort()).toEqual(['date_by', 'group_by']);
      for (const body of [[], 'day', { group_by: ['day'] }, { time_zone: 'Mars/Base' }, { period_type: 'custom_date' }, { period_start: {}, period_type: 'custom_date' }, { ...PERIOD, period_finish: '2029-12-31' }]) {
        const r = await t.call('POST', `/api/admin${PATH}`, { cookie, body });
        // a body that is not an object is the parser's 400, the rest a 422 naming the field
        expect(r.status, JSON.stringify(body)).toBe(typeof body === 'string' ? 400 : 422);
      }
      const period = await t.call('POST', `/api/admin${PATH}`, { cookie, body: { ...PERIOD, period_finish: 'soon' } });
      expect(period.status).toBe(422);
      expect(((await period.json()) as { field: string }[]).map((e) => e.field)).toEqual(['period_finish']);
    });
  });
});

describe('the funnel’s scope', () => {
  it('shows a manager their affiliates’ leads only', async () => {
    await withStoredKeys(t, 'manager@example.com', (held) => [...held, ...STAFF_KEYS], async () => {
      const byAffiliate = await funnel('manager', { group_by: 'affiliate' });
      expect(table(byAffiliate)).toEqual({ [ids.mine]: [4, 3, 3, 2, 2] });
      const byBroker = await funnel('manager', { group_by: 'broker' });
      expect(table(byBroker)).toEqual({ [ids.i1]: [2, 2, 2, 1, 1], [ids.i2]: [1, 1, 1, 1, 1], null: [1, 0, 0, 0, 0] });
      expectConsistent(byBroker);
    });
  });

  it('refuses a manager without the push-broker view key', async () => {
    await withStoredKeys(t, 'manager@example.com', (held) => [...held.filter((k) => k !== 'UI_PushBrokers_View'), 'UI_Reports_Traffic'], async () => {
      const r = await t.call('POST', `/api/manager${PATH}`, { cookie: await t.cookieFor('manager'), body: PERIOD });
      expect(r.status).toBe(403);
    });
  });

  it('shows an affiliate their own leads by country and day, never by broker or affiliate', async () => {
    const byCountry = await funnel('affiliate', { group_by: 'country' });
    expect(table(byCountry)).toEqual({ DE: [2, 2, 2, 1, 1], GB: [2, 1, 1, 1, 1] });
    expect(byCountry.rows.every((r) => r.name === null && r.broker_name === null)).toBe(true);
    const byDay = await funnel('affiliate', { group_by: 'day', date_by: 'deposit' });
    expect(table(byDay)).toEqual({ '2021-03-01': [2, 2, 2, 1, 0], '2021-03-02': [2, 1, 1, 1, 2] });
    expectConsistent(byDay);
    const cookie = await t.cookieFor('affiliate');
    for (const group_by of ['broker', 'affiliate']) {
      const r = await t.call('POST', `/api/affiliate${PATH}`, { cookie, body: { ...PERIOD, group_by } });
      expect(r.status).toBe(422);
      expect(((await r.json()) as { field: string }[])[0]!.field).toBe('group_by');
    }
  });
});

describe('POST /reports/lead-funnel/export-csv', () => {
  it('writes the table’s rows and columns, headed in the caller’s language, and the totals row last', async () => {
    await withStoredKeys(t, 'admin@example.com', (held) => [...held, ...STAFF_KEYS], async () => {
      const cookie = await t.cookieFor('admin');
      const body = { ...PERIOD, group_by: 'broker' };
      const a = await funnel('admin', body);
      const r = await t.call('POST', `/api/admin${PATH}/export-csv`, { cookie, body });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/csv');
      expect(r.headers.get('content-disposition')).toContain('lead-funnel-broker-registration.csv');
      const [head, ...lines] = (await r.text()).replace(/^\ufeff/, '').trim().split('\r\n').map((l) => l.split(','));
      expect(head).toEqual(['Integration ID', 'Integration', 'Broker', 'Leads', 'Pushed', 'Pushed %', 'Accepted', 'Accepted of pushed %', 'Autologin opened', 'Autologin of accepted %', 'FTD', 'FTD of accepted %', 'CR (FTD of leads) %']);
      expect(lines).toHaveLength(a.rows.length + 1);
      expect(lines[0]!.slice(0, 2)).toEqual([String(ids.i1), 'Funnel broker 1']);
      expect(lines[0]!.slice(3, 5)).toEqual(['3', '3']);
      expect(lines[2]!.slice(0, 2)).toEqual(['', 'No integration']);
      expect(lines.at(-1)).toEqual(['Total', '', '', '6', '5', '83.33', '4', '80.00', '3', '75.00', '3', '75.00', '50.00']);
    });
  });
});
