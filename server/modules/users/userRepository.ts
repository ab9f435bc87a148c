import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export type ProfilePatch = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'timeZone' | 'language' | 'emailNotifications' | 'alertNotifications'>
>;

export async function updateProfile(db: Db, id: number, patch: ProfilePatch, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

/** A user's callback secret key as stored ('' while none was made). */
export async function readCallbackSecret(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ key: users.callbackSecretKey }).from(users).where(eq(users.id, id));
  return row?.key ?? '';
}
