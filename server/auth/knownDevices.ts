import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { knownDevices, users } from '../db/schema';
import { hashToken } from './tokenHash';

/** How long a browser stays known without signing in to the account again. */
export const KNOWN_DEVICE_MS = 180 * 24 * 3_600_000;


/**
 * The device id (the stored hash) behind a device cookie, when it is known for this e-mail and
 * was used within KNOWN_DEVICE_MS; null otherwise (no cookie, a forged one, another account's).
 */
export async function knownDeviceOf(db: Db, token: string | undefined, email: string, now: Date): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.id, id), sql`lower(${users.email}) = ${email}`, sql`${knownDevices.lastUsedAt} > ${new Date(now.getTime() - KNOWN_DEVICE_MS).toISOString()}::timestamptz`))
    .limit(1);
  return row?.id ?? null;
}

/**
 * After a successful sign-in: the device's row touched, or a new device token for the user (the
 * caller sets it as the cookie). Devices unused for KNOWN_DEVICE_MS are dropped on the way.
 */
export async function rememberDevice(db: Db, userId: number, knownId: string | null, now: Date): Promise<string | null> {
  if (knownId) {
    await db.update(knownDevices).set({ lastUsedAt: now }).where(eq(knownDevices.id, knownId));
    return null;
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(knownDevices).values({ id: hashToken(token), userId, createdAt: now, lastUsedAt: now });
  await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), lt(knownDevices.lastUsedAt, new Date(now.getTime() - KNOWN_DEVICE_MS))));
  return token;
}
