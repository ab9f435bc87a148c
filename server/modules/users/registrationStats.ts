import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { whereOf, type UserFilter } from './listRepository';
import type { Viewer } from './scope';

export type RegistrationGroupBy = 'day' | 'week' | 'month';

/**
 * Registration stats grouped by period (group_by): registrations, confirmed e-mails and the
 * request outcome per bucket, bucketed in the viewer's time zone.
 */
export async function registrationGroups(db: Db, viewer: Viewer, filter: UserFilter, groupBy: RegistrationGroupBy, timeZone: string) {
  const bucket = sql`date_trunc(${groupBy}, ${users.createdAt} AT TIME ZONE ${timeZone})`;
  const rows = await db
    .select({
      period: sql<string>`to_char(${bucket}, 'YYYY-MM-DD')`,
      registrations: sql<number>`count(*)::int`,
      email_confirmed: sql<number>`count(*) FILTER (WHERE ${users.emailStatus} = 1)::int`,
      pending: sql<number>`count(*) FILTER (WHERE ${users.registrationStatus} = 0)::int`,
      approved: sql<number>`count(*) FILTER (WHERE ${users.registrationStatus} IN (1, 10))::int`,
      declined: sql<number>`count(*) FILTER (WHERE ${users.registrationStatus} = 2)::int`,
    })
    .from(users)
    .where(whereOf('registrations', viewer, filter))
    // by position: a repeated parameterised expression would not match the selected one
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ id: r.period, ...r }));
}
