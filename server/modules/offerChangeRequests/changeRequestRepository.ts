import { sql, type SQL } from 'drizzle-orm';
import type { OfferChangeRequestStatus } from '../../../domain/offers/changeRequests';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface ChangeRequestRow {
  id: number;
  offer_id: number;
  offer_name: string;
  advertiser_id: number;
  advertiser_name: string;
  message: string;
  status: OfferChangeRequestStatus;
  reply: string;
  created_at: string | Date;
  resolved_at: string | Date | null;
  resolved_by_name: string | null;
}

export interface ChangeRequestFilter {
  id?: number;
  offer_id?: number;
  status?: OfferChangeRequestStatus;
  /** one advertiser's own (their portal) */
  advertiser_id?: number;
}

const SELECT = sql.raw(`r.id::int AS id, r.offer_id, o.name AS offer_name, r.advertiser_id,
  COALESCE(NULLIF(trim(a.first_name || ' ' || a.last_name), ''), a.email) AS advertiser_name,
  r.message, r.status, r.reply, r.created_at, r.resolved_at, NULLIF(trim(s.first_name || ' ' || s.last_name), '') AS resolved_by_name
  FROM offer_change_requests r JOIN offers o ON o.id = r.offer_id JOIN users a ON a.id = r.advertiser_id LEFT JOIN users s ON s.id = r.resolved_by`);

function whereOf(f: ChangeRequestFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.id !== undefined) parts.push(sql`r.id = ${f.id}`);
  if (f.offer_id !== undefined) parts.push(sql`r.offer_id = ${f.offer_id}`);
  if (f.status !== undefined) parts.push(sql`r.status = ${f.status}`);
  if (f.advertiser_id !== undefined) parts.push(sql`r.advertiser_id = ${f.advertiser_id}`);
  return sql.join(parts, sql` AND `);
}

/** Requests, newest first (open ones first with `openFirst`). */
export async function listChangeRequests(db: Db, f: ChangeRequestFilter, page: { perPage: number; offset: number }, openFirst = false) {
  const where = whereOf(f);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM offer_change_requests r WHERE ${where}`));
  const order = openFirst ? sql`(r.status = 'open') DESC, r.id DESC` : sql`r.id DESC`;
  const rows = rowsOf<ChangeRequestRow>(await db.execute(sql`SELECT ${SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${page.perPage} OFFSET ${page.offset}`));
  return { rows, total: Number(total?.n ?? 0) };
}

export const findChangeRequest = async (db: Db, id: number) => (await listChangeRequests(db, { id }, { perPage: 1, offset: 0 })).rows[0];

/** A new open request on an offer of the advertiser's; undefined when the offer is not theirs. */
export async function createChangeRequest(db: Db, advertiserId: number, offerId: number, message: string, now: Date): Promise<{ id: number; offer_name: string } | undefined> {
  const [row] = rowsOf<{ id: number; offer_name: string }>(
    await db.execute(sql`INSERT INTO offer_change_requests (offer_id, advertiser_id, message, created_at)
      SELECT o.id, ${advertiserId}, ${message}, ${now.toISOString()}::timestamptz FROM offers o WHERE o.id = ${offerId} AND o.advertiser_id = ${advertiserId}
      RETURNING id::int AS id, (SELECT name FROM offers WHERE id = ${offerId}) AS offer_name`),
  );
  return row;
}

/**
 * Answers a request: done or declined with a reply, or open again (the reply kept). Answers
 * whether it exists.
 */
export async function resolveChangeRequest(db: Db, id: number, status: OfferChangeRequestStatus, reply: string, actorId: number, now: Date): Promise<boolean> {
  const open = status === 'open';
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`UPDATE offer_change_requests SET status = ${status}, reply = ${reply},
      resolved_at = ${open ? null : now.toISOString()}::timestamptz, resolved_by = ${open ? null : actorId}
      WHERE id = ${id} RETURNING id::int AS id`),
  );
  return rows.length > 0;
}
