import type { Db } from './client';
import { computeContactToday } from '../modules/desk/contactTodayRepository';

/**
 * The demo's call list (spec 4 §5): computed once over the seeded history, as the morning job would,
 * whatever the hour, so the demo manager opens a list that is not empty (the seeded clicks stop two
 * days back, so their affiliates read as stopped: no_traffic_24h). Runs inside seedDemo, last.
 */
export async function seedContactToday(tx: Db, now = new Date()): Promise<void> {
  await computeContactToday(tx, now);
}
