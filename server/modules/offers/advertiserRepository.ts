import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import { CampaignStatus } from '../../../domain/enums/campaign';
import { UserType } from '../../../domain/enums/user';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { offers, users } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { orderBy } from '../../http/listQuery';

const offersCount = sql<number>`(select count(*)::int from ${offers} where ${offers.advertiserId} = ${users.id} and ${offers.status} <> ${CampaignStatus.Deleted})`;
const activeCount = sql<number>`(select count(*)::int from ${offers} where ${offers.advertiserId} = ${users.id} and ${offers.status} = ${CampaignStatus.Active})`;
const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  statusId: users.statusId,
  token: users.postbackToken,
  createdAt: users.createdAt,
  offersCount,
  activeCount,
};
export type AdvertiserRow = { id: number; email: string; firstName: string; lastName: string; statusId: number; token: string | null; createdAt: Date; offersCount: number; activeCount: number };

const isAdvertiser = eq(users.userType, UserType.Advertiser);
export const ADVERTISER_SORTABLE = ['id', 'email', 'created_at', 'offers_count'] as const;
const SORTABLE = { id: users.id, email: users.email, created_at: users.createdAt, offers_count: offersCount };
export async function findAdvertiser(db: Tx, id: number): Promise<AdvertiserRow | undefined> {
  const [row] = await db.select(columns).from(users).where(and(eq(users.id, id), isAdvertiser)).limit(1);
  return row as AdvertiserRow | undefined;
}

export async function listAdvertisers(db: Db, f: { q?: string; status_id?: number }, page: { sort?: string; perPage: number; offset: number }): Promise<{ rows: AdvertiserRow[]; total: number }> {
  const where = and(
    isAdvertiser,
    f.status_id === undefined ? undefined : eq(users.statusId, f.status_id),
    f.q ? or(ilike(users.email, containsPattern(f.q)), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(f.q))) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select(columns).from(users).where(where).orderBy(...orderBy(page.sort, SORTABLE as never, users.id)).limit(page.perPage).offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows as AdvertiserRow[], total: Number(totals[0]?.n ?? 0) };
}

/** Gives an advertiser a new postback token; false when there is no such advertiser. */
export async function setPostbackToken(db: Db, id: number, token: string, now: Date): Promise<boolean> {
  const rows = await db.update(users).set({ postbackToken: token, updatedAt: now }).where(and(eq(users.id, id), isAdvertiser)).returning({ id: users.id });
  return rows.length > 0;
}
