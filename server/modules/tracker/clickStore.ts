import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { TRAFFIC_EVENT_KINDS } from '../../../domain/dashboard/measures';
import { eventWriteCtes } from '../traffic/repository';
import { CLICK_COLUMNS, type ClickRecord } from './clickRecord';

const CLICK_KIND = TRAFFIC_EVENT_KINDS.click;
const COLUMNS = CLICK_COLUMNS.join(', ');
const RECORDSET = `click_id text, clicked_at timestamptz, offer_id integer, affiliate_id integer, manager_id integer,
  tracking_domain_id integer, p1 text, p2 text, p3 text, p4 text, p5 text, p6 text, p7 text, p8 text, p9 text, p10 text,
  ip text, country text, device_type smallint, os text, browser text, referrer text, refusal text`;

/**
 * Writes a batch of clicks, idempotently, in one statement (so one round trip, and atomic without
 * a transaction): a click already stored (a redelivered message) is skipped, and only the rows
 * actually inserted feed the dashboards' rollups, so a click is counted exactly once.
 * `is_unique` is decided here, where every writer sees the stored clicks: no click from the same
 * IP on the same offer and affiliate in the 24 hours before (within the batch, the first one).
 * Answers how many clicks were new.
 */
export async function writeClicks(db: Db, records: readonly ClickRecord[]): Promise<number> {
  if (records.length === 0) return 0;
  const json = JSON.stringify(records);
  const result = await db.execute(sql`
    WITH input AS (
      SELECT i.*, row_number() OVER (PARTITION BY i.ip, i.offer_id, i.affiliate_id ORDER BY i.clicked_at, i.click_id) AS nth
      FROM jsonb_to_recordset(${json}::jsonb) AS i(${sql.raw(RECORDSET)})
    ),
    stored AS (
      INSERT INTO clicks (${sql.raw(COLUMNS)}, is_unique)
      SELECT ${sql.raw(COLUMNS)}, nth = 1 AND NOT EXISTS (
        SELECT 1 FROM clicks c
        WHERE c.ip = input.ip AND c.offer_id = input.offer_id AND c.affiliate_id = input.affiliate_id
          AND c.clicked_at > input.clicked_at - interval '24 hours' AND c.clicked_at <= input.clicked_at
          AND c.click_id <> input.click_id)
      FROM input
      -- a click twice in one batch is stored (and counted) once
      ON CONFLICT DO NOTHING
      RETURNING clicked_at, offer_id, affiliate_id, manager_id, country, refusal
    ),
    -- only the new rows that ran feed the rollups (a redelivered click is skipped)
    ran AS (
      SELECT clicked_at AS occurred_at, ${CLICK_KIND}::smallint AS kind, affiliate_id, manager_id, offer_id, NULL::integer AS offer_group_id,
        upper(country) AS country, NULL::text AS language, 0::numeric AS commission, 0::numeric AS revenue, 1::smallint AS weight
      FROM stored WHERE refusal IS NULL AND offer_id IS NOT NULL AND affiliate_id IS NOT NULL
    ),
    ${sql.raw(eventWriteCtes('ran'))}
    SELECT count(*)::int AS written FROM stored`);
  return (result as unknown as { rows: { written: number }[] }).rows[0]!.written;
}
