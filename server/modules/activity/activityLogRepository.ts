import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import { cappedTotal, countBound } from '../../http/listQuery';
import type { Db } from '../../db/client';
import { activityLog, users } from '../../db/schema';
import type { Viewer } from '../users/scope';

export interface ActivityFilter {
  types?: string[];
  entities?: string[];
  entity_id?: string;
  actor_id?: number;
  period?: { start: Date; finish: Date };
}

/**
 * An admin reads the whole log; a manager granted UI_Logs_View reads the entries of their own
 * changes (docs/decisions/activity-log.md): the workspace's settings and other staff's changes are
 * not theirs to read.
 */
function scope(viewer: Viewer): SQL | undefined {
  return viewer.userType === UserType.Admin ? undefined : eq(activityLog.actorId, viewer.id);
}

function whereOf(viewer: Viewer, f: ActivityFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [scope(viewer)];
  if (f.types?.length) parts.push(inArray(activityLog.type, f.types));
  if (f.entities?.length) parts.push(inArray(activityLog.entity, f.entities));
  if (f.entity_id !== undefined) parts.push(eq(activityLog.entityId, f.entity_id));
  if (f.actor_id !== undefined) parts.push(eq(activityLog.actorId, f.actor_id));
  if (f.period) parts.push(gte(activityLog.createdAt, f.period.start), lt(activityLog.createdAt, f.period.finish));
  const defined = parts.filter((p): p is SQL => p !== undefined);
  return defined.length ? and(...defined) : undefined;
}

const columns = {
  id: activityLog.id,
  created_at: activityLog.createdAt,
  actor_id: activityLog.actorId,
  actor_email: users.email,
  actor_name: sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
  ip: activityLog.ip,
  type: activityLog.type,
  entity: activityLog.entity,
  entity_id: activityLog.entityId,
  changes: activityLog.changes,
};

const base = (db: Db) => db.select(columns).from(activityLog).leftJoin(users, eq(users.id, activityLog.actorId));

export type ActivityRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

export async function listActivity(db: Db, viewer: Viewer, filter: ActivityFilter, page: { descending: boolean; perPage: number; offset: number }) {
  const condition = whereOf(viewer, filter);
  // the total is counted up to the cap only (docs/decisions/server.md, "Capped totals")
  const bound = countBound(page);
  const matching = db.select({ one: sql<number>`1`.as('one') }).from(activityLog).where(condition);
  const [rows, totals] = await Promise.all([
    base(db)
      .where(condition)
      .orderBy(page.descending ? desc(activityLog.id) : activityLog.id)
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(matching.limit(bound + 1).as('counted')),
  ]);
  return { rows, total: cappedTotal(Number(totals[0]?.n ?? 0), bound) };
}

/** Keyset pages for the export: at most `chunk` rows in memory whatever the log's size. */
export async function* iterateActivity(db: Db, viewer: Viewer, filter: ActivityFilter, chunk = 2000): AsyncGenerator<ActivityRow[]> {
  let after = 0;
  const condition = whereOf(viewer, filter);
  for (;;) {
    const rows = await base(db)
      .where(and(condition, sql`${activityLog.id} > ${after}`))
      .orderBy(activityLog.id)
      .limit(chunk);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < chunk) return;
  }
}
