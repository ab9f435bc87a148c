import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export interface ThrottlePolicy {
  maxPerAccount: number;
  maxPerAddress: number;
  windowMs: number;
}

/**
 * Failed sign-ins are counted in the database, not in process memory, so the limit holds across
 * restarts and across several server processes behind one database.
 */
export async function isThrottled(db: Db, policy: ThrottlePolicy, email: string, ip: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - policy.windowMs);
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.at, since)));
  if ((byAccount?.n ?? 0) >= policy.maxPerAccount) return true;
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  return (byAddress?.n ?? 0) >= policy.maxPerAddress;
}

export async function recordFailure(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  await db.insert(loginFailures).values({ email, ip, at: now });
}

/** A successful sign-in clears that account's failures; old rows are dropped on the way. */
export async function clearFailures(db: Db, policy: ThrottlePolicy, email: string, now = new Date()): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - policy.windowMs)));
}
