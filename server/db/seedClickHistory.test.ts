import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../test/serverTest';
import { sql } from 'drizzle-orm';
import { seedClickHistory } from './seedClickHistory';

const t = serverAppPerFile();
let admin = '';
beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

const NOW = new Date('2025-06-30T12:00:00Z');
const PERIOD = { period_type: 'custom_date', period_start: '2025-05-01', period_finish: '2025-06-30' };
const count = async (q: string) => Number(((await t.database.db.execute(sql.raw(q))) as unknown as { rows: { n: string }[] }).rows[0]!.n);
const total = async (path: string) => (await (await t.call('POST', `/api/admin/dashboard/${path}`, { cookie: admin, body: PERIOD })).json()).data.total as number;

describe('the demo’s traffic history', () => {
  it('writes clicks through the click store and conversions through the recording path, so the dashboard counts what the logs hold', async () => {
    const before = { clicks: await count('SELECT count(*) AS n FROM clicks'), conversions: await count('SELECT count(*) AS n FROM conversions') };
    await seedClickHistory(t.database.db, { clicks: 400, days: 30, now: NOW });
    const clicks = (await count('SELECT count(*) AS n FROM clicks')) - before.clicks;
    const conversions = (await count('SELECT count(*) AS n FROM conversions')) - before.conversions;
    expect(clicks).toBe(400);
    expect(conversions).toBe(20);
    // the seed's window is the dashboard's: every history click and conversion is on it
    expect(await total('measure/click-chart')).toBe(400);
    const commission = await count(`SELECT COALESCE(sum(commission), 0) AS n FROM conversions WHERE order_id LIKE 'HIST-%'`);
    expect(commission).toBeGreaterThan(0);
    // the unique clicks on the demo's click-paying offer earn too (click payout rules)
    const clickCommission = await count(`SELECT COALESCE(sum(commission), 0) AS n FROM clicks WHERE clicked_at BETWEEN '${new Date(NOW.getTime() - 31 * 86_400_000).toISOString()}' AND '${NOW.toISOString()}'`);
    expect(clickCommission).toBeGreaterThan(0);
    expect(await total('measure/commission-chart')).toBeCloseTo(commission + clickCommission, 2);
    const listed = await t.call('POST', '/api/admin/conversions/list', { cookie: admin, body: { ...PERIOD, order_id: 'HIST-7' } });
    expect((await listed.json()).data).toHaveLength(1);
  });
});
