import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';

// Webhooks and their deliveries (migrations/0065_webhooks.sql). A webhook is its owner's alone:
// every read and change here is by owner.

export type WebhookScope = 'network' | 'book' | 'own';

export interface WebhookRow {
  id: number;
  user_id: number;
  scope: WebhookScope;
  url: string;
  events: string[];
  description: string;
  secret: string;
  status: number;
  created_at: string;
  updated_at: string;
  last_delivery_at: string | null;
  last_delivery_state: number | null;
}

export interface WebhookInput {
  url: string;
  events: string[];
  description: string;
  status: number;
}

const WEBHOOK = sql`
  SELECT w.id, w.user_id, w.scope, w.url, w.events, w.description, w.secret, w.status::int AS status,
    to_char(w.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    to_char(w.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
    to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_delivery_at, d.state::int AS last_delivery_state
  FROM webhooks w
  LEFT JOIN LATERAL (SELECT created_at, state FROM webhook_deliveries x WHERE x.webhook_id = w.id ORDER BY x.id DESC LIMIT 1) d ON true`;

export async function listWebhooks(db: Tx, ownerId: number, filter: { status?: number; event?: string }, page: { perPage: number; offset: number }) {
  const where: SQL[] = [sql`w.user_id = ${ownerId}`];
  if (filter.status !== undefined) where.push(sql`w.status = ${filter.status}`);
  if (filter.event !== undefined) where.push(sql`${filter.event} = ANY (w.events)`);
  const condition = sql.join(where, sql` AND `);
  const rows = rowsOf<WebhookRow>(await db.execute(sql`${WEBHOOK} WHERE ${condition} ORDER BY w.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`));
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM webhooks w WHERE ${condition}`));
  return { rows, total: count!.n };
}

export async function findWebhook(db: Tx, ownerId: number, id: number): Promise<WebhookRow | undefined> {
  const [row] = rowsOf<WebhookRow>(await db.execute(sql`${WEBHOOK} WHERE w.id = ${id} AND w.user_id = ${ownerId}`));
  return row;
}

const textArray = (values: string[]) => sql`ARRAY[${sql.join(
  values.map((v) => sql`${v}`),
  sql`, `,
)}]::text[]`;

export async function createWebhook(db: Tx, owner: { id: number; scope: WebhookScope }, input: WebhookInput, secret: string, now: Date): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      INSERT INTO webhooks (user_id, scope, url, events, description, secret, status, created_at, updated_at)
      VALUES (${owner.id}, ${owner.scope}, ${input.url}, ${textArray(input.events)}, ${input.description}, ${secret}, ${input.status}, ${now.toISOString()}, ${now.toISOString()})
      RETURNING id`),
  );
  return row!.id;
}

export async function updateWebhook(db: Tx, ownerId: number, id: number, input: WebhookInput, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE webhooks SET url = ${input.url}, events = ${textArray(input.events)}, description = ${input.description}, status = ${input.status}, updated_at = ${now.toISOString()}
    WHERE id = ${id} AND user_id = ${ownerId}`);
}

export async function replaceSecret(db: Tx, ownerId: number, id: number, secret: string, now: Date): Promise<void> {
  await db.execute(sql`UPDATE webhooks SET secret = ${secret}, updated_at = ${now.toISOString()} WHERE id = ${id} AND user_id = ${ownerId}`);
}

/** Deletes the webhook and, with it, its deliveries (the log of a webhook that is gone is not kept). */
export async function removeWebhook(db: Tx, ownerId: number, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM webhooks WHERE id = ${id} AND user_id = ${ownerId}`);
}

export interface DeliveryRow {
  id: number;
  webhook_id: number;
  webhook_url: string;
  event: string;
  state: number;
  attempts: number;
  http_status: number | null;
  error: string;
  test: boolean;
  body: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
}

const DELIVERY = sql`
  SELECT d.id::int AS id, d.webhook_id, w.url AS webhook_url, d.event, d.state::int AS state, d.attempts::int AS attempts, d.http_status, d.error, d.test, d.body,
    to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    to_char(d.last_attempt_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_attempt_at,
    CASE WHEN d.state = 0 THEN to_char(d.next_attempt_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END AS next_attempt_at
  FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id`;

export async function listDeliveries(db: Tx, ownerId: number, filter: { webhook_id?: number; event?: string; state?: number }, page: { perPage: number; offset: number }) {
  const where: SQL[] = [sql`w.user_id = ${ownerId}`];
  if (filter.webhook_id !== undefined) where.push(sql`d.webhook_id = ${filter.webhook_id}`);
  if (filter.event !== undefined) where.push(sql`d.event = ${filter.event}`);
  if (filter.state !== undefined) where.push(sql`d.state = ${filter.state}`);
  const condition = sql.join(where, sql` AND `);
  const rows = rowsOf<DeliveryRow>(await db.execute(sql`${DELIVERY} WHERE ${condition} ORDER BY d.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`));
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE ${condition}`));
  return { rows, total: count!.n };
}

export async function findDelivery(db: Tx, ownerId: number, id: number): Promise<DeliveryRow | undefined> {
  const [row] = rowsOf<DeliveryRow>(await db.execute(sql`${DELIVERY} WHERE d.id = ${id} AND w.user_id = ${ownerId}`));
  return row;
}

/** A failed delivery tried again: pending from now, with one more round of tries. */
export async function requeueDelivery(db: Tx, id: number, now: Date): Promise<void> {
  await db.execute(sql`UPDATE webhook_deliveries SET state = 0, attempts = 0, next_attempt_at = ${now.toISOString()}, locked_until = NULL WHERE id = ${id} AND state = 2`);
}

/**
 * "Send test": a delivery kept in the log as a test, made before its one try so the body can name
 * it; it reads as failed until the try is recorded, and is never picked by the delivery loop.
 */
export async function insertTestDelivery(db: Tx, webhookId: number, event: string, data: Record<string, unknown>, now: Date): Promise<{ id: number; created_at: string }> {
  const [row] = rowsOf<{ id: number; created_at: string }>(
    await db.execute(sql`
      INSERT INTO webhook_deliveries (webhook_id, event, data, test, state, created_at, next_attempt_at)
      VALUES (${webhookId}, ${event}, ${JSON.stringify(data)}::jsonb, true, 2, ${now.toISOString()}, ${now.toISOString()})
      RETURNING id::int AS id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`),
  );
  return row!;
}

/** A try's outcome: `state` 0 (another try at `next`), 1 delivered or 2 given up. */
export async function recordTry(
  db: Tx,
  id: number,
  outcome: { attempts: number; state: number; http_status: number | null; error: string; body: string; next: Date },
  at: Date,
): Promise<void> {
  await db.execute(sql`
    UPDATE webhook_deliveries SET attempts = ${outcome.attempts}, state = ${outcome.state}, http_status = ${outcome.http_status}, error = ${outcome.error},
      body = ${outcome.body}, last_attempt_at = ${at.toISOString()}, next_attempt_at = ${outcome.next.toISOString()}, locked_until = NULL
    WHERE id = ${id}`);
}

export interface DueDelivery {
  id: number;
  webhook_id: number;
  event: string;
  data: Record<string, unknown>;
  attempts: number;
  created_at: string;
  url: string;
  secret: string;
  scope: WebhookScope;
}

/** Claims up to `limit` deliveries due now (FOR UPDATE SKIP LOCKED: several app processes share the queue), each held for `holdMs`. */
export async function claimDue(db: Tx, now: Date, holdMs: number, limit: number): Promise<DueDelivery[]> {
  return rowsOf<DueDelivery>(
    await db.execute(sql`
      WITH claimed AS (
        UPDATE webhook_deliveries SET locked_until = ${new Date(now.getTime() + holdMs).toISOString()}
        WHERE id IN (
          SELECT id FROM webhook_deliveries
          WHERE state = 0 AND next_attempt_at <= ${now.toISOString()} AND (locked_until IS NULL OR locked_until < ${now.toISOString()})
            -- a paused webhook's deliveries wait for it to be active again
            AND EXISTS (SELECT 1 FROM webhooks p WHERE p.id = webhook_id AND p.status = 1)
          ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, webhook_id, event, data, attempts, created_at)
      SELECT c.id::int AS id, c.webhook_id, c.event, c.data, c.attempts::int AS attempts,
        to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, w.url, w.secret, w.scope
      FROM claimed c JOIN webhooks w ON w.id = c.webhook_id ORDER BY c.id`),
  );
}
