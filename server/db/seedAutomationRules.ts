import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * One demo automation rule (docs/decisions/automation-rules.md): an alert when an affiliate's Risky
 * share on the first offer reaches 30 % over the last 24 hours, so the screen, its dry run and, once
 * the job has run, its log show something at once.
 */
export async function seedAutomationRules(tx: Db, now = new Date()): Promise<void> {
  await tx.execute(sql`INSERT INTO automation_rules (name, status, metric, period, scope, offer_id, op, value, action, created_at, updated_at)
    SELECT 'Risky affiliates on ' || o.name, 1, 'risky_share', '24h', 'each_affiliate', o.id, '>=', 30, 'raise_alert', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    FROM (SELECT id, name FROM offers ORDER BY id LIMIT 1) o`);
}
