import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withStoredKeys } from '../../../test/permissionToggles';
import { clickPages, listClicks } from './clickLogRepository';
import { FIXTURE_PERIOD, reportAppPerFile } from './fixture.test-utils';

const { t, cookies, fixture } = reportAppPerFile();

const count = async (where: ReturnType<typeof sql>) =>
  Number(((await t.database.db.execute(sql`SELECT count(*)::int AS n FROM clicks k WHERE k.clicked_at >= '2021-03-01' AND k.clicked_at < '2021-03-15' AND ${where}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

async function list(role: 'admin' | 'manager' | 'affiliate', path: string, body: object) {
  const res = await t.call('POST', `/api/${role}/reports/${path}`, { cookie: cookies[role], body: { ...FIXTURE_PERIOD, time_zone: 'UTC', ...body } });
  return { status: res.status, total: Number(res.headers.get('x-pagination-total-count')), hasMore: res.headers.get('x-pagination-has-more'), json: await res.json() };
}

describe('POST /reports/clicks/list', () => {
  it('filters by two fields, newest first, and says whether another page follows instead of counting', async () => {
    const { status, hasMore, json } = await list('admin', 'clicks/list', { country: 'DE', p1: 'alpha', per_page: 500 });
    expect(status).toBe(200);
    const matching = await count(sql`k.country = 'DE' AND k.p1 = 'alpha'`);
    expect(json.data).toHaveLength(matching);
    expect(matching).toBeGreaterThan(1);
    expect(hasMore).toBe('false');
    const times = json.data.map((c: { clicked_at: string }) => c.clicked_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(json.data.every((c: { country: string; p1: string }) => c.country === 'DE' && c.p1 === 'alpha')).toBe(true);
    expect(json.data[0]).toHaveProperty('ip');
    expect(json.data[0]).toHaveProperty('referrer');
    const refused = await list('admin', 'clicks/list', { status: 'refused', per_page: 500 });
    expect(refused.json.data).toHaveLength(await count(sql`k.refusal IS NOT NULL`));
    // pages of one: every page but the last says more follow, and the pages are the list
    const pages: string[] = [];
    for (let page = 1; page <= matching; page++) {
      const one = await list('admin', 'clicks/list', { country: 'DE', p1: 'alpha', per_page: 1, page });
      expect(one.hasMore, `page ${page}`).toBe(String(page < matching));
      expect(one.total, 'no total is sent').toBe(0);
      pages.push(one.json.data[0].click_id);
    }
    expect(pages).toEqual(json.data.map((c: { click_id: string }) => c.click_id));
  });

  it('calls a click unique as the report counts it: a refused click is never unique, and the unique filter finds the report\'s unique clicks', async () => {
    // the fixture stores refused clicks the tracker marked unique by address: the log must not tick them
    expect(await count(sql`k.refusal IS NOT NULL AND k.is_unique`)).toBeGreaterThan(0);
    const all = (await list('admin', 'clicks/list', { per_page: 500 })).json.data as { refusal: string | null; is_unique: boolean }[];
    expect(all.filter((c) => c.refusal !== null && c.is_unique)).toEqual([]);
    const report = await t.call('POST', '/api/admin/reports/traffic', { cookie: cookies.admin, body: { ...FIXTURE_PERIOD, time_zone: 'UTC', group_by: ['offer'] } });
    const uniqueInReport = ((await report.json()) as { data: { total: { unique_click_count: number } } }).data.total.unique_click_count;
    expect(all.filter((c) => c.is_unique)).toHaveLength(uniqueInReport);
    expect((await list('admin', 'clicks/list', { is_unique: true, per_page: 500 })).json.data).toHaveLength(uniqueInReport);
    expect((await list('admin', 'clicks/list', { is_unique: false, per_page: 500 })).json.data).toHaveLength(all.length - uniqueInReport);
  });

  it('shows an affiliate their own clicks without the visitor address or the referrer', async () => {
    const { json } = await list('affiliate', 'clicks/list', { per_page: 500 });
    expect(json.data).toHaveLength(await count(sql`k.affiliate_id = ${fixture.people.affiliate.id}`));
    expect(json.data[0]).not.toHaveProperty('ip');
    expect(json.data[0]).not.toHaveProperty('referrer');
  });

  it('pages an export by (time, click id): pages of any size join into the list, with no click lost or repeated at a page edge', async () => {
    const filter = { range: { start: new Date('2021-03-01T00:00:00Z'), finish: new Date('2021-03-15T00:00:00Z') }, scope: { kind: 'all' as const }, sub_ids: {} };
    const all = (await listClicks(t.database.db, filter, { ascending: false, perPage: 1000, offset: 0 })).rows.map((r) => r.click_id);
    expect(all.length).toBeGreaterThan(300);
    for (const size of [7, 64, 500]) {
      const paged: string[] = [];
      for await (const page of clickPages(t.database.db, filter, size)) paged.push(...page.map((r) => r.click_id));
      expect(paged, `pages of ${size}`).toEqual(all);
    }
  });

  it('exports every matching click, as the list shows them', async () => {
    const listed = await list('manager', 'clicks/list', { per_page: 500 });
    const res = await t.call('POST', '/api/manager/reports/clicks/export-csv', { cookie: cookies.manager, body: { ...FIXTURE_PERIOD, time_zone: 'UTC' } });
    expect(res.status).toBe(200);
    const lines = (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines).toHaveLength(listed.json.data.length + 1);
    expect(listed.hasMore).toBe('false');
    // a field that starts with - is written with a leading ' (no formula in a spreadsheet)
    const ids = lines.slice(1).map((l) => l.split(',')[0]!.replace(/^'-/, '-'));
    expect(ids).toEqual(listed.json.data.map((c: { click_id: string }) => c.click_id));
    expect((await t.call('POST', '/api/manager/reports/clicks/export-csv', { cookie: cookies.manager, body: { country: 'USA' } })).status).toBe(422);
  });
});

describe('POST /reports/conversions/list', () => {
  it('filters conversions by the click’s sub-id and exports the same rows', async () => {
    const { status, total, json } = await list('admin', 'conversions/list', { p3: 'k1', per_page: 500 });
    expect(status).toBe(200);
    expect(total).toBeGreaterThan(0);
    const clicks = new Map(
      ((await t.database.db.execute(sql`SELECT click_id, p3 FROM clicks WHERE clicked_at >= '2021-02-01'`)) as unknown as { rows: { click_id: string; p3: string | null }[] }).rows.map((r) => [r.click_id, r.p3]),
    );
    expect(json.data.every((v: { click_id: string }) => clicks.get(v.click_id) === 'k1')).toBe(true);
    const res = await t.call('POST', '/api/admin/reports/conversions/export-csv', { cookie: cookies.admin, body: { ...FIXTURE_PERIOD, time_zone: 'UTC', p3: 'k1' } });
    const lines = (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toContain('Revenue');
    const affiliate = await list('affiliate', 'conversions/list', {});
    expect(affiliate.json.data.every((v: { affiliate_id: number }) => v.affiliate_id === fixture.people.affiliate.id)).toBe(true);
    expect(affiliate.json.data[0]).not.toHaveProperty('revenue');
  });

  it('refuses a manager whose reports show clicks only, and shows them click measures alone', async () => {
    await withStoredKeys(t, 'manager@example.com', (held) => [...held, 'UI_Reports_ShowOnlyClicks'], async () => {
      expect((await list('manager', 'conversions/list', {})).status).toBe(403);
      const { json } = await list('manager', 'traffic', { group_by: ['offer'] });
      expect(json.data.measures).toEqual(['click_count', 'unique_click_count', 'bad_click_count', 'bad_quality_traffic']);
    });
  });
});
