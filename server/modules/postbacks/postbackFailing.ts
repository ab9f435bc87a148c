import { sql } from 'drizzle-orm';
import { AlertKind } from '../../../domain/alerts/alertKinds';
import { PixelProcessingLogStatus } from '../../../domain/enums/pixel';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';
import { raiseAlert } from '../alerts/alertRepository';

/**
 * Failed tries in a row that make a postback "failing" (spec 4 §5: "a postback delivery failing
 * for an hour"): six, the tries of one delivery, whose backoff spans about an hour
 * (delivery.ts RETRY_MINUTES); several conversions failing at once get there sooner, which is as
 * much a failing postback.
 */
export const POSTBACK_FAILING_TRIES = 6;

/**
 * After a failed try of a postback is logged, in its transaction: the try that makes
 * POSTBACK_FAILING_TRIES failures in a row since the postback's last success (tests left out)
 * raises the `postback_failing` alert for the admins and the affiliate's manager. Only that try:
 * the next failures add nothing, and a success starts the count again, so it is raised once per
 * failing run. An alert that cannot be written is logged and never costs the delivery.
 */
export async function postbackFailed(tx: Tx, d: { postback_id: number; affiliate_id: number; url: string }, at: Date): Promise<number[]> {
  const [streak] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n FROM postback_log l
      WHERE l.affiliate_id = ${d.affiliate_id} AND l.postback_id = ${d.postback_id} AND l.test = false AND l.id > COALESCE((
        SELECT max(p.id) FROM postback_log p WHERE p.affiliate_id = ${d.affiliate_id} AND p.postback_id = ${d.postback_id} AND p.test = false
          AND p.status = ${PixelProcessingLogStatus.Processed}), 0)`),
  );
  if (streak?.n !== POSTBACK_FAILING_TRIES) return [];
  try {
    const [who] = rowsOf<{ name: string }>(
      await tx.execute(sql`SELECT COALESCE(NULLIF(trim(first_name || ' ' || last_name), ''), email) AS name FROM users WHERE id = ${d.affiliate_id}`),
    );
    return await raiseAlert(
      tx,
      {
        kind: AlertKind.PostbackFailing,
        subject: `postback:${d.postback_id}`,
        // the affiliate and the receiving host only: the URL's query may carry the affiliate's own tokens
        name: `${who?.name ?? `#${d.affiliate_id}`} (#${d.affiliate_id}) → ${hostOf(d.url)}`,
        link: `/user-operations/affiliates/${d.affiliate_id}/postbacks`,
        affiliateId: d.affiliate_id,
      },
      { now: at },
    );
  } catch (error) {
    console.error('Postback failing: the alert was not raised:', error instanceof Error ? error.message : error);
    return [];
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '?';
  }
};
