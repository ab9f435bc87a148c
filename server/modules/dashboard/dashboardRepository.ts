import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Range } from '../../../domain/dashboard/periods';
import { UserRegistrationStatus } from '../../../domain/enums/user';
import type { Db } from '../../db/client';
import { languages, offerGroups, offers, users } from '../../db/schema';
import { DIM, type Dim } from '../traffic/dimensions';
import { fullNameOf } from '../users/userInfo';

const fullName = (u: { firstName: string; lastName: string; email: string }) => fullNameOf(u) || u.email;

/** Display names of the keys of a dimension; countries are answered as their codes (the client names them). */
export async function namesOf(db: Db, dim: Dim, keys: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (keys.length === 0) return names;
  const ids = keys.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  if (dim === DIM.affiliate || dim === DIM.manager) {
    if (ids.length) {
      const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, ids));
      for (const r of rows) names.set(String(r.id), fullName(r));
    }
    if (dim === DIM.manager && keys.includes('0')) names.set('0', 'No manager');
  } else if (dim === DIM.offer && ids.length) {
    for (const r of await db.select({ id: offers.id, name: offers.name }).from(offers).where(inArray(offers.id, ids))) names.set(String(r.id), r.name);
  } else if (dim === DIM.offerGroup && ids.length) {
    for (const r of await db.select({ id: offerGroups.id, name: offerGroups.name }).from(offerGroups).where(inArray(offerGroups.id, ids))) {
      names.set(String(r.id), r.name);
    }
  } else if (dim === DIM.language) {
    const rows = await db.select({ code: languages.systemName, name: languages.name }).from(languages).where(inArray(languages.systemName, [...keys]));
    for (const r of rows) names.set(r.code, r.name);
  }
  for (const key of keys) if (!names.has(key)) names.set(key, dim === DIM.language ? key.toUpperCase() : key);
  return names;
}

export type AffiliateCount = 'new' | 'pending' | 'approved';

/**
 * Affiliates who registered in each bucket (the request funnel, decisions R476–R478): all of
 * them (new), those whose request still waits (registration status Pending) and those let in
 * (Confirmed or Completed); a manager counts only the affiliates they manage.
 */
export async function affiliatesRegistered(db: Db, buckets: readonly Range[], which: AffiliateCount, managerId?: number): Promise<Map<number, number>> {
  if (buckets.length === 0) return new Map();
  const values = sql.join(
    buckets.map((b, i) => sql`(${i}::int, ${b.start.toISOString()}::timestamptz, ${b.finish.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const state =
    which === 'pending'
      ? sql` AND u.registration_status = ${UserRegistrationStatus.Pending}`
      : which === 'approved'
        ? sql` AND u.registration_status IN (${UserRegistrationStatus.Confirmed}, ${UserRegistrationStatus.Completed})`
        : sql``;
  const scope = managerId === undefined ? sql`` : sql` AND u.manager_id = ${managerId}`;
  const result = await db.execute(sql`
    SELECT s.bucket, count(*)::int AS n FROM (VALUES ${values}) AS s(bucket, f, t)
    JOIN users u ON u.created_at >= s.f AND u.created_at < s.t
    WHERE u.user_type = 2${state}${scope}
    GROUP BY s.bucket`);
  return new Map((result as unknown as { rows: { bucket: number; n: number }[] }).rows.map((r) => [Number(r.bucket), Number(r.n)]));
}

/** The affiliate's personal manager, or null when they have none. */
export async function personalManager(db: Db, affiliateId: number) {
  const [row] = await db
    .select({ managerId: users.managerId })
    .from(users)
    .where(and(eq(users.id, affiliateId), eq(users.userType, 2)))
    .limit(1);
  if (!row?.managerId) return null;
  const [manager] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, row.managerId))
    .limit(1);
  return manager ? { id: manager.id, full_name: fullName(manager), email: manager.email } : null;
}

/** How many affiliates each manager manages now. */
export async function affiliatesPerManager(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ managerId: users.managerId, n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.userType, 2))
    .groupBy(users.managerId);
  return new Map(rows.filter((r) => r.managerId !== null).map((r) => [r.managerId!, Number(r.n)]));
}

/** Every manager (for the managers widget: those without traffic still show). */
export async function managers(db: Db): Promise<Array<{ id: number; name: string }>> {
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.userType, 1));
  return rows.map((r) => ({ id: r.id, name: fullName(r) }));
}
