import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/testDb';
import type { Database } from './client';
import { insertRow } from './insertRow';
import { brokerIntegrations, leads, mailOutbox } from './schema';
import { tableRow } from './tableRow';
import { rowsOf } from './rows';

describe('raw rows as drizzle writes and reads them (insertRow, tableRow)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('insertRow keeps every kind of value: text, numbers, null, json, a text array, an instant; what is left out takes its default', async () => {
    const { db } = database;
    const [pair] = rowsOf<{ offer_id: number; affiliate_id: number }>(
      await db.execute(sql`SELECT o.id AS offer_id, (SELECT id FROM users WHERE user_type = 3 ORDER BY id LIMIT 1) AS affiliate_id FROM offers o ORDER BY o.id LIMIT 1`),
    );
    const values = (id: string) =>
      ({
        id,
        offerId: pair!.offer_id,
        affiliateId: pair!.affiliate_id,
        advertiserId: null,
        firstName: 'Zoë "Q" O’Neil',
        email: 'zoe@example.org',
        country: 'DE',
        p3: 'a\\b\nc',
        status: 'VALIDATION_FAILED',
        reasons: [{ field: 'email', code: 'duplicate_email', lead_id: 'x' }],
        trafficSafety: 3,
        fraudReasons: ['bot', 'data_centre'],
        createdAt: new Date('2026-03-29T01:30:00.123Z'),
      }) satisfies typeof leads.$inferInsert;
    const ours = '00000000-0000-4000-8000-00000000a001';
    const drizzles = '00000000-0000-4000-8000-00000000a002';
    await insertRow(db, leads, values(ours));
    await db.insert(leads).values(values(drizzles));
    const read = async (id: string) => {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      return { ...row!, id: undefined };
    };
    const written = await read(ours);
    expect(written).toEqual(await read(drizzles));
    expect(written).toMatchObject({ firstName: 'Zoë "Q" O’Neil', lastName: '', p3: 'a\\b\nc', p4: null, fraudReasons: ['bot', 'data_centre'], reinjections: 0, trace: [] });
    expect(written.createdAt.toISOString()).toBe('2026-03-29T01:30:00.123Z');
  });

  it('insertRow refuses a column it cannot encode as drizzle does, and a key the table does not have, writing nothing', async () => {
    const { db } = database;
    const [mails, leadCount] = [await db.$count(mailOutbox), await db.$count(leads)];
    // the mail's attachment is a custom type (bytea): drizzle encodes it, insertRow could not
    await expect(insertRow(db, mailOutbox, { toEmail: 'x@example.org', subject: 'x', body: 'x', attachment: new Uint8Array([1, 2]) })).rejects.toThrow(/use drizzle's insert/);
    await expect(insertRow(db, leads, { nope: 1 } as unknown as typeof leads.$inferInsert)).rejects.toThrow('leads has no column nope');
    expect([await db.$count(mailOutbox), await db.$count(leads)]).toEqual([mails, leadCount]);
  });

  it('tableRow gives drizzle’s select’s object: instants as Dates, numeric as text, json, arrays and nulls', async () => {
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

  it('tableRow refuses a row without one of the table’s columns', async () => {
    const [raw] = rowsOf<Record<string, unknown>>(await database.db.execute(sql`SELECT bi.id, bi.name FROM broker_integrations bi LIMIT 1`));
    expect(() => tableRow(brokerIntegrations, raw!)).toThrow('the row has no broker_integrations.advertiser_id');
  });
});
