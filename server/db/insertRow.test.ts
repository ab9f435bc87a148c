import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/testDb';
import type { Database } from './client';
import { insertRow } from './insertRow';
import { leads, mailOutbox } from './schema';
import { rowsOf } from './rows';

describe('insertRow writes a row as drizzle’s insert does', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('keeps every kind of value: text, numbers, null, json, a text array, an instant; what is left out takes its default', async () => {
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

  it('refuses a column it cannot encode as drizzle does, and a key the table does not have, writing nothing', async () => {
    const { db } = database;
    const [mails, leadCount] = [await db.$count(mailOutbox), await db.$count(leads)];
    // the mail's attachment is a custom type (bytea): drizzle encodes it, insertRow could not
    await expect(insertRow(db, mailOutbox, { toEmail: 'x@example.org', subject: 'x', body: 'x', attachment: new Uint8Array([1, 2]) })).rejects.toThrow(/use drizzle's insert/);
    await expect(insertRow(db, leads, { nope: 1 } as unknown as typeof leads.$inferInsert)).rejects.toThrow('leads has no column nope');
    expect([await db.$count(mailOutbox), await db.$count(leads)]).toEqual([mails, leadCount]);
  });
});
