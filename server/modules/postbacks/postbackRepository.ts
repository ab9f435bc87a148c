import { sql, type SQL } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import type { Viewer } from '../users/scope';
import { refreshIntegrationStatus } from './delivery';
import { rowsOf } from '../../db/rows';

export interface PostbackRow {
  id: number;
  affiliate_id: number;
  affiliate_name: string;
  campaign_id: number | null;
  campaign_name: string | null;
  action: number;
  method: number;
  url: string;
  status: number;
  created_at: string | Date;
  updated_at: string | Date;
}

export interface LogRow {
  id: number;
  postback_id: number;
  affiliate_id: number;
  conversion_id: number | null;
  attempt: number;
  status: number;
  http_status: number | null;
  error: string;
  url: string;
  method: number;
  test: boolean;
  created_at: string | Date;
}

/** Whose postbacks a viewer reaches: an admin everyone's, a manager their affiliates', an affiliate their own. */
export function affiliateScope(viewer: Viewer, column = sql`u.id`): SQL {
  if (viewer.userType === UserType.Admin) return sql`u.user_type = ${UserType.Affiliate}`;
  if (viewer.userType === UserType.Manager) return sql`u.user_type = ${UserType.Affiliate} AND u.manager_id = ${viewer.id}`;
  return sql`${column} = ${viewer.id}`;
}

export async function affiliateInScope(db: Tx, viewer: Viewer, affiliateId: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`SELECT u.id FROM users u WHERE u.id = ${affiliateId} AND ${affiliateScope(viewer)}`));
  return rows.length > 0;
}

/** The affiliate's integration status (ActivePostback 1, NoPostback 0), or undefined outside the viewer's scope. */
export async function integrationStatusOf(db: Tx, viewer: Viewer, affiliateId: number): Promise<number | undefined> {
  const [row] = rowsOf<{ status: number }>(await db.execute(sql`SELECT u.postback_status AS status FROM users u WHERE u.id = ${affiliateId} AND ${affiliateScope(viewer)}`));
  return row === undefined ? undefined : Number(row.status);
}

const SELECT = sql`
  SELECT p.id, p.affiliate_id, trim(u.first_name || ' ' || u.last_name) AS affiliate_name, p.campaign_id, o.name AS campaign_name,
    p.action, p.method, p.url, p.status, p.created_at, p.updated_at
  FROM affiliate_postbacks p JOIN users u ON u.id = p.affiliate_id LEFT JOIN offers o ON o.id = p.campaign_id`;

export async function listPostbacks(db: Tx, viewer: Viewer, f: { affiliate_id?: number; campaign_id?: number; action?: number }, page: { perPage: number; offset: number }) {
  const parts: SQL[] = [sql`p.status = 1`, affiliateScope(viewer)];
  if (f.affiliate_id !== undefined) parts.push(sql`p.affiliate_id = ${f.affiliate_id}`);
  if (f.campaign_id !== undefined) parts.push(sql`p.campaign_id = ${f.campaign_id}`);
  if (f.action !== undefined) parts.push(sql`p.action = ${f.action}`);
  const where = sql.join(parts, sql` AND `);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM affiliate_postbacks p JOIN users u ON u.id = p.affiliate_id WHERE ${where}`));
  const rows = rowsOf<PostbackRow>(await db.execute(sql`${SELECT} WHERE ${where} ORDER BY p.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`));
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findPostback(db: Tx, viewer: Viewer, id: number): Promise<PostbackRow | undefined> {
  return rowsOf<PostbackRow>(await db.execute(sql`${SELECT} WHERE p.id = ${id} AND p.status = 1 AND ${affiliateScope(viewer)}`))[0];
}

export interface PostbackValues {
  affiliate_id: number;
  campaign_id: number | null;
  action: number;
  method: number;
  url: string;
}

export async function insertPostback(db: Tx, v: PostbackValues, now: Date): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      INSERT INTO affiliate_postbacks (affiliate_id, campaign_id, action, method, url, created_at, updated_at)
      VALUES (${v.affiliate_id}, ${v.campaign_id}, ${v.action}, ${v.method}, ${v.url}, ${now.toISOString()}, ${now.toISOString()}) RETURNING id`),
  );
  return row!.id;
}

export async function updatePostback(db: Tx, id: number, v: Omit<PostbackValues, 'affiliate_id'>, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE affiliate_postbacks SET campaign_id = ${v.campaign_id}, action = ${v.action}, method = ${v.method}, url = ${v.url}, updated_at = ${now.toISOString()}
    WHERE id = ${id}`);
}

/** Deleted (-1) and its waiting deliveries given up: nothing more is sent for it. */
export async function deletePostback(db: Tx, id: number, now: Date): Promise<void> {
  await db.execute(sql`UPDATE affiliate_postbacks SET status = -1, updated_at = ${now.toISOString()} WHERE id = ${id}`);
  await db.execute(sql`UPDATE postback_deliveries SET state = 2 WHERE postback_id = ${id} AND state = 0`);
}

/** A new postback with its affiliate's integration status brought up to date, in one transaction; the new id. */
export function createPostback(db: Db, v: PostbackValues, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertPostback(tx, v, now);
    await refreshIntegrationStatus(tx, v.affiliate_id);
    return id;
  });
}

/** A postback deleted (`deletePostback`) with its affiliate's integration status brought up to date, in one transaction. */
export function removePostback(db: Db, p: { id: number; affiliate_id: number }, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    await deletePostback(tx, p.id, now);
    await refreshIntegrationStatus(tx, p.affiliate_id);
  });
}

export async function insertTestLog(db: Tx, p: PostbackRow, url: string, result: { ok: boolean; http_status: number | null; error: string }, now: Date, status: number) {
  await db.execute(sql`
    INSERT INTO postback_log (postback_id, affiliate_id, attempt, status, http_status, error, url, method, test, created_at)
    VALUES (${p.id}, ${p.affiliate_id}, 1, ${status}, ${result.http_status}, ${result.error}, ${url}, ${p.method}, true, ${now.toISOString()})`);
}

export async function listLog(db: Tx, viewer: Viewer, f: { affiliate_id?: number; postback_id?: number; status?: number }, page: { perPage: number; offset: number }) {
  const parts: SQL[] = [affiliateScope(viewer, sql`l.affiliate_id`)];
  if (f.affiliate_id !== undefined) parts.push(sql`l.affiliate_id = ${f.affiliate_id}`);
  if (f.postback_id !== undefined) parts.push(sql`l.postback_id = ${f.postback_id}`);
  if (f.status !== undefined) parts.push(sql`l.status = ${f.status}`);
  const where = sql.join(parts, sql` AND `);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM postback_log l JOIN users u ON u.id = l.affiliate_id WHERE ${where}`));
  const rows = rowsOf<LogRow>(
    await db.execute(sql`
      SELECT l.id::int AS id, l.postback_id, l.affiliate_id, l.conversion_id::int AS conversion_id, l.attempt, l.status, l.http_status, l.error, l.url, l.method, l.test, l.created_at
      FROM postback_log l JOIN users u ON u.id = l.affiliate_id WHERE ${where} ORDER BY l.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  return { rows, total: Number(total?.n ?? 0) };
}
