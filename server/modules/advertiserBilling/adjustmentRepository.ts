import { sql } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/userType';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface AdjustmentRow {
  id: number;
  advertiser_id: number;
  advertiser_name: string;
  /** numeric text, two decimals: negative a credit, positive a debit */
  amount: string;
  made_on: string;
  reason: string;
  created_at: string | Date;
  created_by_name: string | null;
}

export interface NewAdjustment {
  advertiserId: number;
  amount: string;
  madeOn: string;
  reason: string;
}

/** Adjustments, newest first; one advertiser's with `advertiserId`. */
export async function listAdjustments(db: Db, advertiserId: number | undefined, page: { perPage: number; offset: number }) {
  const where = advertiserId === undefined ? sql`true` : sql`j.advertiser_id = ${advertiserId}`;
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM advertiser_adjustments j WHERE ${where}`));
  const rows = rowsOf<AdjustmentRow>(
    await db.execute(sql`SELECT j.id::int AS id, j.advertiser_id, COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS advertiser_name,
        j.amount::text AS amount, j.made_on::text AS made_on, j.reason, j.created_at, NULLIF(trim(m.first_name || ' ' || m.last_name), '') AS created_by_name
      FROM advertiser_adjustments j JOIN users u ON u.id = j.advertiser_id LEFT JOIN users m ON m.id = j.created_by
      WHERE ${where} ORDER BY j.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/** Puts an amount on an advertiser's balance; undefined when the user is no advertiser. */
export async function createAdjustment(db: Db, input: NewAdjustment, actorId: number, now: Date): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO advertiser_adjustments (advertiser_id, amount, made_on, reason, created_at, created_by)
      SELECT u.id, ${input.amount}::numeric, ${input.madeOn}::date, ${input.reason}, ${now.toISOString()}::timestamptz, ${actorId}
      FROM users u WHERE u.id = ${input.advertiserId} AND u.user_type = ${UserType.Advertiser}
      RETURNING id::int AS id`),
  );
  return row?.id;
}

/** Takes an adjustment made by mistake off the balance; answers whether it existed. */
export async function deleteAdjustment(db: Db, id: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`DELETE FROM advertiser_adjustments WHERE id = ${id} RETURNING id`)).length > 0;
}
