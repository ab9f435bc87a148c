import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKSPACE_FEATURES } from '../../../domain/permissions/features';
import { leads, offers, trackingDomains, users } from '../../db/schema';
import { saveGeneralSettings } from '../settings/settingsRepository';
import { newClickId, type ClickRecord } from '../tracker/clickRecord';
import { writeClicks } from '../tracker/clickStore';
import { serverAppPerFile } from '../../../test/serverTest';

// The click-type report (spec 4 §1): clicks and lead-distribution leads of each kind, counted in
// the traffic report, its CSV and the dashboard's lead figures, per scope.

const t = serverAppPerFile();
const APRIL = { period_type: 'custom_date', period_start: '2021-04-01', period_finish: '2021-04-10', time_zone: 'UTC' } as const;
type Role = 'admin' | 'manager' | 'affiliate';
const cookies = {} as Record<Role, string>;

interface FixtureLead {
  who: 'A' | 'B' | 'C';
  status: string;
  created: string;
  ftd?: string;
  country: string;
  offer: 0 | 1;
}

// A and B are the demo manager's affiliates, C another manager's
const LEADS: FixtureLead[] = [
  { who: 'A', status: 'LEAD', created: '2021-04-02T10:00:00Z', country: 'US', offer: 0 },
  { who: 'A', status: 'ACCEPTED', created: '2021-04-02T11:00:00Z', country: 'US', offer: 0 },
  // came before the period, deposited in it: an FTD of the period, not a lead of it
  { who: 'A', status: 'FTD', created: '2021-03-28T09:00:00Z', ftd: '2021-04-03T12:00:00Z', country: 'US', offer: 1 },
  // came in the period, deposited after it: a lead of the period, not an FTD of it
  { who: 'A', status: 'FTD', created: '2021-04-02T12:00:00Z', ftd: '2021-04-12T12:00:00Z', country: 'DE', offer: 0 },
  { who: 'A', status: 'VALIDATION_FAILED', created: '2021-04-03T08:00:00Z', country: 'US', offer: 0 },
  { who: 'A', status: 'REGISTRATION_FAILED', created: '2021-04-03T23:30:00Z', country: 'DE', offer: 1 },
  { who: 'A', status: 'LEAD', created: '2021-04-11T08:00:00Z', country: 'US', offer: 0 },
  { who: 'B', status: 'FTD', created: '2021-04-04T10:00:00Z', ftd: '2021-04-05T10:00:00Z', country: 'DE', offer: 1 },
  { who: 'B', status: 'VALIDATION_FAILED', created: '2021-04-05T10:00:00Z', country: 'DE', offer: 1 },
  { who: 'C', status: 'REGISTRATION_FAILED', created: '2021-04-02T10:00:00Z', country: 'GB', offer: 0 },
  { who: 'C', status: 'LEAD', created: '2021-04-06T10:00:00Z', country: 'GB', offer: 0 },
  { who: 'C', status: 'FTD', created: '2021-04-06T11:00:00Z', ftd: '2021-04-07T11:00:00Z', country: 'GB', offer: 1 },
];
const CLICKS: { who: 'A' | 'B' | 'C'; at: string; country: string; offer: 0 | 1; refused?: boolean }[] = [
  { who: 'A', at: '2021-04-02T09:00:00Z', country: 'US', offer: 0 },
  { who: 'A', at: '2021-04-02T09:30:00Z', country: 'US', offer: 0 },
  { who: 'A', at: '2021-04-03T07:00:00Z', country: 'DE', offer: 1 },
  { who: 'A', at: '2021-04-03T07:05:00Z', country: 'DE', offer: 1, refused: true },
  { who: 'B', at: '2021-04-04T09:00:00Z', country: 'DE', offer: 1 },
  { who: 'B', at: '2021-04-05T09:00:00Z', country: 'DE', offer: 1 },
  ...Array.from({ length: 4 }, (_, i) => ({ who: 'C' as const, at: `2021-04-0${2 + i}T09:00:00Z`, country: 'GB', offer: 0 as const })),
];

const ids = { A: 0, B: 0, C: 0 };
let offerIds: number[] = [];

beforeAll(async () => {
  const db = t.database.db;
  const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;
  const people = { A: await byEmail('affiliate@example.com'), B: await byEmail('affiliate2@example.com'), C: await byEmail('affiliate3@example.com') };
  const manager = await byEmail('manager@example.com');
  expect([people.A.managerId, people.B.managerId]).toEqual([manager.id, manager.id]);
  expect(people.C.managerId).not.toBe(manager.id);
  Object.assign(ids, { A: people.A.id, B: people.B.id, C: people.C.id });
  offerIds = (await db.select({ id: offers.id }).from(offers).orderBy(asc(offers.id)).limit(2)).map((o) => o.id);
  const [domain] = await db.select({ id: trackingDomains.id }).from(trackingDomains).limit(1);
  await writeClicks(
    db,
    CLICKS.map((c) => ({
      click_id: newClickId(),
      clicked_at: c.at,
      offer_id: offerIds[c.offer]!,
      affiliate_id: ids[c.who],
      manager_id: people[c.who].managerId ?? 0,
      tracking_domain_id: domain!.id,
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i + 1}`, null])),
      ip: '198.51.100.7',
      country: c.country,
      device_type: 1,
      os: 'Android',
      browser: 'Chrome',
      referrer: '',
      refusal: c.refused ? 'offer_paused' : null,
    }) as ClickRecord),
  );
  await db.insert(leads).values(
    LEADS.map((l) => ({
      id: randomUUID(),
      offerId: offerIds[l.offer]!,
      affiliateId: ids[l.who],
      status: l.status,
      country: l.country,
      createdAt: new Date(l.created),
      ftdAt: l.ftd ? new Date(l.ftd) : null,
    })),
  );
  for (const role of ['admin', 'manager', 'affiliate'] as const) cookies[role] = await t.cookieFor(role);
});

const SCOPE: Record<Role, readonly ('A' | 'B' | 'C')[]> = { admin: ['A', 'B', 'C'], manager: ['A', 'B'], affiliate: ['A'] };
type Dim = 'date' | 'offer' | 'affiliate' | 'country';
const START = Date.parse('2021-04-01T00:00:00Z');
const FINISH = Date.parse('2021-04-11T00:00:00Z');
const inPeriod = (iso: string | undefined) => iso !== undefined && Date.parse(iso) >= START && Date.parse(iso) < FINISH;

/** The counts worked out here, one event at a time: key → { measure: count }. */
function oracle(role: Role, dim: Dim | null): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  const add = (key: string, measure: string) => {
    const row = out.get(key) ?? { click_count: 0, received_lead_count: 0, lead_ftd_count: 0, validation_failed_count: 0, registration_failed_count: 0 };
    row[measure]! += 1;
    out.set(key, row);
  };
  const keyOf = (who: 'A' | 'B' | 'C', at: string, country: string, offer: 0 | 1) =>
    dim === null ? '' : dim === 'date' ? formatInTimeZone(new Date(at), 'UTC', 'yyyy-MM-dd') : dim === 'offer' ? String(offerIds[offer]) : dim === 'affiliate' ? String(ids[who]) : country;
  for (const c of CLICKS) if (SCOPE[role].includes(c.who) && inPeriod(c.at) && !c.refused) add(keyOf(c.who, c.at, c.country, c.offer), 'click_count');
  for (const l of LEADS) {
    if (!SCOPE[role].includes(l.who)) continue;
    if (inPeriod(l.created)) {
      const key = keyOf(l.who, l.created, l.country, l.offer);
      add(key, 'received_lead_count');
      if (l.status === 'VALIDATION_FAILED') add(key, 'validation_failed_count');
      if (l.status === 'REGISTRATION_FAILED') add(key, 'registration_failed_count');
    }
    if (inPeriod(l.ftd)) add(keyOf(l.who, l.ftd!, l.country, l.offer), 'lead_ftd_count');
  }
  return out;
}

const CLICK_TYPES = ['click_count', 'received_lead_count', 'lead_ftd_count', 'validation_failed_count', 'registration_failed_count'] as const;
const pick = (row: Record<string, unknown>) => Object.fromEntries(CLICK_TYPES.map((m) => [m, row[m]]));

async function report(role: Role, body: object) {
  const res = await t.call('POST', `/api/${role}/reports/traffic`, { cookie: cookies[role], body: { ...APRIL, per_page: 500, ...body } });
  expect(res.status).toBe(200);
  return (await res.json()).data as { rows: Record<string, unknown>[]; total: Record<string, number>; measures: string[] };
}

describe('the click-type counts of the traffic report', () => {
  it('are exact per scope, in total and by day, offer, affiliate and country', async () => {
    // hand-counted, so that the oracle is checked too
    expect(oracle('admin', null).get('')).toEqual({ click_count: 9, received_lead_count: 10, lead_ftd_count: 3, validation_failed_count: 2, registration_failed_count: 2 });
    expect(oracle('manager', null).get('')).toEqual({ click_count: 5, received_lead_count: 7, lead_ftd_count: 2, validation_failed_count: 2, registration_failed_count: 1 });
    for (const role of ['admin', 'manager', 'affiliate'] as const) {
      for (const dim of ['date', 'offer', 'affiliate', 'country'] as const) {
        if (role === 'affiliate' && dim === 'affiliate') continue;
        const answer = await report(role, { group_by: [dim] });
        expect(answer.measures).toEqual(expect.arrayContaining([...CLICK_TYPES]));
        expect(pick(answer.total), `${role} total`).toEqual(oracle(role, null).get(''));
        const expected = oracle(role, dim);
        const got = new Map(answer.rows.map((r) => [String(r[dim]), pick(r)]));
        expect(Object.fromEntries(got), `${role} by ${dim}`).toEqual(Object.fromEntries(expected));
      }
    }
  });

  it('a manager never sees another manager\u2019s affiliates\u2019 leads, even filtered to them', async () => {
    const answer = await report('manager', { group_by: ['country'], filters: { affiliate: [ids.C] } });
    expect(answer.rows).toEqual([]);
    expect(pick(answer.total)).toEqual({ click_count: 0, received_lead_count: 0, lead_ftd_count: 0, validation_failed_count: 0, registration_failed_count: 0 });
  });

  it('counts a day in the caller\u2019s zone and keeps two group-bys and filters', async () => {
    // 23:30 UTC on the 3rd is the 4th in Kolkata
    const kolkata = await report('admin', { time_zone: 'Asia/Kolkata', group_by: ['date'], filters: { country: ['DE'] } });
    const day4 = kolkata.rows.find((r) => r.date === '2021-04-04')!;
    expect(day4.registration_failed_count).toBe(1);
    const both = await report('admin', { group_by: ['affiliate', 'country'] });
    const aUs = both.rows.find((r) => r.affiliate === ids.A && r.country === 'US')!;
    expect(pick(aUs)).toEqual({ click_count: 2, received_lead_count: 3, lead_ftd_count: 1, validation_failed_count: 1, registration_failed_count: 0 });
  });

  it('sorts by a click-type count', async () => {
    const answer = await report('admin', { group_by: ['affiliate'], sort: '-received_lead_count' });
    expect(answer.rows.map((r) => r.affiliate)).toEqual([ids.A, ids.C, ids.B]);
  });

  it('the CSV carries the same counts under their headings', async () => {
    const res = await t.call('POST', '/api/manager/reports/traffic/export-csv', { cookie: cookies.manager, body: { ...APRIL, group_by: ['country'] } });
    expect(res.status).toBe(200);
    const lines = (await res.text()).replace(/^\ufeff/, '').trim().split(/\r?\n/).map((l) => l.split(','));
    const header = lines[0]!;
    for (const heading of ['Clicks', 'Leads received', 'Lead FTDs', 'Validation failed', 'Registration failed']) expect(header).toContain(heading);
    const screen = await report('manager', { group_by: ['country'] });
    for (const row of screen.rows) {
      const line = lines.find((l) => l[0] === row.country)!;
      expect(line[header.indexOf('Leads received')]).toBe(String(row.received_lead_count));
      expect(line[header.indexOf('Lead FTDs')]).toBe(String(row.lead_ftd_count));
      expect(line[header.indexOf('Validation failed')]).toBe(String(row.validation_failed_count));
      expect(line[header.indexOf('Registration failed')]).toBe(String(row.registration_failed_count));
    }
  });
});

describe('POST /dashboard/lead-figures', () => {
  const figures = async (role: Role, cookie = cookies[role]) => {
    const res = await t.call('POST', `/api/${role}/dashboard/lead-figures`, { cookie, body: APRIL });
    return { status: res.status, data: (await res.json()).data };
  };

  it('answers the report\u2019s counts for the period and the one before, per scope', async () => {
    for (const role of ['admin', 'manager', 'affiliate'] as const) {
      const { status, data } = await figures(role);
      expect(status).toBe(200);
      const o = oracle(role, null).get('')!;
      expect(data).toMatchObject({
        enabled: true,
        leads: o.received_lead_count,
        ftds: o.lead_ftd_count,
        validation_failed: o.validation_failed_count,
        registration_failed: o.registration_failed_count,
      });
      // the ten days before: A's lead of 28 March, deposited later
      expect(data.previous).toEqual({ leads: 1, ftds: 0, validation_failed: 0, registration_failed: 0 });
    }
  });

  it('with lead distribution switched off: no lead measures in the report and no figures, never a 403', async () => {
    await saveGeneralSettings(t.database.db, { workspace_features: DEFAULT_WORKSPACE_FEATURES.filter((f) => f !== 'push_brokers') }, new Date());
    try {
      const cookie = await t.cookieFor('manager');
      const { status, data } = await figures('manager', cookie);
      expect(status).toBe(200);
      expect(data).toMatchObject({ enabled: false });
      expect(data).not.toHaveProperty('leads');
      const res = await t.call('POST', '/api/manager/reports/traffic', { cookie, body: { ...APRIL, group_by: ['date'] } });
      const answer = (await res.json()).data;
      expect(answer.measures).toContain('click_count');
      expect(answer.measures).not.toContain('received_lead_count');
      expect(answer.total).not.toHaveProperty('lead_ftd_count');
    } finally {
      await saveGeneralSettings(t.database.db, { workspace_features: [...DEFAULT_WORKSPACE_FEATURES] }, new Date());
    }
  });

  it('refuses a bad period with its field', async () => {
    const res = await t.call('POST', '/api/admin/dashboard/lead-figures', { cookie: cookies.admin, body: { period_type: 'custom_date', period_start: 'soon' } });
    expect(res.status).toBe(422);
  });
});
