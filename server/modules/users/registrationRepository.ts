import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { userChanges } from '../../db/schema';
import { insertAccount, type NewAccount } from './accountChanges';
import type { UserRow } from './userRepository';
import { sendVerification } from './verification';

/** Registrations from one address in the last hour, read from the change log's register entries. */
export async function registrationsFrom(db: Db, ip: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userChanges)
    .where(and(eq(userChanges.action, 'register'), eq(userChanges.ip, ip), gt(userChanges.createdAt, new Date(now.getTime() - 3_600_000))));
  return Number(row?.n ?? 0);
}

/**
 * A visitor's new account, its change-log entry and its confirmation mail, in one transaction;
 * undefined when a registration of the same address a moment earlier won the race.
 */
export async function registerAccount(db: Db, values: NewAccount, ip: string, origin: string, now: Date): Promise<UserRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertAccount(tx, { id: null, ip }, values, now, 'register');
      await sendVerification(tx, row, origin, now);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
