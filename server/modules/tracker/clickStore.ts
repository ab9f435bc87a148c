import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertEvents } from '../traffic/repository';
import { CLICK_COLUMNS, type ClickRecord } from './clickRecord';

const COLUMNS = CLICK_COLUMNS.join(', ');
const RECORDSET = `click_id text, clicked_at timestamptz, offer_id integer, affiliate_id integer, manager_id integer,
  tracking_domain_id integer, p1 text, p2 text, p3 text, p4 text, p5 text, p6 text, p7 text, p8 text, p9 text, p10 text,
  ip text, country text, device_type smallint, os text, browser text, referrer text, refusal text`;

/**
 * Writes a batch of clicks, idempotently: a click already stored (a redelivered message) is
 * skipped, and only the rows actually inserted feed the dashboards' rollups, in the same
 * transaction, so a click is counted exactly once. `is_unique` is decided here, where every
 * writer sees the stored clicks: no click from the same IP on the same offer and affiliate in the
 * 24 hours before (within the batch, the first one). Answers how many clicks were new.
 */
export async function writeClicks(db: Db, records: readonly ClickRecord[]): Promise<number> {
  if (records.length === 0) return 0;
  const json = JSON.stringify(records);
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      WITH input AS (
        SELECT i.*, row_number() OVER (PARTITION BY i.ip, i.offer_id, i.affiliate_id ORDER BY i.clicked_at, i.click_id) AS nth
        FROM jsonb_to_recordset(${json}::jsonb) AS i(${sql.raw(RECORDSET)})
      )
      INSERT INTO clicks (${sql.raw(COLUMNS)}, is_unique)
      SELECT ${sql.raw(COLUMNS)}, nth = 1 AND NOT EXISTS (
        SELECT 1 FROM clicks c
        WHERE c.ip = input.ip AND c.offer_id = input.offer_id AND c.affiliate_id = input.affiliate_id
          AND c.clicked_at > input.clicked_at - interval '24 hours' AND c.clicked_at <= input.clicked_at
          AND c.click_id <> input.click_id)
      FROM input
      ON CONFLICT DO NOTHING
      RETURNING click_id`);
    // only the new rows feed the rollups (a redelivered click is skipped); their figures are the input's
    const inserted = new Set((result as unknown as { rows: { click_id: string }[] }).rows.map((r) => r.click_id));
    const written = inserted.size;
    // (delete: a click twice in one batch is stored and counted once)
    const ran = records.filter((r) => inserted.delete(r.click_id) && r.refusal === null && r.offer_id !== null && r.affiliate_id !== null);
    // a nested transaction is a savepoint inside this one: clicks and rollups commit together
    await insertEvents(
      tx as unknown as Db,
      ran.map((r) => ({
        occurredAt: new Date(r.clicked_at),
        kind: 'click' as const,
        affiliateId: r.affiliate_id!,
        offerId: r.offer_id!,
        managerId: r.manager_id,
        country: r.country,
      })),
    );
    return written;
  });
}
