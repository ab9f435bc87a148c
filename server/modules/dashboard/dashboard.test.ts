import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { CHART_METRIC_KEYS, CHART_METRICS, type MeasureField } from '../../../domain/dashboard/measures';
import { saveGeneralSettings } from '../settings/settingsRepository';
import { DEFAULT_WORKSPACE_FEATURES } from '../../../domain/permissions/features';
import { createTestApp, type TestApp } from '../../../test/serverApp';
import { expected, inRange, managerOf, writeFixture, type People } from './fixture.test-utils';
import type { TrafficEventInput } from '../traffic/trafficRepository';

let t: TestApp;
let people: People;
let events: TrafficEventInput[];
let managers: Map<number, number>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'manager', 'affiliate'] as const) cookies[role] = await t.cookieFor(role);
  ({ people, events } = await writeFixture(t.database.db));
  managers = await managerOf(t.database.db, [...new Set(events.map((e) => e.affiliateId))]);
});
afterAll(() => t.close());

const MARCH = { period_type: 'custom_date', period_start: '2021-03-01', period_finish: '2021-03-31' };

async function post(role: 'admin' | 'manager' | 'affiliate', path: string, body: object = MARCH) {
  const res = await t.call('POST', `/api/${role}/dashboard${path}`, { cookie: cookies[role], body });
  return { status: res.status, json: await res.json() };
}

async function countAffiliates(where: SQL): Promise<number> {
  const result = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE user_type = 2 AND ${where}`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

const ofManager = (id: number) => events.filter((e) => managers.get(e.affiliateId) === id);
const ofAffiliate = (id: number) => events.filter((e) => e.affiliateId === id);

describe('POST /dashboard/measure/{metric}-chart', () => {
  it.each(CHART_METRIC_KEYS)('answers %s as computed from the raw events, per day and in total', async (metric) => {
    const field = CHART_METRICS[metric] as MeasureField;
    const { status, json } = await post('admin', `/measure/${metric}-chart`);
    expect(status).toBe(200);
    const data = json.data;
    expect(data).toMatchObject({ metric, field, period: { type: 'custom_date', group_by: 'day', time_zone: 'UTC' } });
    expect(data.total).toBe(expected(events)[field]);
    expect(data.points).toHaveLength(31);
    for (const point of data.points) {
      const day = point.label as string;
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
      expect(point.value, `${metric} on ${day}`).toBe(expected(inRange(events, `${day}T00:00:00Z`, next))[field]);
    }
    expect(data.previous_total).toBe(0);
  });

  it('covers only the manager’s affiliates for a manager', async () => {
    for (const metric of ['click', 'commission', 'revenue', 'profit', 'cr'] as const) {
      const field = CHART_METRICS[metric] as MeasureField;
      const { json } = await post('manager', `/measure/${metric}-chart`);
      expect(json.data.total).toBe(expected(ofManager(people.manager.id))[field]);
    }
    expect(ofManager(people.manager.id).length).toBeLessThan(events.length);
  });

  it('covers only the affiliate themselves, whose profit is their commission, and never shows revenue', async () => {
    const own = ofAffiliate(people.affiliate.id);
    for (const metric of ['click', 'lead', 'sale', 'commission', 'epc', 'cr', 'cl-rate'] as const) {
      const { json } = await post('affiliate', `/measure/${metric}-chart`);
      expect(json.data.total).toBe(expected(own)[CHART_METRICS[metric] as MeasureField]);
    }
    const profit = await post('affiliate', '/measure/profit-chart');
    expect(profit.json.data).toMatchObject({ field: 'commission', total: expected(own).commission });
    expect((await post('affiliate', '/measure/revenue-chart')).status).toBe(403);
    expect((await post('affiliate', '/measure/roi-chart')).status).toBe(403);
  });

  it('counts an event at 23:30 UTC on the next day for a UTC+2 user', async () => {
    const body = { period_type: 'custom_date', period_start: '2021-03-10', period_finish: '2021-03-11', group_by: 'day' };
    const utc = (await post('admin', '/measure/sale-chart', body)).json.data;
    expect(utc.points.map((p: { value: number }) => p.value)).toEqual([1, 0]);
    const plus2 = (await post('admin', '/measure/sale-chart', { ...body, time_zone: 'Africa/Johannesburg' })).json.data;
    expect(plus2.period.start).toBe('2021-03-09T22:00:00.000Z');
    expect(plus2.points.map((p: { value: number }) => p.value)).toEqual([0, 1]);
  });

  it('uses the user’s own time zone, and is exact for a +05:30 zone and for custom times', async () => {
    await t.call('PUT', '/api/manager/me', { cookie: cookies.manager, body: { time_zone: 'Asia/Kolkata' } });
    const own = ofManager(people.manager.id);
    const day = (await post('manager', '/measure/lead-chart', { period_type: 'custom_date', period_start: '2021-03-11', period_finish: '2021-03-11' })).json.data;
    expect(day.period).toMatchObject({ start: '2021-03-10T18:30:00.000Z', time_zone: 'Asia/Kolkata', group_by: 'hour' });
    expect(day.total).toBe(expected(inRange(own, '2021-03-10T18:30:00Z', '2021-03-11T18:30:00Z')).lead_count);
    expect(day.points).toHaveLength(24);
    await t.call('PUT', '/api/manager/me', { cookie: cookies.manager, body: { time_zone: 'UTC' } });

    const custom = { period_type: 'custom_time', period_start: '2021-03-01T08:05:00Z', period_finish: '2021-03-10T23:40:00+00:00' };
    const clicks = (await post('admin', '/measure/click-chart', custom)).json.data;
    expect(clicks.total).toBe(expected(inRange(events, '2021-03-01T08:05:00Z', '2021-03-10T23:40:00Z')).click_count);
    const commission = (await post('admin', '/measure/commission-chart', custom)).json.data;
    expect(commission.total).toBe(expected(inRange(events, '2021-03-01T08:05:00Z', '2021-03-10T23:40:00Z')).commission);
  });

  it('is exact for any custom time, whatever the pieces it is read from', async () => {
    const base = Date.parse('2021-02-27T00:00:00Z');
    for (let i = 1; i <= 12; i++) {
      // a repeatable spread of starts and lengths, from minutes to five weeks
      const start = base + ((i * 7919 * 60_000) % (35 * 86_400_000));
      const finish = start + ((i * i * 104_729 * 60_000) % (36 * 86_400_000)) + 60_000;
      const [from, to] = [new Date(start).toISOString(), new Date(finish).toISOString()];
      for (const [role, list] of [['admin', events], ['manager', ofManager(people.manager.id)]] as const) {
        const data = (await post(role, '/measure/commission-chart', { period_type: 'custom_time', period_start: from, period_finish: to })).json.data;
        expect(data.total, `${role} ${from} – ${to}`).toBe(expected(inRange(list, from, to)).commission);
      }
      const rows = (await post('admin', '/offer/country', { period_type: 'custom_time', period_start: from, period_finish: to, per_page: 100 })).json.data;
      expect(rows.total.click_count, `countries ${from} – ${to}`).toBe(expected(inRange(events, from, to)).click_count);
    }
  });

  it('compares with the period just before', async () => {
    const april = { period_type: 'custom_date', period_start: '2021-04-01', period_finish: '2021-04-30' };
    const { json } = await post('admin', '/measure/commission-chart', april);
    expect(json.data.total).toBe(0);
    expect(json.data.previous_total).toBe(expected(inRange(events, '2021-03-02T00:00:00Z', '2021-04-01T00:00:00Z')).commission);
  });

  it('refuses a bad filter with 422 field messages', async () => {
    const bad = await post('admin', '/measure/click-chart', { period_type: 'someday', group_by: 'year', time_zone: 'Mars/Base' });
    expect(bad.status).toBe(422);
    expect(bad.json.map((e: { field: string }) => e.field).sort()).toEqual(['group_by', 'period_type', 'time_zone']);
    const missing = await post('admin', '/measure/click-chart', { period_type: 'custom_date', period_finish: '2021-03-01' });
    expect(missing.status).toBe(422);
    expect(missing.json).toEqual([{ field: 'period_start', message: expect.any(String) }]);
    const tooFine = await post('admin', '/measure/click-chart', { ...MARCH, period_finish: '2021-12-31', group_by: 'hour' });
    expect(tooFine.status).toBe(422);
  });

  it('defaults to today', async () => {
    const { json } = await post('admin', '/measure/click-chart', {});
    expect(json.data.period.type).toBe('today');
    expect(json.data.period.group_by).toBe('hour');
  });
});

describe('rankings', () => {
  const grouped = (list: TrafficEventInput[], key: (e: TrafficEventInput) => string) => {
    const map = new Map<string, TrafficEventInput[]>();
    for (const e of list) map.set(key(e), [...(map.get(key(e)) ?? []), e]);
    return map;
  };

  it('POST /dashboard/offer/country sorts by any measure, Top or Bottom', async () => {
    const byCountry = grouped(events, (e) => e.country);
    const top = (await post('admin', '/offer/country', { ...MARCH, sort: '-commission' })).json.data;
    expect(top.sort).toBe('-commission');
    expect(top.count).toBe(byCountry.size);
    const want = [...byCountry].map(([k, list]) => ({ key: k, ...expected(list) })).sort((a, b) => b.commission - a.commission);
    expect(top.rows.map((r: { key: string }) => r.key)).toEqual(want.map((w) => w.key));
    for (const row of top.rows) expect(row).toMatchObject(want.find((w) => w.key === row.key)!);
    expect(top.total).toEqual(expected(events));
    const bottom = (await post('admin', '/offer/country', { ...MARCH, sort: 'commission', per_page: 2 })).json.data;
    expect(bottom.rows.map((r: { key: string }) => r.key)).toEqual(want.map((w) => w.key).reverse().slice(0, 2));
  });

  it('answers offers, offer groups, languages and affiliates, each from the rollups', async () => {
    const cases: Array<[string, (e: TrafficEventInput) => string]> = [
      ['/offer/offer', (e) => String(e.offerId)],
      ['/offer/offer-group', (e) => String(people.offers.find((o) => o.id === e.offerId)!.offerGroupId)],
      ['/user/language', () => 'en'],
      ['/user/affiliate', (e) => String(e.affiliateId)],
      ['/user/manager', (e) => String(managers.get(e.affiliateId))],
    ];
    for (const [path, key] of cases) {
      const data = (await post('admin', path, { ...MARCH, per_page: 100 })).json.data;
      const want = grouped(events, key);
      expect(data.rows.length, path).toBe(want.size);
      for (const row of data.rows) expect(row, path).toMatchObject(expected(want.get(row.key)!));
    }
    const offer = (await post('admin', '/offer/offer', MARCH)).json.data.rows[0];
    expect(offer.name).toBe(people.offers.find((o) => String(o.id) === offer.key)!.name);
  });

  it('a manager ranks only their affiliates’ traffic; sort defaults to Top sale_count', async () => {
    const own = ofManager(people.manager.id);
    const data = (await post('manager', '/offer/country', MARCH)).json.data;
    expect(data.sort).toBe('-sale_count');
    expect(data.total).toEqual(expected(own));
    const affiliates = (await post('manager', '/user/affiliate', MARCH)).json.data;
    expect(affiliates.rows.map((r: { key: string }) => Number(r.key)).sort()).toEqual([...new Set(own.map((e) => e.affiliateId))].sort());
    expect((await post('manager', '/user/manager')).status).toBe(403);
    expect((await post('affiliate', '/offer/country')).status).toBe(403);
  });

  it('the managers table lists every manager with affiliates and active affiliates', async () => {
    const data = (await post('admin', '/affiliate-manager/table', MARCH)).json.data;
    expect(data.rows).toHaveLength(4);
    const mine = data.rows.find((r: { key: string }) => r.key === String(people.manager.id));
    const managed = await countAffiliates(sql`manager_id = ${people.manager.id}`);
    expect(mine).toMatchObject({ ...expected(ofManager(people.manager.id)), affiliates_count: managed, active_affiliates: 2 });
    expect(mine.name).toBe('Max Manager');
  });

  it('pie and linear charts by affiliate and by manager', async () => {
    const pie = (await post('admin', '/affiliate/pie-clicks', MARCH)).json.data;
    expect(pie.total).toBe(expected(events).click_count);
    expect(pie.slices[0]).toMatchObject({ key: String(people.affiliate.id), value: 14, share: 50 });
    const linear = (await post('admin', '/affiliate/linear', { ...MARCH, performance_by: 'click_count', per_page: 2 })).json.data;
    expect(linear.series).toHaveLength(2);
    expect(linear.series[0].points).toHaveLength(31);
    expect(linear.series[0].points.reduce((s: number, p: { value: number }) => s + p.value, 0)).toBe(14);
    const byManager = (await post('admin', '/affiliate-manager/linear', { ...MARCH, performance_by: 'commission' })).json.data;
    expect(byManager.series[0].total).toBe(Math.max(...[...new Set(managers.values())].map((m) => expected(ofManager(m)).commission)));
    const managerPie = (await post('admin', '/affiliate-manager/pie', { ...MARCH, performance_by: 'sale_count' })).json.data;
    expect(managerPie.total).toBe(4);
  });
});

describe('affiliate request funnel', () => {
  it('counts new, pending and approved affiliates by registration, and active affiliates by traffic', async () => {
    const year = { period_type: 'last_year' };
    const since = sql`created_at >= now() - interval '360 days'`;
    const all = await countAffiliates(since);
    expect(all).toBeGreaterThan(0);
    expect((await post('admin', '/new-user-request-chart', year)).json.data.total).toBe(all);
    expect((await post('manager', '/new-user-request-chart', year)).json.data.total).toBe(await countAffiliates(sql`${since} AND manager_id = ${people.manager.id}`));
    expect((await post('admin', '/approved-affiliate-chart', year)).json.data.total).toBe(await countAffiliates(sql`${since} AND registration_status IN (1, 10)`));
    expect((await post('admin', '/pending-user-request-chart', year)).json.data.total).toBe(await countAffiliates(sql`${since} AND registration_status = 0`));
    const active = (await post('admin', '/active-affiliate-chart', MARCH)).json.data;
    expect(active.total).toBe(3);
    expect(active.points[0].value).toBe(2);
    expect((await post('manager', '/active-affiliate-chart', MARCH)).json.data.total).toBe(2);
  });
});

describe('lines of the top affiliates and managers', () => {
  const keyOf = { '/affiliate/linear': (e: TrafficEventInput) => e.affiliateId, '/affiliate-manager/linear': (e: TrafficEventInput) => managers.get(e.affiliateId)! };
  it.each([
    ['/affiliate/linear', 'click_count', { ...MARCH, time_zone: 'Asia/Kolkata' }],
    ['/affiliate/linear', 'commission', { ...MARCH, time_zone: 'Europe/Berlin', group_by: 'week' }],
    ['/affiliate-manager/linear', 'revenue', { ...MARCH, time_zone: 'Asia/Kolkata' }],
    // 72 hourly buckets in UTC
    ['/affiliate/linear', 'lead_count', { period_type: 'custom_date', period_start: '2021-03-01', period_finish: '2021-03-03', group_by: 'hour' }],
  ] as const)('%s by %s: the top keys of the period, each bucket as computed from the raw events', async (path, field, period) => {
    const data = (await post('admin', path, { ...period, performance_by: field, per_page: 2 })).json.data;
    const inPeriod = inRange(events, data.period.start, data.period.finish);
    const keys = [...new Set(inPeriod.map(keyOf[path]))].map(String);
    const totalOf = (key: string, list: readonly TrafficEventInput[]) => expected(list.filter((e) => String(keyOf[path](e)) === key))[field];
    const top = keys.sort((a, b) => totalOf(b, inPeriod) - totalOf(a, inPeriod) || (a < b ? -1 : 1)).slice(0, 2);
    expect(data.series.map((s: { key: string }) => s.key)).toEqual(top);
    for (const line of data.series as Array<{ key: string; total: number; points: Array<{ start: string; value: number }> }>) {
      expect(line.total).toBe(totalOf(line.key, inPeriod));
      line.points.forEach((point, i) => {
        const finish = line.points[i + 1]?.start ?? data.period.finish;
        expect(point.value, `${line.key} at ${point.start}`).toBe(totalOf(line.key, inRange(events, point.start, finish)));
      });
    }
  });
});

describe('active affiliates in any time zone', () => {
  // zones whose days begin at 23:00 and 18:30 UTC: their buckets are read as UTC days and months plus and minus hours and minutes
  it.each([
    ['Europe/Berlin', 'day', MARCH],
    ['Asia/Kolkata', 'day', MARCH],
    ['Asia/Kolkata', 'week', MARCH],
    ['Europe/Berlin', 'month', { period_type: 'custom_date', period_start: '2021-02-01', period_finish: '2021-04-30' }],
  ])('in %s by %s: each bucket and the period count the affiliates with events in them', async (timeZone, groupBy, period) => {
    const data = (await post('admin', '/active-affiliate-chart', { ...period, time_zone: timeZone, group_by: groupBy })).json.data;
    const affiliatesIn = (from: string, to: string) => new Set(inRange(events, from, to).map((e) => e.affiliateId)).size;
    expect(data.points.length).toBeGreaterThan(1);
    data.points.forEach((point: { start: string; value: number }, i: number) => {
      const finish = data.points[i + 1]?.start ?? data.period.finish;
      expect(point.value, `${timeZone} ${point.start}`).toBe(affiliatesIn(point.start, finish));
    });
    expect(data.total).toBe(affiliatesIn(data.period.start, data.period.finish));
  });
});

describe('the affiliate’s cards', () => {
  // the billing info and pending payouts cards read the billing module: server/modules/billing/billing.test.ts
  it('shows their personal manager', async () => {
    const res = await t.call('GET', '/api/affiliate/dashboard/personal-manager', { cookie: cookies.affiliate });
    expect((await res.json()).data).toEqual({ id: people.manager.id, full_name: 'Max Manager', email: 'manager@example.com' });
  });

  it('the admin daily report shows a day beside the day before', async () => {
    const data = (await post('admin', '/admin-daily-report', { date: '2021-03-02' })).json.data;
    expect(data.totals).toEqual(expected(inRange(events, '2021-03-02T00:00:00Z', '2021-03-03T00:00:00Z')));
    expect(data.previous).toEqual(expected(inRange(events, '2021-03-01T00:00:00Z', '2021-03-02T00:00:00Z')));
    expect(data.affiliates[0].key).toBeDefined();
  });
});

describe('hide_revenue', () => {
  it('hides revenue, profit and ROI from everyone holding its key', async () => {
    await saveGeneralSettings(t.database.db, { workspace_features: [...DEFAULT_WORKSPACE_FEATURES, 'hide_revenue'] }, new Date());
    for (const role of ['admin', 'manager'] as const) {
      for (const metric of ['revenue', 'profit', 'roi']) expect((await post(role, `/measure/${metric}-chart`)).status).toBe(403);
      expect((await post(role, '/measure/commission-chart')).status).toBe(200);
      const rows = (await post(role, '/offer/country')).json.data;
      expect(rows.rows[0]).not.toHaveProperty('revenue');
      expect(rows.total).not.toHaveProperty('system_profit');
      expect(rows.total).not.toHaveProperty('roi');
      expect((await post(role, '/offer/country', { ...MARCH, sort: '-revenue' })).status).toBe(403);
    }
    await saveGeneralSettings(t.database.db, { workspace_features: [...DEFAULT_WORKSPACE_FEATURES] }, new Date());
    expect((await post("admin", "/measure/revenue-chart")).json.data.total).toBe(expected(events).revenue);
  });
});
