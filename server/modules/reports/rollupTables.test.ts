import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { openTestDatabase } from '../../../test/testDb';
import { moderate } from '../conversions/moderationRepository';
import { DeviceType, newClickId, subIds, type ClickRecord } from '../tracker/clickRecord';
import { preparedClickWriter } from '../tracker/clickStore';
import { writeReportFixture } from './fixture.test-utils';

let database: Database;
beforeAll(async () => void (database = await openTestDatabase()));
afterAll(() => database.close());

const KEYS = 'offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id';
const CLICK_SUMS = `count(*) FILTER (WHERE refusal IS NULL)::int, count(*) FILTER (WHERE refusal IS NULL AND is_unique)::int, count(*) FILTER (WHERE refusal IS NOT NULL)::int`;
const CONVERSION_SUMS = `count(*) FILTER (WHERE v.action = 1)::int, count(*) FILTER (WHERE v.action = 2)::int, count(*) FILTER (WHERE v.action = 3)::int,
  count(*) FILTER (WHERE v.action = 5)::int, count(*) FILTER (WHERE v.action = 4)::int, sum(v.commission)::numeric(16, 2), sum(v.revenue)::numeric(16, 2)`;
const CONVERSION_LIVE = '(opt_ins <> 0 OR leads <> 0 OR ftds <> 0 OR sales <> 0 OR revshares <> 0 OR commission <> 0 OR revenue <> 0)';
const CONVERSIONS = 'conversions v LEFT JOIN clicks k ON k.click_id = v.click_id AND k.clicked_at = v.clicked_at WHERE v.transaction_status <> 1';

/** The hourly or daily clicks rollup over its table beside the raw clicks' sums by the same keys. */
const clickRollup = (grain: 'hour' | 'day'): [rolled: string, raw: string] => [
  `SELECT extract(epoch FROM bucket)::bigint, ${KEYS}, clicks, unique_clicks, bad_clicks FROM report_clicks_${grain === 'hour' ? 'hourly' : 'daily'} WHERE clicks <> 0 OR unique_clicks <> 0 OR bad_clicks <> 0`,
  `SELECT extract(epoch FROM date_trunc('${grain}', clicked_at, 'UTC'))::bigint, offer_id, affiliate_id, manager_id, country, device_type, COALESCE(os, ''), COALESCE(browser, ''),
      tracking_domain_id, ${CLICK_SUMS} FROM clicks GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`,
];
/** The hourly or daily conversions rollup over its table beside the raw conversions' sums by the same keys. */
const conversionRollup = (grain: 'hour' | 'day'): [rolled: string, raw: string] => [
  `SELECT extract(epoch FROM bucket)::bigint, ${KEYS}, opt_ins, leads, ftds, sales, revshares, commission, revenue FROM report_conversions_${grain === 'hour' ? 'hourly' : 'daily'} WHERE ${CONVERSION_LIVE}`,
  `SELECT * FROM (SELECT extract(epoch FROM date_trunc('${grain}', v.created_at, 'UTC'))::bigint, v.offer_id, v.affiliate_id, v.manager_id, v.country, k.device_type,
      COALESCE(k.os, ''), COALESCE(k.browser, ''), k.tracking_domain_id, ${CONVERSION_SUMS} FROM ${CONVERSIONS} GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9)
      AS r(bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, opt_ins, leads, ftds, sales, revshares, commission, revenue)
      WHERE ${CONVERSION_LIVE}`,
];

/** Every report rollup as a query over its table beside the same sums over the raw rows (a voided conversion counts nothing). */
const ROLLUPS: Record<string, [rolled: string, raw: string]> = {
  report_clicks_hourly: clickRollup('hour'),
  report_clicks_daily: clickRollup('day'),
  report_clicks_p1_daily: [
    `SELECT extract(epoch FROM bucket)::bigint, p1, offer_id, affiliate_id, manager_id, country, clicks, unique_clicks, bad_clicks FROM report_clicks_p1_daily
      WHERE clicks <> 0 OR unique_clicks <> 0 OR bad_clicks <> 0`,
    `SELECT extract(epoch FROM date_trunc('day', clicked_at, 'UTC'))::bigint, COALESCE(p1, ''), offer_id, affiliate_id, manager_id, country, ${CLICK_SUMS}
      FROM clicks GROUP BY 1, 2, 3, 4, 5, 6`,
  ],
  report_conversions_hourly: conversionRollup('hour'),
  report_conversions_daily: conversionRollup('day'),
  report_conversions_p1_daily: [
    `SELECT extract(epoch FROM bucket)::bigint, p1, offer_id, affiliate_id, manager_id, country, opt_ins, leads, ftds, sales, revshares, commission, revenue
      FROM report_conversions_p1_daily WHERE ${CONVERSION_LIVE}`,
    `SELECT * FROM (SELECT extract(epoch FROM date_trunc('day', v.created_at, 'UTC'))::bigint, COALESCE(k.p1, ''), v.offer_id, v.affiliate_id, v.manager_id, v.country,
      ${CONVERSION_SUMS} FROM ${CONVERSIONS} GROUP BY 1, 2, 3, 4, 5, 6)
      AS r(bucket, p1, offer_id, affiliate_id, manager_id, country, opt_ins, leads, ftds, sales, revshares, commission, revenue) WHERE ${CONVERSION_LIVE}`,
  ],
};

/** The rows a rollup holds that the raw rows do not sum to, and the other way round: none when it is exact. */
async function differences(table: string): Promise<unknown[]> {
  const [rolled, raw] = ROLLUPS[table]!;
  return rowsOf(await database.db.execute(sql.raw(`(SELECT 'rolled' AS side, * FROM (${rolled} EXCEPT ALL ${raw}) a)
    UNION ALL (SELECT 'raw', * FROM (${raw} EXCEPT ALL ${rolled}) b)`)));
}

async function expectExact(stage: string) {
  for (const table of Object.keys(ROLLUPS)) expect(await differences(table), `${stage}: ${table}`).toEqual([]);
}

const click = (at: Date, affiliateId: number, managerId: number, offerId: number, n: number): ClickRecord => ({
  click_id: newClickId(),
  clicked_at: at.toISOString(),
  offer_id: offerId,
  affiliate_id: affiliateId,
  manager_id: managerId,
  tracking_domain_id: 1,
  ...subIds({ p1: n % 3 === 0 ? null : `p${n % 3}` }),
  ip: `203.0.113.${n % 4}`,
  country: n % 2 ? 'US' : '--',
  device_type: n % 2 ? DeviceType.Mobile : DeviceType.Desktop,
  os: 'iOS',
  browser: 'Safari',
  referrer: '',
  refusal: n % 5 === 0 ? 'offer_not_active' : null,
});

describe('the traffic report rollups', () => {
  it('equal the raw clicks and conversions by hour, day and p1 day through batches, a redelivered batch, changed and deleted clicks and moderation', async () => {
    const { db } = database;
    const fixture = await writeReportFixture(db);
    await expectExact('as written');

    // a batch over two hours and two days through the tracker's writer, then delivered again
    const [affiliate] = rowsOf<{ id: number; manager_id: number; offer_id: number }>(
      await db.execute(sql`SELECT u.id, COALESCE(u.manager_id, 0) AS manager_id, (SELECT min(id) FROM offers) AS offer_id FROM users u WHERE u.email = 'affiliate@example.com'`),
    );
    const batch = Array.from({ length: 40 }, (_, n) =>
      click(new Date(Date.parse('2021-03-20T23:30:00Z') + n * 120_000), affiliate!.id, affiliate!.manager_id, affiliate!.offer_id, n),
    );
    const write = preparedClickWriter(db);
    expect(await write(batch)).toBe(batch.length);
    expect(await write(batch)).toBe(0);
    await expectExact('after a batch and its redelivery');

    // clicks no conversion points at, changed and deleted through the partitioned table
    const free = sql`SELECT c.click_id FROM clicks c WHERE NOT EXISTS (SELECT 1 FROM conversions v WHERE v.click_id = c.click_id) ORDER BY c.click_id`;
    await db.execute(sql`UPDATE clicks SET refusal = CASE WHEN refusal IS NULL THEN 'offer_not_active' END, p1 = 'changed', country = 'FR'
      WHERE click_id IN (SELECT click_id FROM (${free} LIMIT 12) f)`);
    await db.execute(sql`DELETE FROM clicks WHERE click_id IN (SELECT click_id FROM (${free} OFFSET 12 LIMIT 9) f)`);
    await expectExact('after changed and deleted clicks');

    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT id::int AS id FROM conversions WHERE transaction_status = 0 AND action IN (3, 5) ORDER BY id LIMIT 3`),
    ).map((r) => r.id);
    expect(ids).toHaveLength(3);
    const admin = { id: fixture.adminId, userType: UserType.Admin };
    const moderateOne = (id: number, m: Parameters<typeof moderate>[3]) => moderate(db, admin, id, m, fixture.adminId, new Date());
    await moderateOne(ids[0]!, { action: 'commission_void', reason: 'fraud' });
    await moderateOne(ids[1]!, { action: 'commission_void', reason: 'fraud' });
    await moderateOne(ids[1]!, { action: 'commission_unvoid', reason: 'void_by_mistake' });
    await moderateOne(ids[2]!, { action: 'commission_change', reason: 'other', amount: '42.42' });
    await expectExact('after a void, an unvoid and an amount change');
  });
});
