import { sql } from 'drizzle-orm';
import type { Db } from './client';

const DAY = 86_400_000;

/**
 * The demo's offer change requests (spec 4 §7): the demo advertiser asked twice about their first
 * offer — once answered (done, with a reply), once still open — so the staff list and the
 * advertiser's offer page both show the feature at work.
 */
export async function seedChangeRequests(tx: Db, now = new Date()): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  await tx.execute(sql`INSERT INTO offer_change_requests (offer_id, advertiser_id, message, status, reply, created_at, resolved_at, resolved_by)
    SELECT o.id, a.id, v.message, v.status, v.reply, v.created_at::timestamptz, v.resolved_at::timestamptz, CASE WHEN v.status = 'open' THEN NULL ELSE m.id END
    FROM users a
    JOIN LATERAL (SELECT id FROM offers WHERE advertiser_id = a.id ORDER BY id LIMIT 1) o ON true
    LEFT JOIN LATERAL (SELECT id FROM users WHERE email = 'admin@example.com') m ON true
    CROSS JOIN (VALUES
      ('Please lower the minimum deposit on the landing page to 200 EUR.', 'done', 'Done: the landing page shows 200 EUR since this morning.', ${at(6)}, ${at(5)}),
      ('Could you add Austria to the countries and open the offer to more affiliates?', 'open', '', ${at(1)}, NULL)
    ) AS v(message, status, reply, created_at, resolved_at)
    WHERE a.email = 'advertiser@example.com'`);
}
