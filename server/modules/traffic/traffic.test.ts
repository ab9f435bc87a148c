import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/serverApp';
import { fixtureEvents, fixturePeople } from '../dashboard/fixture.test-utils';
import { insertEvents, rebuildRollups } from './trafficRepository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
const dump = async (table: string) =>
  rowsOf(
    await t.database.db.execute(
      sql.raw(`SELECT scope_manager_id, dim, dim_key, bucket_start::text, clicks, leads, sales, revshares, commission::text, revenue::text
        FROM ${table} ORDER BY 1, 2, 3, 4`),
    ),
  );

describe('insertEvents', () => {
  it('keeps the rollups equal to a rebuild from the events, batch after batch', async () => {
    const events = fixtureEvents(await fixturePeople(t.database.db));
    // three writes that hit the same rollup rows: the upserts add up
    await insertEvents(t.database.db, events.slice(0, 10));
    await insertEvents(t.database.db, events.slice(10, 30));
    await insertEvents(t.database.db, events.slice(30));
    const tables = ['traffic_hourly', 'traffic_daily', 'traffic_monthly'];
    const before = await Promise.all(tables.map(dump));
    for (const rows of before) expect(rows.length).toBeGreaterThan(0);
    await rebuildRollups(t.database.db);
    expect(await Promise.all(tables.map(dump))).toEqual(before);
  });

  it('records the affiliate’s manager, the offer’s group and the affiliate’s language', async () => {
    const people = await fixturePeople(t.database.db);
    const offer = people.offers[5]!;
    await insertEvents(t.database.db, [{ occurredAt: new Date('2020-01-01T00:00:00Z'), kind: 'click', affiliateId: people.otherManager.id, offerId: offer.id, country: 'pl' }]);
    const [row] = rowsOf(await t.database.db.execute(sql`SELECT manager_id, offer_group_id, country, language FROM traffic_events WHERE occurred_at = '2020-01-01T00:00:00Z'`));
    expect(row).toEqual({ manager_id: people.otherManager.managerId, offer_group_id: offer.offerGroupId, country: 'PL', language: 'en' });
  });

  it('refuses malformed events before writing anything', async () => {
    const people = await fixturePeople(t.database.db);
    const good = { occurredAt: new Date('2020-02-01T00:00:00Z'), kind: 'click', affiliateId: people.affiliate.id, offerId: people.offers[0]!.id, country: 'US' } as const;
    await expect(insertEvents(t.database.db, [good, { ...good, country: 'USA' }])).rejects.toThrow(/country/);
    await expect(insertEvents(t.database.db, [good, { ...good, commission: '1.234' }])).rejects.toThrow(/amount/);
    const [row] = rowsOf(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM traffic_events WHERE occurred_at = '2020-02-01T00:00:00Z'`));
    expect(row).toEqual({ n: 0 });
  });
});
