import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import { clickPartitions, dropExpiredClicks, ensureClickPartitions, ensureMonthPartition } from './partitions';

const suite = trackerTestSuite(openTestDatabase);
let database: Database;
let t: TrackerTestApp;
beforeAll(() => void ({ t, database } = suite.get()));

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function clickAt(at: Date, offerId: number) {
  t.setClock(() => at);
  const res = await t.click(`offer_id=${offerId}&aff_id=${t.affiliate.id}`);
  t.setClock(null);
  return cookieClickId(res)!;
}

async function dailyClicks(day: string) {
  const [row] = rows<{ n: number | null }>(
    await database.db.execute(sql`SELECT sum(clicks)::int AS n FROM traffic_daily WHERE scope_manager_id = 0 AND dim = 0 AND bucket_start = ${day}::timestamptz`),
  );
  return row?.n ?? 0;
}

describe('monthly click partitions', () => {
  it('creates this month and two ahead, and a click lands in its month', async () => {
    const now = new Date('2031-03-10T12:00:00Z');
    await ensureClickPartitions(database.db, now);
    expect(await clickPartitions(database.db)).toEqual(expect.arrayContaining(['clicks_p203103', 'clicks_p203104', 'clicks_p203105']));
    const offer = await t.offer();
    const id = await clickAt(new Date('2031-04-30T23:59:59Z'), offer.id);
    expect((await t.clickRow(id))?.partition).toBe('clicks_p203104');
    // a time without a partition is caught by the default one, and moves when its month is created
    const early = await clickAt(new Date('2030-11-05T08:00:00Z'), offer.id);
    expect((await t.clickRow(early))?.partition).toBe('clicks_default');
    await ensureMonthPartition(database.db, new Date('2030-11-20T00:00:00Z'));
    expect((await t.clickRow(early))?.partition).toBe('clicks_p203011');
    // running again changes nothing
    await ensureClickPartitions(database.db, now);
    expect((await t.clickRow(id))?.partition).toBe('clicks_p203104');
  });

  it('drops partitions past the retention and keeps the rollups', async () => {
    const offer = await t.offer();
    await ensureMonthPartition(database.db, new Date('2029-01-01T00:00:00Z'));
    const old = await clickAt(new Date('2029-01-15T10:00:00Z'), offer.id);
    const stray = await clickAt(new Date('2028-06-01T10:00:00Z'), offer.id); // in the default partition
    const kept = await clickAt(new Date('2029-07-01T10:00:00Z'), offer.id);
    expect(await t.clickRow(old)).toBeDefined();
    expect(await dailyClicks('2029-01-15')).toBeGreaterThanOrEqual(1);
    const before = await dailyClicks('2029-01-15');

    // 180 days after 2029-07-20 is 2029-01-21: January ended after it, so it stays
    expect(await dropExpiredClicks(database.db, new Date('2029-07-20T00:00:00Z'), 180)).not.toContain('clicks_p202901');
    expect(await t.clickRow(old)).toBeDefined();
    expect(await t.clickRow(stray)).toBeUndefined();

    const dropped = await dropExpiredClicks(database.db, new Date('2029-08-01T00:00:00Z'), 180);
    expect(dropped).toContain('clicks_p202901');
    expect(await clickPartitions(database.db)).not.toContain('clicks_p202901');
    expect(await t.clickRow(old)).toBeUndefined();
    expect(await t.clickRow(kept)).toBeDefined();
    expect(await dailyClicks('2029-01-15')).toBe(before);
  });
});
