import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';
import { bodyOf, dataFor } from '../modules/webhooks/webhookDelivery';

/**
 * The demo affiliate's webhook (docs/decisions/webhooks.md), paused so the demo calls no one, with
 * a short delivery log: two conversions delivered and one given up after its last try. Made after
 * the demo's conversions, so the triggers queue nothing for it.
 */
export async function seedWebhooks(tx: Db, now = new Date()): Promise<void> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  await tx.execute(sql`
    WITH hook AS (
      INSERT INTO webhooks (user_id, scope, url, events, description, secret, status, created_at, updated_at)
      SELECT id, 'own', 'https://hooks.example.com/affnet', ARRAY['conversion.created', 'conversion.changed', 'lead.status_changed', 'payout.moved']::text[],
        'Our CRM', 'whsec_demo_' || md5(email), 0, ${at(600)}::timestamptz, ${at(600)}::timestamptz
      FROM users WHERE email = 'affiliate@example.com'
      RETURNING id, user_id),
    recent AS (
      SELECT c.*, row_number() OVER (ORDER BY c.id DESC) AS n FROM conversions c JOIN hook h ON c.affiliate_id = h.user_id ORDER BY c.id DESC LIMIT 3)
    INSERT INTO webhook_deliveries (webhook_id, event, data, state, attempts, http_status, error, created_at, last_attempt_at, next_attempt_at)
    SELECT h.id, 'conversion.created',
      jsonb_build_object('id', r.id, 'click_id', r.click_id, 'offer_id', r.offer_id, 'affiliate_id', r.affiliate_id, 'action', r.action, 'order_id', r.order_id,
        'payable', r.payable, 'reason', r.reason, 'commission', r.commission, 'transaction_status', r.transaction_status, 'hold_until', r.hold_until,
        'paid_for', r.paid_for, 'created_at', r.created_at, 'updated_at', r.updated_at),
      CASE WHEN r.n = 1 THEN 2 ELSE 1 END, CASE WHEN r.n = 1 THEN 6 ELSE 1 END, CASE WHEN r.n = 1 THEN 503 ELSE 200 END,
      CASE WHEN r.n = 1 THEN 'HTTP 503' ELSE '' END,
      (${at(500)}::timestamptz + r.n * interval '1 minute'), (${at(400)}::timestamptz + r.n * interval '1 minute'), (${at(400)}::timestamptz + r.n * interval '1 minute')
    FROM recent r CROSS JOIN hook h`);
  // the body each try sent, as the delivery loop writes it
  const sent = rowsOf<{ id: number; event: string; data: Record<string, unknown>; created_at: string }>(
    await tx.execute(sql`SELECT id::int AS id, event, data, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at FROM webhook_deliveries WHERE body IS NULL`),
  );
  for (const d of sent) await tx.execute(sql`UPDATE webhook_deliveries SET body = ${bodyOf(d, dataFor('own', d.event, d.data))} WHERE id = ${d.id}`);
}
