import { sql, type SQL } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/tx';
import type { Viewer } from '../users/scope';

export interface PromoCodeRow {
  id: number;
  offer_id: number;
  offer_name: string;
  affiliate_id: number;
  affiliate_name: string;
  affiliate_email: string;
  code: string;
  created_at: string | Date;
}

export interface PromoCodeFilter {
  id?: number;
  offer_id?: number;
  affiliate_id?: number;
  q?: string;
}

const SORTS: Record<string, string> = { id: 'p.id', code: 'lower(p.code)', created_at: 'p.created_at', offer_id: 'p.offer_id', affiliate_id: 'p.affiliate_id' };
export const PROMO_CODE_SORTS = Object.keys(SORTS) as [string, ...string[]];

/** Admins see every code, managers their affiliates', affiliates their own. */
function scopeSql(viewer: Viewer): SQL {
  if (viewer.userType === UserType.Admin) return sql`true`;
  if (viewer.userType === UserType.Manager) return sql`u.manager_id = ${viewer.id}`;
  return sql`p.affiliate_id = ${viewer.id}`;
}

function whereOf(viewer: Viewer, f: PromoCodeFilter): SQL {
  const parts: SQL[] = [scopeSql(viewer)];
  if (f.id !== undefined) parts.push(sql`p.id = ${f.id}`);
  if (f.offer_id !== undefined) parts.push(sql`p.offer_id = ${f.offer_id}`);
  if (f.affiliate_id !== undefined) parts.push(sql`p.affiliate_id = ${f.affiliate_id}`);
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    parts.push(sql`(lower(p.code) LIKE ${like} OR lower(u.email) LIKE ${like})`);
  }
  return sql.join(parts, sql` AND `);
}

/** One page of the codes in the viewer's scope, with its total. */
export async function listPromoCodes(db: Tx, viewer: Viewer, f: PromoCodeFilter, page: { sort?: string; perPage: number; offset: number }) {
  const key = page.sort || '-id';
  const descending = key.startsWith('-');
  const column = SORTS[descending ? key.slice(1) : key] ?? 'p.id';
  const order = sql.raw(`${column} ${descending ? 'DESC' : 'ASC'}${column === 'p.id' ? '' : `, p.id ${descending ? 'DESC' : 'ASC'}`}`);
  const where = whereOf(viewer, f);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM promo_codes p JOIN users u ON u.id = p.affiliate_id WHERE ${where}`));
  const rows = rowsOf<PromoCodeRow>(
    await db.execute(sql`
      SELECT p.id, p.offer_id, o.name AS offer_name, p.affiliate_id, trim(u.first_name || ' ' || u.last_name) AS affiliate_name, u.email AS affiliate_email,
        p.code, p.created_at
      FROM promo_codes p
      JOIN users u ON u.id = p.affiliate_id
      JOIN offers o ON o.id = p.offer_id
      WHERE ${where}
      ORDER BY ${order}
      LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findPromoCode(db: Tx, viewer: Viewer, id: number): Promise<PromoCodeRow | undefined> {
  return (await listPromoCodes(db, viewer, { id }, { perPage: 1, offset: 0 })).rows[0];
}

/** The new code's id; null when the offer already has this code in any case (the unique index decides, so two at once cannot both win). */
export async function insertPromoCode(db: Tx, values: { offerId: number; affiliateId: number; code: string; createdBy: number | null; now: Date }): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      INSERT INTO promo_codes (offer_id, affiliate_id, code, created_by, created_at)
      VALUES (${values.offerId}, ${values.affiliateId}, ${values.code}, ${values.createdBy}, ${values.now.toISOString()})
      ON CONFLICT (offer_id, lower(code)) DO NOTHING
      RETURNING id`),
  );
  return row ? Number(row.id) : null;
}

export async function deletePromoCode(db: Tx, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM promo_codes WHERE id = ${id}`);
}

/** The affiliate's own codes on these offers, each offer's by code (their marketplace rows and offer page), in one statement. */
export async function codesOf(db: Tx, offerIds: readonly number[], affiliateId: number): Promise<Map<number, string[]>> {
  const codes = new Map<number, string[]>();
  if (!offerIds.length) return codes;
  const rows = rowsOf<{ offer_id: number; code: string }>(
    await db.execute(sql`SELECT offer_id, code FROM promo_codes
      WHERE affiliate_id = ${affiliateId} AND offer_id IN (${sql.join(offerIds.map((id) => sql`${id}`), sql`, `)})
      ORDER BY lower(code)`),
  );
  for (const r of rows) codes.set(Number(r.offer_id), [...(codes.get(Number(r.offer_id)) ?? []), r.code]);
  return codes;
}
