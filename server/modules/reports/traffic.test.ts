import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { periodRange } from '../../../domain/dashboard/periods';
import { UserType } from '../../../domain/enums/user';
import { moderate } from '../conversions/moderationRepository';
import type { ReportDimension } from './dimensions';
import { FIXTURE_PERIOD, measuresOfSums, oracleEvents, randomOf, reportAppPerFile, sumEvents, type OracleEvent } from './fixture.test-utils';

const { t, cookies, fixture } = reportAppPerFile();

async function report(role: 'admin' | 'manager' | 'affiliate', body: object) {
  const res = await t.call('POST', `/api/${role}/reports/traffic`, { cookie: cookies[role], body: { ...FIXTURE_PERIOD, per_page: 500, ...body } });
  return { status: res.status, json: await res.json() };
}

async function oracle(timeZone: string) {
  const range = periodRange({ type: 'custom_date', start: FIXTURE_PERIOD.period_start, finish: FIXTURE_PERIOD.period_finish }, new Date(), timeZone);
  return oracleEvents(t.database.db, fixture.clickIds, timeZone, range);
}

const groupKey = (keys: readonly (string | number | null)[]) => JSON.stringify(keys);

/** The oracle's groups: key → measures, for the events that pass the filters. */
function groupsOf(events: readonly OracleEvent[], groupBy: readonly ReportDimension[], filters: Partial<Record<ReportDimension, (string | number)[]>>) {
  const kept = events.filter((e) => Object.entries(filters).every(([dim, values]) => values!.includes(e.keys[dim as ReportDimension] as string | number)));
  const groups = new Map<string, OracleEvent[]>();
  for (const e of kept) {
    const key = groupKey(groupBy.map((d) => e.keys[d]));
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return { groups: new Map([...groups].map(([k, list]) => [k, measuresOfSums(sumEvents(list))])), total: measuresOfSums(sumEvents(kept)) };
}

function expectMeasures(actual: Record<string, number>, expected: Record<string, number>, label: string) {
  for (const [m, value] of Object.entries(expected)) {
    if (!(m in actual)) continue;
    expect(actual[m], `${label} ${m}`).toBeCloseTo(value, 2);
  }
}

const DIMS: readonly ReportDimension[] = ['date', 'hour', 'offer', 'offer_group', 'advertiser', 'affiliate', 'manager', 'country', 'device_type', 'os', 'browser', 'tracking_domain', 'p1', 'p2', 'p3'];

/** Voids the first conversion, voids and unvoids the second, changes the third's amount: every moderation a rollup must follow. */
async function voidUnvoidAndChange(ids: number[], amount: string) {
  const admin = { id: fixture.adminId, userType: UserType.Admin };
  const moderateOne = (id: number, m: Parameters<typeof moderate>[3]) => moderate(t.database.db, admin, id, m, fixture.adminId, new Date());
  await moderateOne(ids[0]!, { action: 'commission_void', reason: 'fraud' });
  await moderateOne(ids[1]!, { action: 'commission_void', reason: 'fraud' });
  await moderateOne(ids[1]!, { action: 'commission_unvoid', reason: 'void_by_mistake' });
  await moderateOne(ids[2]!, { action: 'commission_change', reason: 'other', amount });
}

describe('POST /reports/traffic', () => {
  it('equals the sums over the raw clicks and conversions for random group-bys, filters and zones', async () => {
    const r = randomOf(7);
    const zones = ['UTC', 'Europe/Berlin', 'Asia/Kolkata'];
    const events = new Map<string, OracleEvent[]>();
    for (const zone of zones) events.set(zone, await oracle(zone));
    for (let round = 0; round < 24; round++) {
      const zone = r.pick(zones);
      const first = r.pick(DIMS);
      const second = r.next() < 0.5 ? r.pick(DIMS.filter((d) => d !== first)) : undefined;
      const groupBy = second ? [first, second] : [first];
      const all = events.get(zone)!;
      const filters: Partial<Record<ReportDimension, (string | number)[]>> = {};
      for (let f = Math.floor(r.next() * 3); f > 0; f--) {
        const dim = r.pick(DIMS);
        const values = [...new Set(all.map((e) => e.keys[dim]).filter((v): v is string | number => v !== null))];
        filters[dim] = [r.pick(values), r.pick(values)];
      }
      const label = `round ${round}: ${groupBy.join(' × ')} in ${zone}, filters ${JSON.stringify(filters)}`;
      const { status, json } = await report('admin', { group_by: groupBy, filters, time_zone: zone });
      expect(status, label).toBe(200);
      const want = groupsOf(all, groupBy, filters);
      const got = json.data;
      expect(got.count, label).toBe(want.groups.size);
      expectMeasures(got.total, want.total, `${label} total`);
      for (const row of got.rows) {
        const key = groupKey(groupBy.map((d) => row[d]));
        expect(want.groups.has(key), `${label} has ${key}`).toBe(true);
        expectMeasures(row, want.groups.get(key)!, `${label} ${key}`);
      }
    }
  });

  it('reads whole hours from the rollups and partial hours raw, and follows a void, an unvoid and an amount change at once', async () => {
    const period = { period_type: 'custom_time', period_start: '2021-03-02T10:17:00Z', period_finish: '2021-03-09T15:43:30Z' };
    const range = { start: new Date(period.period_start), finish: new Date(period.period_finish) };
    const cases: [ReportDimension[], string][] = [
      [['offer', 'country'], 'UTC'],
      [['date', 'device_type'], 'Europe/Berlin'],
      [['hour', 'affiliate'], 'Asia/Kolkata'],
      [['tracking_domain', 'advertiser'], 'Asia/Kolkata'],
    ];
    const check = async (stage: string) => {
      for (const [groupBy, zone] of cases) {
        const label = `${stage}: ${groupBy.join(' × ')} in ${zone}`;
        const want = groupsOf(await oracleEvents(t.database.db, fixture.clickIds, zone, range), groupBy, {});
        const got = (await report('admin', { ...period, group_by: groupBy, time_zone: zone })).json.data;
        expect(got.count, label).toBe(want.groups.size);
        expectMeasures(got.total, want.total, `${label} total`);
        for (const row of got.rows) expectMeasures(row, want.groups.get(groupKey(groupBy.map((d) => row[d])))!, `${label} ${JSON.stringify(row)}`);
      }
    };
    await check('as written');
    const ids = (
      (await t.database.db.execute(sql`SELECT id::int AS id FROM conversions WHERE transaction_status = 0 AND created_at >= ${period.period_start}::timestamptz
        AND created_at < ${period.period_finish}::timestamptz AND action IN (3, 5) ORDER BY id LIMIT 3`)) as unknown as { rows: { id: number }[] }
    ).rows.map((r) => r.id);
    expect(ids).toHaveLength(3);
    await voidUnvoidAndChange(ids, '123.45');
    await check('after moderation');
  });

  it('reads the whole days of a p1 report from the p1 rollups: they equal the raw clicks and conversions, through a void, an unvoid and an amount change', async () => {
    const period = { period_type: 'custom_time', period_start: '2021-03-02T10:17:00Z', period_finish: '2021-03-11T15:43:30Z' };
    const range = { start: new Date(period.period_start), finish: new Date(period.period_finish) };
    const cases: [ReportDimension[], string, Partial<Record<ReportDimension, (string | number)[]>>][] = [
      [['p1'], 'UTC', {}],
      [['p1', 'country'], 'UTC', {}],
      [['date', 'p1'], 'UTC', { country: ['US', 'GB'] }],
      [['offer_group', 'p1'], 'UTC', {}],
      [['p1', 'affiliate'], 'Asia/Kolkata', { p1: ['alpha', ''] }],
      [['p1', 'advertiser'], 'UTC', { manager: [fixture.people.affiliate.managerId!] }],
    ];
    const check = async (stage: string) => {
      for (const [groupBy, zone, filters] of cases) {
        const label = `${stage}: ${groupBy.join(' × ')} in ${zone}, filters ${JSON.stringify(filters)}`;
        const want = groupsOf(await oracleEvents(t.database.db, fixture.clickIds, zone, range), groupBy, filters);
        const got = (await report('admin', { ...period, group_by: groupBy, filters, time_zone: zone })).json.data;
        expect(got.count, label).toBe(want.groups.size);
        expectMeasures(got.total, want.total, `${label} total`);
        for (const row of got.rows) expectMeasures(row, want.groups.get(groupKey(groupBy.map((d) => row[d])))!, `${label} ${JSON.stringify(row)}`);
      }
      // the rollups' sums by day and p1 are the raw rows' (all of them, not only the period's)
      const [rolled, raw] = await Promise.all([
        t.database.db.execute(sql`SELECT to_char(bucket, 'YYYY-MM-DD') AS day, p1, sum(clicks)::int AS c, sum(unique_clicks)::int AS uc, sum(bad_clicks)::int AS bad
          FROM report_clicks_p1_daily GROUP BY 1, 2 HAVING sum(clicks) <> 0 OR sum(bad_clicks) <> 0 ORDER BY 1, 2`),
        t.database.db.execute(sql`SELECT to_char(date_trunc('day', clicked_at, 'UTC'), 'YYYY-MM-DD') AS day, COALESCE(p1, '') AS p1, count(*) FILTER (WHERE refusal IS NULL)::int AS c,
          count(*) FILTER (WHERE refusal IS NULL AND is_unique)::int AS uc, count(*) FILTER (WHERE refusal IS NOT NULL)::int AS bad FROM clicks GROUP BY 1, 2 ORDER BY 1, 2`),
      ]);
      expect((rolled as unknown as { rows: unknown[] }).rows, `${stage}: click rollup`).toEqual((raw as unknown as { rows: unknown[] }).rows);
    };
    await check('as written');
    const ids = (
      (await t.database.db.execute(sql`SELECT id::int AS id FROM conversions WHERE transaction_status = 0 AND created_at >= '2021-03-04'::timestamptz
        AND created_at < '2021-03-10'::timestamptz AND action IN (3, 5) ORDER BY id DESC LIMIT 3`)) as unknown as { rows: { id: number }[] }
    ).rows.map((r) => r.id);
    expect(ids).toHaveLength(3);
    await voidUnvoidAndChange(ids, '67.89');
    await check('after moderation');
  });

  it('sorts on a measure or a dimension, pages, and names the keys', async () => {
    const page1 = (await report('admin', { group_by: ['offer'], sort: '-click_count', per_page: 2 })).json.data;
    const page2 = (await report('admin', { group_by: ['offer'], sort: '-click_count', per_page: 2, page: 2 })).json.data;
    const clicks = [...page1.rows, ...page2.rows].map((r: { click_count: number }) => r.click_count);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    expect(page1.count).toBe(page2.count);
    expect(page1.rows[0].offer_name).toEqual(expect.any(String));
    const byDate = (await report('admin', { group_by: ['date'], sort: '-date' })).json.data.rows.map((r: { date: string }) => r.date);
    expect(byDate).toEqual([...byDate].sort().reverse());
    expect(byDate.length).toBeGreaterThan(5);
  });

  it('drills from a p3 row into its countries: the pieces add up to the row', async () => {
    const byP3 = (await report('admin', { group_by: ['p3'] })).json.data.rows as Record<string, number | string>[];
    const row = byP3.find((r) => r.p3 === 'k2')!;
    expect(row.click_count).toBeGreaterThan(0);
    const deeper = (await report('admin', { group_by: ['country'], filters: { p3: 'k2' } })).json.data;
    expectMeasures(deeper.total, row as Record<string, number>, 'p3 k2 drilled');
    const sum = deeper.rows.reduce((s: number, r: { click_count: number }) => s + r.click_count, 0);
    expect(sum).toBe(row.click_count);
    // an empty sub-id is its own key '' (shown as a dash)
    expect(byP3.some((r) => r.p3 === '')).toBe(true);
  });

  it('keeps a manager to their affiliates and an affiliate to their own rows, without revenue', async () => {
    const events = await oracle('UTC');
    const managerId = fixture.people.affiliate.managerId!;
    const mine = events.filter((e) => e.keys.affiliate === fixture.people.affiliate.id || e.keys.affiliate === fixture.people.sameManager.id);
    const asManager = (await report('manager', { group_by: ['affiliate'], time_zone: 'UTC' })).json.data;
    expect(asManager.rows.map((r: { affiliate: number }) => r.affiliate).sort()).toEqual([fixture.people.affiliate.id, fixture.people.sameManager.id].sort());
    expectMeasures(asManager.total, measuresOfSums(sumEvents(mine)), 'manager total');
    expect(managerId).toBeGreaterThan(0);

    const own = events.filter((e) => e.keys.affiliate === fixture.people.affiliate.id);
    const asAffiliate = (await report('affiliate', { group_by: ['p1'], time_zone: 'UTC' })).json.data;
    expectMeasures(asAffiliate.total, measuresOfSums(sumEvents(own)), 'affiliate total');
    expect(asAffiliate.measures).not.toContain('revenue');
    expect(asAffiliate.total).not.toHaveProperty('revenue');
    expect(asAffiliate.rows[0]).not.toHaveProperty('system_profit');
    expect((await report('affiliate', { group_by: ['advertiser'] })).status).toBe(422);
    expect((await report('affiliate', { sort: '-revenue' })).status).toBe(422);
  });

  it('answers bad bodies with 422 and the field', async () => {
    const cases: [object, string][] = [
      [{ group_by: ['nope'] }, 'group_by.0'],
      [{ group_by: ['offer', 'country', 'p1'] }, 'group_by'],
      [{ group_by: ['offer', 'offer'] }, 'group_by'],
      [{ filters: { offer: 'abc' } }, 'filters.offer'],
      [{ filters: { hour: 24 } }, 'filters.hour'],
      [{ filters: { planet: 'mars' } }, 'filters.planet'],
      [{ sort: 'nonsense' }, 'sort'],
      [{ period_start: '2021-13-45' }, 'period_start'],
    ];
    for (const [body, field] of cases) {
      const { status, json } = await report('admin', body);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(json.map((e: { field: string }) => e.field), JSON.stringify(body)).toContain(field);
    }
  });
});

describe('POST /reports/global', () => {
  it('shows a manager the whole network by the dimensions that name no affiliate, and refuses the others', async () => {
    const events = await oracle('UTC');
    const res = await t.call('POST', '/api/manager/reports/global', { cookie: cookies.manager, body: { ...FIXTURE_PERIOD, time_zone: 'UTC', group_by: ['offer', 'country'], per_page: 500 } });
    expect(res.status).toBe(200);
    const data = (await res.json()).data;
    // every affiliate's traffic, not only the manager's own
    expectMeasures(data.total, measuresOfSums(sumEvents(events)), 'global total');
    const own = (await report('manager', { group_by: ['offer'], time_zone: 'UTC' })).json.data;
    expect(data.total.click_count).toBeGreaterThan(own.total.click_count);
    const want = groupsOf(events, ['offer', 'country'], {});
    expect(data.count).toBe(want.groups.size);
    for (const row of data.rows) expectMeasures(row, want.groups.get(groupKey([row.offer, row.country]))!, `global ${row.offer} ${row.country}`);
    for (const body of [{ group_by: ['affiliate'] }, { group_by: ['p1'] }, { filters: { manager: 1 } }]) {
      const refused = await t.call('POST', '/api/manager/reports/global', { cookie: cookies.manager, body: { ...FIXTURE_PERIOD, ...body } });
      expect(refused.status, JSON.stringify(body)).toBe(422);
    }
    const csv = await t.call('POST', '/api/manager/reports/global/export-csv', { cookie: cookies.manager, body: { ...FIXTURE_PERIOD, time_zone: 'UTC', group_by: ['offer', 'country'] } });
    expect((await csv.text()).replace(/^\ufeff/, '').trim().split('\r\n')).toHaveLength(data.count + 1);
  });
});

describe('POST /reports/traffic/export-csv', () => {
  it('streams the same rows as the report', async () => {
    const body = { ...FIXTURE_PERIOD, group_by: ['offer', 'country'], sort: 'offer' };
    const data = (await report('admin', body)).json.data;
    const res = await t.call('POST', '/api/admin/reports/traffic/export-csv', { cookie: cookies.admin, body });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['Offer ID', 'Offer', 'Country', 'Clicks']);
    expect(lines).toHaveLength(data.count + 1);
    const clicksOf = (line: string) => Number(line.split(',')[3]);
    expect(lines.slice(1).map(clicksOf)).toEqual(data.rows.map((r: { click_count: number }) => r.click_count));
  });

  it('refuses a bad filter before the first byte', async () => {
    const res = await t.call('POST', '/api/admin/reports/traffic/export-csv', { cookie: cookies.admin, body: { period_type: 'custom_date', period_start: '2026-13-45' } });
    expect(res.status).toBe(422);
  });
});
