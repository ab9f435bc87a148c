import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { TRAFFIC_EVENT_KINDS } from '../../../domain/dashboard/measures';
import { eventWriteCtes } from '../traffic/trafficRepository';
import { CLICK_COLUMNS, type ClickRecord } from './clickRecord';
import { featureOnSql, SETTING_KEYS } from '../settings/settingsRepository';
import { TrafficSafety } from '../../../domain/enums/report';
import { DEFAULT_FRAUD_SETTINGS, RiskyAction } from '../../../domain/quality/fraudSettings';

const CLICK_KIND = TRAFFIC_EVENT_KINDS.click;
const COLUMNS = CLICK_COLUMNS.join(', ');
const JUDGED_COLUMNS = CLICK_COLUMNS.map((c) => `j.${c}`).join(', ');

/** Whether a Risky click goes unpaid: while fraud detection is on and Risky does more than flag (as for conversions, modules/quality/conversionJudge.ts). */
const RISKY_UNPAID = `(${featureOnSql('fraud_detection')}
          AND COALESCE((SELECT s.value ->> 'risky_action' FROM settings s WHERE s.key = '${SETTING_KEYS.fraud}'), '${DEFAULT_FRAUD_SETTINGS.risky_action}') <> '${RiskyAction.Flag}')`;

/**
 * The click payout rule a judged click (j) earns by (docs/decisions/click-commissions.md): only a
 * unique click that ran, and not a Risky one that fraud detection keeps unpaid, while the feature is
 * on; the most specific rule of its offer: its affiliate and country, its affiliate, its country,
 * then the offer's own.
 */
const CLICK_RULE = `SELECT r.payout, r.revenue FROM click_payout_rules r
        WHERE j.is_unique AND j.refusal IS NULL AND j.affiliate_id IS NOT NULL AND (j.traffic_safety IS DISTINCT FROM ${TrafficSafety.Risky} OR NOT ${RISKY_UNPAID})
          AND r.offer_id = j.offer_id AND (r.affiliate_id = j.affiliate_id OR r.affiliate_id IS NULL) AND (r.country = upper(j.country) OR r.country IS NULL)
          AND ${featureOnSql('click_commissions')}
        ORDER BY r.affiliate_id IS NULL, r.country IS NULL LIMIT 1`;
const RECORDSET = `click_id text, clicked_at timestamptz, offer_id integer, affiliate_id integer, manager_id integer,
  tracking_domain_id integer, p1 text, p2 text, p3 text, p4 text, p5 text, p6 text, p7 text, p8 text, p9 text, p10 text,
  ip text, country text, device_type smallint, os text, browser text, referrer text, refusal text, traffic_safety smallint, fraud_reasons text[],
  smart_link_id integer, smart_link_entry_id integer`;

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
  const result = await db.execute(writeClicksQuery(JSON.stringify(records)));
  return (result as unknown as { rows: { written: number }[] }).rows[0]!.written;
}

// the batch is json, not jsonb: it is read once, and building jsonb's binary form first costs a
// second parse (json_to_recordset reads 500 clicks in about half the time on PostgreSQL)
const writeClicksQuery = (json: string) => sql`
    WITH input AS (
      SELECT i.*, row_number() OVER (PARTITION BY i.ip, i.offer_id, i.affiliate_id ORDER BY i.clicked_at, i.click_id) AS nth
      FROM json_to_recordset(${json}::json) AS i(${sql.raw(RECORDSET)})
    ),
    judged AS (
      SELECT input.*, nth = 1 AND NOT EXISTS (
        SELECT 1 FROM clicks c
        WHERE c.ip = input.ip AND c.offer_id = input.offer_id AND c.affiliate_id = input.affiliate_id
          AND c.clicked_at > input.clicked_at - interval '24 hours' AND c.clicked_at <= input.clicked_at
          AND c.click_id <> input.click_id) AS is_unique
      FROM input
    ),
    stored AS (
      INSERT INTO clicks (${sql.raw(COLUMNS)}, is_unique, commission, revenue)
      SELECT ${sql.raw(JUDGED_COLUMNS)}, j.is_unique, rule.payout, rule.revenue
      FROM judged j LEFT JOIN LATERAL (${sql.raw(CLICK_RULE)}) rule ON true
      -- a click twice in one batch is stored (and counted) once
      ON CONFLICT DO NOTHING
      RETURNING clicked_at, offer_id, affiliate_id, manager_id, country, refusal, commission, revenue
    ),
    -- only the new rows that ran feed the rollups (a redelivered click is skipped)
    ran AS (
      SELECT clicked_at AS occurred_at, ${sql.raw(String(CLICK_KIND))}::smallint AS kind, affiliate_id, manager_id, offer_id, NULL::integer AS offer_group_id,
        upper(country) AS country, NULL::text AS language, COALESCE(commission, 0) AS commission, COALESCE(revenue, 0) AS revenue, 1::smallint AS weight
      FROM stored WHERE refusal IS NULL AND offer_id IS NOT NULL AND affiliate_id IS NOT NULL
    ),
    ${sql.raw(eventWriteCtes('ran'))}
    SELECT count(*)::int AS written FROM stored`;

const STATEMENT = 'affnet_write_clicks';

/** The statement writeClicks runs, its batch the one parameter $1 (json): for a PREPARE. */
export function clickWriteStatement(): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(writeClicksQuery(''));
  if (params.length !== 1) throw new Error('the click statement takes one parameter, the batch');
  return text;
}

interface PoolLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: { written: number }[] }>;
}

/** The database client under drizzle: node-postgres' pool (named statements) or PGlite (SQL PREPARE). */
function clientKind(db: Db): { pool: PoolLike } | 'pglite' | null {
  const client = (db as unknown as { $client?: Record<string, unknown> }).$client;
  if (!client || typeof client.query !== 'function') return null;
  if (typeof client.waitReady === 'object' && typeof client.exec === 'function') return 'pglite';
  if (typeof client.connect === 'function' && typeof client.totalCount === 'number') return { pool: client as unknown as PoolLike };
  return null;
}

/** The SQLSTATE of a failed query (drizzle wraps the driver's error as its cause). */
const sqlState = (error: unknown): string | undefined => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
};

/** A literal no text can end early: dollar quotes with a tag the text does not hold. */
function dollarQuoted(text: string): string {
  let tag = '$c$';
  for (let i = 0; text.includes(tag); i++) tag = `$c${i}$`;
  return `${tag}${text}${tag}`;
}

/** Clicks a writer writes under its statement's first plan before the plan is made again. */
export const FIRST_REPLAN = 1_000;

const monthOf = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();

/**
 * When a writer makes its statement's plan again (answers true once that many clicks were written).
 * A prepared statement is planned once for good (after its first few runs); planned while the
 * month's partition held a few rows, it reads that partition whole to decide each click's
 * is_unique (the cheapest plan then) for as long as the session lasts, so a batch costs more the
 * more clicks the month has: 7 ms → 166 ms for 100 clicks over 15 000 (bench/clickBatch.ts, a
 * writer whose first batches were single clicks). Planned again after 1 000 clicks, then after
 * twice as many each time, and anew from the start of each month (a new partition), the plan
 * follows the partition's size for a few plannings in all.
 */
export function replanSchedule(now: () => Date = () => new Date()): (written: number) => boolean {
  let since = 0;
  let limit = FIRST_REPLAN;
  let month = monthOf(now());
  return (written) => {
    since += written;
    if (monthOf(now()) !== month) {
      month = monthOf(now());
      limit = FIRST_REPLAN;
    } else if (since < limit) return false;
    else limit *= 2;
    since = 0;
    return true;
  };
}

/**
 * writeClicks with its statement planned once instead of per batch (a large share of a batch's
 * cost on PGlite, where planning runs on the tracker's own thread), and again as the month's
 * clicks grow (replanSchedule): node-postgres prepares it by name on each pooled connection;
 * PGlite, one session, holds it from a SQL PREPARE. Made per writer (a sink, a NATS consumer); a
 * client it does not know writes unprepared.
 */
export function preparedClickWriter(db: Db): (records: readonly ClickRecord[]) => Promise<number> {
  const kind = clientKind(db);
  if (!kind) return (records) => writeClicks(db, records);
  const text = clickWriteStatement();
  const replanDue = replanSchedule();
  if (kind !== 'pglite') {
    // node-postgres remembers per connection what it prepared: a statement the server lost
    // (DEALLOCATE ALL, DISCARD ALL) is prepared again under a new name
    // (and planned again under a new name when due)
    let generation = 0;
    const run = (json: string) => kind.pool.query({ name: `${STATEMENT}_${generation}`, text, values: [json] });
    return async (records) => {
      if (records.length === 0) return 0;
      const json = JSON.stringify(records);
      let written: number;
      try {
        written = (await run(json)).rows[0]!.written;
      } catch (error) {
        if (sqlState(error) !== '26000') throw error;
        generation++;
        written = (await run(json)).rows[0]!.written;
      }
      if (replanDue(written)) generation++;
      return written;
    };
  }
  let prepared = false;
  const prepare = async () => {
    try {
      await db.execute(sql.raw(`PREPARE ${STATEMENT}(json) AS ${text}`));
    } catch (error) {
      // another writer on this database prepared it first
      if (sqlState(error) !== '42P05') throw error;
    }
    prepared = true;
  };
  const deallocate = async () => {
    prepared = false;
    try {
      await db.execute(sql.raw(`DEALLOCATE ${STATEMENT}`));
    } catch (error) {
      // another writer on this database deallocated it first
      if (sqlState(error) !== '26000') throw error;
    }
  };
  const execute = async (json: string) => {
    const result = await db.execute(sql.raw(`EXECUTE ${STATEMENT}(${dollarQuoted(json)})`));
    return (result as unknown as { rows: { written: number }[] }).rows[0]!.written;
  };
  return async (records) => {
    if (records.length === 0) return 0;
    if (!prepared) await prepare();
    const json = JSON.stringify(records);
    let written: number;
    try {
      written = await execute(json);
    } catch (error) {
      // the session lost it (DEALLOCATE ALL, DISCARD ALL): prepare again, once
      if (sqlState(error) !== '26000') throw error;
      prepared = false;
      await prepare();
      written = await execute(json);
    }
    if (replanDue(written)) await deallocate();
    return written;
  };
}
