import { and, eq, gte, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { UserRegistrationStatus, UserType } from '../../../domain/enums/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { containsPattern } from '../../db/like';
import { cappedTotal, countBound, orderBy, type CappedTotal } from '../../http/listQuery';
import { scopeOf, type Viewer } from './scope';

const manager = alias(users, 'manager');
const inviter = alias(users, 'inviter');

export type ListKind = 'affiliates' | 'managers' | 'all' | 'requests' | 'registrations';

export interface UserFilter {
  q?: string;
  status_id?: number;
  manager_id?: number;
  commission_type_id?: number;
  user_type?: number;
  lead_status?: string;
  registration_status?: number;
  /** created_at within [start, finish) */
  period?: { start: Date; finish: Date };
}

const REGISTERED = [UserRegistrationStatus.Confirmed, UserRegistrationStatus.Completed];

function kindCondition(kind: ListKind): SQL | undefined {
  switch (kind) {
    case 'affiliates':
      return and(eq(users.userType, UserType.Affiliate), inArray(users.registrationStatus, REGISTERED));
    case 'managers':
      return eq(users.userType, UserType.Manager);
    case 'all':
      return inArray(users.registrationStatus, REGISTERED);
    case 'requests':
    case 'registrations':
      return eq(users.userType, UserType.Affiliate);
  }
}

export function whereOf(kind: ListKind, viewer: Viewer, f: UserFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [kindCondition(kind), scopeOf(viewer)];
  if (kind === 'requests') parts.push(eq(users.registrationStatus, f.registration_status ?? UserRegistrationStatus.Pending));
  else if (f.registration_status !== undefined) parts.push(eq(users.registrationStatus, f.registration_status));
  if (f.q) {
    // one case-folded haystack per row, the expression of the trigram index users_search_trgm_idx
    // (migration 0011): a contains-search of 3+ characters reads the index instead of every row
    const text = sql`lower(${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName}) LIKE ${containsPattern(f.q.toLowerCase())}`;
    const byId = /^\d{1,9}$/.test(f.q) ? eq(users.id, Number(f.q)) : undefined;
    parts.push(byId ? or(text, byId)! : text);
  }
  if (f.status_id !== undefined) parts.push(eq(users.statusId, f.status_id));
  if (f.manager_id !== undefined) parts.push(eq(users.managerId, f.manager_id));
  if (f.commission_type_id !== undefined) parts.push(eq(users.commissionTypeId, f.commission_type_id));
  if (f.user_type !== undefined) parts.push(eq(users.userType, f.user_type));
  if (f.lead_status !== undefined) parts.push(eq(users.leadStatus, f.lead_status));
  if (f.period) parts.push(gte(users.createdAt, f.period.start), lt(users.createdAt, f.period.finish));
  const defined = parts.filter((p): p is SQL => p !== undefined);
  return defined.length ? and(...defined) : undefined;
}

const fullName = (t: { firstName: AnyColumn; lastName: AnyColumn }) => sql<string>`trim(${t.firstName} || ' ' || ${t.lastName})`;

/** The columns every user list answers with; the display fields are derived in the routes. */
export const listColumns = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  full_name: fullName(users),
  user_type: users.userType,
  status_id: users.statusId,
  integration_status: users.postbackStatus,
  user_integration_status: users.integrationStatus,
  lead_status: users.leadStatus,
  registration_status: users.registrationStatus,
  is_email_confirmed: users.emailStatus,
  commission_type_id: users.commissionTypeId,
  mobile: users.mobile,
  comment: users.comment,
  traffic_channel: users.trafficChannel,
  manager_id: users.managerId,
  manager_name: fullName(manager),
  affiliate_manager_workspace_role_id: manager.userType,
  registered_by_id: users.registeredById,
  registered_by_name: fullName(inviter),
  invited_by_workspace_role_id: inviter.userType,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
};

export const SORTABLE = ['id', 'email', 'first_name', 'last_name', 'status_id', 'commission_type_id', 'manager_id', 'lead_status', 'created_at'] as const;
const sortColumns = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  status_id: users.statusId,
  commission_type_id: users.commissionTypeId,
  manager_id: users.managerId,
  lead_status: users.leadStatus,
  created_at: users.createdAt,
};

const base = (db: Db) => db.select(listColumns).from(users).leftJoin(manager, eq(manager.id, users.managerId)).leftJoin(inviter, eq(inviter.id, users.registeredById));

export type ListRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

/** How many rows match, counting no further than `bound + 1` (a scalar subquery). */
const countUpTo = (condition: SQL | undefined, bound: number) =>
  sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM ${users} WHERE ${condition ?? sql`true`} LIMIT ${bound + 1}) AS counted)`.mapWith(Number);

export async function listUsers(
  db: Db,
  kind: ListKind,
  viewer: Viewer,
  filter: UserFilter,
  page: { sort?: string; perPage: number; offset: number },
): Promise<{ rows: ListRow[]; total: CappedTotal }> {
  const condition = whereOf(kind, viewer, filter);
  // the total rides on the page's own statement as a scalar subquery (run once): one round trip;
  // the condition names only `users`, which the subquery's FROM binds to itself. It is counted up
  // to the cap only (docs/decisions/server.md, "Capped totals"): exact for every list but the big ones.
  const bound = countBound(page);
  const found = await db
    .select({ ...listColumns, total: countUpTo(condition, bound) })
    .from(users)
    .leftJoin(manager, eq(manager.id, users.managerId))
    .leftJoin(inviter, eq(inviter.id, users.registeredById))
    .where(condition)
    .orderBy(...orderBy(page.sort, sortColumns, users.id))
    .limit(page.perPage)
    .offset(page.offset);
  const rows: ListRow[] = found.map(({ total: _total, ...row }) => row);
  // a page past the end has no row to carry the total
  if (found[0]) return { rows, total: cappedTotal(found[0].total, bound) };
  if (page.offset === 0) return { rows, total: cappedTotal(0, bound) };
  const past = (await db.execute(sql`SELECT ${countUpTo(condition, bound)} AS n`)) as unknown as { rows: { n: number }[] };
  return { rows, total: cappedTotal(Number(past.rows[0]?.n ?? 0), bound) };
}

/** One user's row with the joined names (the request detail and the profile). */
export async function readListRow(db: Db, id: number): Promise<ListRow | undefined> {
  const rows = await base(db).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Keyset pages of a list for exports: never more than `chunk` rows in memory. */
export async function* iterateUsers(db: Db, kind: ListKind, viewer: Viewer, filter: UserFilter, chunk = 1000): AsyncGenerator<ListRow[]> {
  let after = 0;
  for (;;) {
    const rows = await base(db)
      .where(and(whereOf(kind, viewer, filter), sql`${users.id} > ${after}`))
      .orderBy(users.id)
      .limit(chunk);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < chunk) return;
  }
}
