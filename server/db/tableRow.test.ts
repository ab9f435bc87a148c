import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/testDb';
import type { Database } from './client';
import { rowsOf } from './rows';
import { brokerIntegrations } from './schema';
import { tableRow } from './tableRow';

describe('tableRow decodes a raw row as drizzle’s select of the table does', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('gives the same object: instants as Dates, numeric as text, json, arrays and nulls', async () => {
    const { db } = database;
    const [first] = await db.select({ id: brokerIntegrations.id }).from(brokerIntegrations).orderBy(brokerIntegrations.id).limit(1);
    await db.execute(sql`UPDATE broker_integrations SET epl_price = 12.50, status_pulled_at = '2026-03-29 01:30:00.123+00', status_weekly_pulled_at = NULL, countries = ARRAY['DE', 'AT'] WHERE id = ${first!.id}`);
    const [raw] = rowsOf<Record<string, unknown>>(await db.execute(sql`SELECT bi.* FROM broker_integrations bi WHERE bi.id = ${first!.id}`));
    const [drizzles] = await db.select().from(brokerIntegrations).where(eq(brokerIntegrations.id, first!.id));
    const decoded = tableRow(brokerIntegrations, raw!);
    expect(decoded).toEqual(drizzles);
    expect(decoded).toMatchObject({ eplPrice: '12.50', statusWeeklyPulledAt: null, countries: ['DE', 'AT'] });
    expect(decoded.statusPulledAt?.toISOString()).toBe('2026-03-29T01:30:00.123Z');
  });

  it('refuses a row without one of the table’s columns', async () => {
    const [raw] = rowsOf<Record<string, unknown>>(await database.db.execute(sql`SELECT bi.id, bi.name FROM broker_integrations bi LIMIT 1`));
    expect(() => tableRow(brokerIntegrations, raw!)).toThrow('the row has no broker_integrations.advertiser_id');
  });
});
