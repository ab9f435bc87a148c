import { and, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import { keySnapshot, recordActivity } from '../activity/activityLog';
import type { Actor } from '../users/changeLog';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { orderBy } from '../../http/listQuery';
import { scopeOf, type Viewer } from '../users/scope';

export interface PermissionUserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: number;
}

export interface PermissionUserFilter {
  q?: string;
  userType?: number;
  /** managers do not see administrators' permission sets */
  withoutAdmins: boolean;
  /** whose user-management scope limits the list (a manager: their own affiliates and themselves); none for an administrator */
  scopeOf?: Viewer;
}


function where(filter: PermissionUserFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.q) {
    const p = containsPattern(filter.q);
    parts.push(or(ilike(users.email, p), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p))!);
  }
  if (filter.userType !== undefined) parts.push(eq(users.userType, filter.userType));
  if (filter.withoutAdmins) parts.push(ne(users.userType, 0));
  if (filter.scopeOf) parts.push(or(scopeOf(filter.scopeOf), eq(users.id, filter.scopeOf.id))!);
  return parts.length ? and(...parts) : undefined;
}

const sortable = { id: users.id, email: users.email, full_name: users.firstName, user_type: users.userType };

/** The users whose permission sets the caller may open (the picker of the permission screen). */
export async function listPermissionUsers(
  db: Db,
  filter: PermissionUserFilter,
  page: { sort?: string; perPage: number; offset: number },
): Promise<{ rows: PermissionUserRow[]; total: number }> {
  const condition = where(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, userType: users.userType })
      .from(users)
      .where(condition)
      .orderBy(...orderBy(page.sort, sortable, users.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/**
 * Replaces a user's keys with what `next` makes of the current ones, the row locked meanwhile so
 * two editors saving at once cannot lose each other's change. Undefined when the user is gone.
 */
export async function updatePermissions(
  db: Db,
  actor: Actor,
  userId: number,
  next: (current: readonly string[]) => string[],
  now: Date,
): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ permissions: users.permissions }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) return undefined;
    const permissions = next(row.permissions);
    await tx.update(users).set({ permissions, updatedAt: now }).where(eq(users.id, userId));
    await recordActivity(tx, { actor, type: 'permissions_updated', entity: 'user', entityId: userId, before: keySnapshot(row.permissions), after: keySnapshot(permissions), now });
    return permissions;
  });
}
