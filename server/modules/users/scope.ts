import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import { users } from '../../db/schema';
import type { Tx } from '../../db/tx';
import type { UserRow } from './userRepository';

/** The signed-in user as far as scope goes. */
export interface Viewer {
  id: number;
  userType: number;
}

/**
 * Which users a viewer may see and act on: an administrator everyone, a manager the affiliates
 * assigned to them, an affiliate (or anyone else) only themselves. Every user query and action
 * of this module goes through it, so scope is enforced in SQL, not in the screens.
 */
export function scopeOf(viewer: Viewer): SQL | undefined {
  if (viewer.userType === UserType.Admin) return undefined;
  if (viewer.userType === UserType.Manager) return and(eq(users.managerId, viewer.id), eq(users.userType, UserType.Affiliate));
  return eq(users.id, viewer.id);
}

/** The user behind an id when it is in the viewer's scope; an out-of-scope id reads as unknown. */
export async function findInScope(db: Tx, viewer: Viewer, id: number): Promise<UserRow | undefined> {
  const own = viewer.userType !== UserType.Admin && id === viewer.id;
  const rows = await db
    .select()
    .from(users)
    .where(own ? eq(users.id, id) : and(eq(users.id, id), scopeOf(viewer)))
    .limit(1);
  return rows[0];
}

/** The users behind the ids that are within scope (and match `extra`), locked for the batch that follows. */
export async function lockInScope(db: Tx, viewer: Viewer, ids: readonly number[], extra?: SQL): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...ids]), scopeOf(viewer), extra))
    .orderBy(users.id)
    .for('update');
}
