import { count, eq } from 'drizzle-orm';
import { sessions, userChanges, users } from '../../db/schema';
import type { TestApp } from '../../../test/serverApp';
import { findUserByEmail } from './userRepository';

/** Small helpers shared by the user-management server tests. */
export function usersHelpers(t: TestApp) {
  const db = () => t.database.db;
  return {
    idOf: async (email: string) => (await findUserByEmail(db(), email))!.id,
    user: async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!,
    changesOf: async (id: number) => db().select().from(userChanges).where(eq(userChanges.userId, id)).orderBy(userChanges.id),
    changeCount: async () => Number((await db().select({ n: count() }).from(userChanges))[0]!.n),
    sessionCount: async (id: number) => Number((await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, id)))[0]!.n),
    json: async <T = unknown>(res: Response) => (await res.json()) as T,
  };
}

export type Data<T> = { success: boolean; data: T };
