import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { UserType } from '../../../domain/enums/user';
import { containsPattern } from '../../db/like';
import { cappedTotal, countBound } from '../../http/listQuery';
import type { Db } from '../../db/client';
import { userChanges, users } from '../../db/schema';
import type { Viewer } from './scope';

const target = alias(users, 'target');
const actor = alias(users, 'actor');

export interface ChangeLogFilter {
  q?: string;
  user_id?: number;
  actor_id?: number;
  actions?: string[];
  period?: { start: Date; finish: Date };
}

/** The registration actions: what the registration log (PDF) lists. */
export const REGISTRATION_ACTIONS = ['register', 'create', 'approve', 'decline', 'verify_email', 'confirm_email'];


/**
 * A manager sees the entries about the affiliates they manage now, and about themselves: not the
 * entries they once made about a user since moved to another manager, whose e-mail and changes are
 * that manager's business now (docs/decisions/security.md).
 */
function scope(viewer: Viewer): SQL | undefined {
  if (viewer.userType === UserType.Admin) return undefined;
  if (viewer.userType === UserType.Manager)
    return or(and(eq(target.managerId, viewer.id), eq(target.userType, UserType.Affiliate)), eq(userChanges.userId, viewer.id));
  return eq(userChanges.userId, viewer.id);
}

/** Past this many matching users a search keeps them as a subquery rather than a list of ids. */
const MAX_LISTED_USERS = 1000;

/**
 * A free-text search: the entries about or by a user whose e-mail matches, or whose action does.
 * The matching users are read first, through the trigram index on users.email (migration 0011);
 * with their ids as values the planner sees how few they are and ORs three index scans (by user,
 * by actor, the action's trigrams: migration 0020) instead of testing every entry of the log.
 */
async function searchOf(db: Db, q: string): Promise<SQL> {
  const p = containsPattern(q);
  const matching = db.select({ id: users.id }).from(users).where(ilike(users.email, p));
  const found = await matching.limit(MAX_LISTED_USERS + 1);
  const action = ilike(userChanges.action, p);
  if (found.length > MAX_LISTED_USERS) return or(inArray(userChanges.userId, matching), inArray(userChanges.actorId, matching), action)!;
  const ids = found.map((r) => r.id);
  return ids.length ? or(inArray(userChanges.userId, ids), inArray(userChanges.actorId, ids), action)! : action;
}

async function whereOf(db: Db, viewer: Viewer, f: ChangeLogFilter): Promise<SQL | undefined> {
  const parts: (SQL | undefined)[] = [scope(viewer)];
  if (f.q) parts.push(await searchOf(db, f.q));
  if (f.user_id !== undefined) parts.push(eq(userChanges.userId, f.user_id));
  if (f.actor_id !== undefined) parts.push(eq(userChanges.actorId, f.actor_id));
  if (f.actions?.length) parts.push(inArray(userChanges.action, f.actions));
  if (f.period) parts.push(gte(userChanges.createdAt, f.period.start), lt(userChanges.createdAt, f.period.finish));
  const defined = parts.filter((p): p is SQL => p !== undefined);
  return defined.length ? and(...defined) : undefined;
}

const columns = {
  id: userChanges.id,
  user_id: userChanges.userId,
  user_email: target.email,
  user_name: sql<string | null>`trim(${target.firstName} || ' ' || ${target.lastName})`,
  actor_id: userChanges.actorId,
  actor_email: actor.email,
  action: userChanges.action,
  changes: userChanges.changes,
  ip: userChanges.ip,
  created_at: userChanges.createdAt,
};

const base = (db: Db) => db.select(columns).from(userChanges).leftJoin(target, eq(target.id, userChanges.userId)).leftJoin(actor, eq(actor.id, userChanges.actorId));

export type ChangeLogRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

export async function listChanges(db: Db, viewer: Viewer, filter: ChangeLogFilter, page: { descending: boolean; perPage: number; offset: number }) {
  const condition = await whereOf(db, viewer, filter);
  // the total is counted up to the cap only (docs/decisions/server.md, "Capped totals")
  const bound = countBound(page);
  const matching = db.select({ one: sql<number>`1`.as('one') }).from(userChanges).leftJoin(target, eq(target.id, userChanges.userId)).leftJoin(actor, eq(actor.id, userChanges.actorId)).where(condition);
  const [rows, totals] = await Promise.all([
    base(db)
      .where(condition)
      .orderBy(page.descending ? desc(userChanges.id) : userChanges.id)
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(matching.limit(bound + 1).as('counted')),
  ]);
  return { rows, total: cappedTotal(Number(totals[0]?.n ?? 0), bound) };
}

/** Keyset pages for exports: at most `chunk` rows in memory whatever the log's size. */
export async function* iterateChanges(db: Db, viewer: Viewer, filter: ChangeLogFilter, chunk = 2000): AsyncGenerator<ChangeLogRow[]> {
  let after = 0;
  const condition = await whereOf(db, viewer, filter);
  for (;;) {
    const rows = await base(db)
      .where(and(condition, sql`${userChanges.id} > ${after}`))
      .orderBy(userChanges.id)
      .limit(chunk);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < chunk) return;
  }
}

/** The names of the given users by id (full name, or the e-mail when the name is blank): what the change log names. */
export async function personNames(db: Db, ids: readonly number[]): Promise<Record<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return {};
  const rows = await db
    .select({ id: users.id, name: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return Object.fromEntries(rows.map((r) => [String(r.id), r.name || r.email]));
}

/** At most this many lead-status changes on one page: a desk's calls, not an audit export. */
export const LEAD_HISTORY_LIMIT = 500;

/**
 * One user's lead-status changes from the change log (the one store of them), newest first: when,
 * who (their name, or e-mail when the name is blank; none for the system), the action that made it
 * (a bulk set, an approval, a decline), and from → to. The caller has checked the user is in scope.
 */
export async function leadStatusHistory(db: Db, userId: number) {
  const rows = await db
    .select({
      id: userChanges.id,
      created_at: userChanges.createdAt,
      action: userChanges.action,
      change: sql<{ from: unknown; to: unknown }>`${userChanges.changes} -> 'lead_status'`,
      actor_id: userChanges.actorId,
      actor_name: sql<string | null>`nullif(trim(coalesce(${actor.firstName}, '') || ' ' || coalesce(${actor.lastName}, '')), '')`,
      actor_email: actor.email,
    })
    .from(userChanges)
    .leftJoin(actor, eq(actor.id, userChanges.actorId))
    .where(and(eq(userChanges.userId, userId), sql`${userChanges.changes} -> 'lead_status' IS NOT NULL`))
    .orderBy(desc(userChanges.id))
    .limit(LEAD_HISTORY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    created_at: r.created_at.toISOString(),
    action: r.action,
    from: typeof r.change.from === 'string' ? r.change.from : null,
    to: typeof r.change.to === 'string' ? r.change.to : null,
    actor: r.actor_id === null ? null : { id: r.actor_id, name: r.actor_name ?? r.actor_email ?? '' },
  }));
}
