import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The demo's traffic quality (spec 4 §4): the seeded clicks were written as history, unjudged, so
 * here they get what the tracker would have said: most Safe, some from a data centre (Mixed), some
 * a crawler's (Risky), and their conversions carry their reasons. Deterministic by click time, so
 * the report's Traffic safety, bad_quality_traffic and the dashboard's drill-down show figures on a
 * fresh demo. Runs inside seedDemo after the conversions.
 */
export async function seedTrafficQuality(tx: Db): Promise<void> {
  await tx.execute(sql`
    UPDATE clicks SET
      traffic_safety = CASE WHEN n % 11 = 0 THEN 3 WHEN n % 7 = 0 THEN 3 WHEN n % 5 = 0 THEN 2 ELSE 1 END,
      fraud_reasons = CASE WHEN n % 11 = 0 THEN ARRAY['known_bot'] WHEN n % 7 = 0 THEN ARRAY['data_centre', 'duplicate_ip'] WHEN n % 5 = 0 THEN ARRAY['data_centre'] ELSE ARRAY[]::text[] END
    FROM (SELECT click_id AS id, clicked_at AS at, row_number() OVER (ORDER BY clicked_at, click_id) AS n FROM clicks WHERE traffic_safety IS NULL) seeded
    WHERE clicks.click_id = seeded.id AND clicks.clicked_at = seeded.at`);
  await tx.execute(sql`
    UPDATE conversions v SET traffic_safety = GREATEST(COALESCE(v.traffic_safety, 1), k.traffic_safety),
      fraud_reasons = ARRAY(SELECT DISTINCT unnest(k.fraud_reasons || COALESCE(v.fraud_reasons, ARRAY[]::text[])))
    FROM clicks k WHERE k.click_id = v.click_id AND k.clicked_at = v.clicked_at AND k.traffic_safety > 1`);
}
