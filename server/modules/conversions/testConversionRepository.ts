import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Whose click it is (the affiliate's manager), for a click of this offer that was not refused; undefined when there is none. */
export async function clickOwner(db: Db, clickId: string, offerId: number): Promise<{ manager_id: number | null } | undefined> {
  const result = await db.execute(sql`
    SELECT u.manager_id FROM clicks k JOIN users u ON u.id = k.affiliate_id
    WHERE k.click_id = ${clickId} AND k.offer_id = ${offerId} AND k.refusal IS NULL LIMIT 1`);
  return (result as unknown as { rows: { manager_id: number | null }[] }).rows[0];
}
