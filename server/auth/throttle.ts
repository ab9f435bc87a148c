import { eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInThrottle } from '../db/schema';

export interface ThrottlePolicy {
  /** tries of one account from one address, or from one known device, before the delays start */
  perAccount: number;
  /** tries from one address, whatever the account */
  perAddress: number;
  /** tries of one account from every address without that account's device cookie */
  acrossAddresses: number;
  /** the longest delay; a key is forgotten once it has been quiet that long past its delay */
  windowMs: number;
  /** the first delay once a key's free tries are spent; each further counted try doubles it, up to the window */
  firstDelayMs: number;
}

/** One counter a try must pass: its name and how many tries it allows before the delays start. */
export interface ThrottleKey {
  key: string;
  free: number;
}

export type TryDecision = { allowed: true } | { allowed: false; retryAfterMs: number; key: string };

/**
 * The address as counted: an IPv6 address by its /64, the block one subscriber holds, so walking
 * through one's own addresses does not buy new tries.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':') || ip.includes('.')) return ip.toLowerCase();
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * The counters a sign-in try passes. From a known device (its cookie, set at a successful sign-in)
 * only that device's own counter: nobody else's failures, from any address, reach it. Otherwise
 * the account from this address, this address, and the account from anywhere.
 */
export function throttleKeys(policy: ThrottlePolicy, who: { email: string; ip: string; deviceId: string | null }): ThrottleKey[] {
  if (who.deviceId) return [{ key: `device:${who.deviceId}`, free: policy.perAccount }];
  const address = addressKey(who.ip);
  return [
    { key: `account-address:${who.email} ${address}`, free: policy.perAccount },
    { key: `address:${address}`, free: policy.perAddress },
    { key: `account:${who.email}`, free: policy.acrossAddresses },
  ];
}

class Refused extends Error {
  constructor(
    readonly retryAfterMs: number,
    readonly key: string,
  ) {
    super('refused');
  }
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const ms = (n: number | SQL) => sql`((${n})::double precision * interval '1 millisecond')`;

/**
 * Counts this try against every key before the password or code is checked, or against none: one
 * transaction of one conditional upsert per key (in key order, so concurrent tries never wait on
 * each other in a circle). A key allows a try when its next allowed time has come; counting sets
 * the next one: at once while free tries remain, then the policy's first delay, doubling, up to the window.
 * Refused tries count nothing and cost a few reads, so a flood cannot push the delays further, and
 * the row locks make concurrent tries (several processes included) take the free tries one by one.
 */
export async function takeTry(db: Db, policy: ThrottlePolicy, keys: ThrottleKey[], now: Date): Promise<TryDecision> {
  const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const t = signInThrottle;
  try {
    await db.transaction(async (tx) => {
      for (const { key, free } of ordered) {
        const forgotten = sql`${t.nextAt} + ${ms(policy.windowMs)} < ${at(now)}`;
        const tries = sql`CASE WHEN ${forgotten} THEN 1 ELSE ${t.tries} + 1 END`;
        const delay = sql`CASE WHEN ${tries} < ${free}::int THEN 0 ELSE least(${policy.windowMs}::double precision, ${policy.firstDelayMs}::double precision * power(2, least(${tries} - ${free}::int, 20))) END`;
        const counted = await tx
          .insert(t)
          .values({ key, tries: 1, lastAt: now, nextAt: new Date(now.getTime() + delayAfter(1, free, policy)) })
          .onConflictDoUpdate({
            target: t.key,
            set: { tries, lastAt: now, nextAt: sql`${at(now)} + ${ms(delay)}` },
            where: sql`${t.nextAt} <= ${at(now)}`,
          })
          .returning({ tries: t.tries });
        if (counted.length === 0) {
          const [row] = await tx.select({ nextAt: t.nextAt }).from(t).where(eq(t.key, key));
          throw new Refused(Math.max(0, (row?.nextAt.getTime() ?? now.getTime()) - now.getTime()), key);
        }
      }
    });
  } catch (error) {
    if (error instanceof Refused) return { allowed: false, retryAfterMs: error.retryAfterMs, key: error.key };
    throw error;
  }
  return { allowed: true };
}

/** The wait a key sets after its `tries`-th counted try (the rule takeTry writes in SQL). */
export function delayAfter(tries: number, free: number, policy: Pick<ThrottlePolicy, 'windowMs' | 'firstDelayMs'>): number {
  return tries < free ? 0 : Math.min(policy.windowMs, policy.firstDelayMs * 2 ** Math.min(tries - free, 20));
}

/**
 * The password or code was right: the try was no failure, and every key gives it back (with its
 * delay, while the key is within its free tries again). With `reset` (the user is signed in) the
 * keys of this account from this address or device start afresh; the shared ones (the address, the
 * account from anywhere) only give back the one try. Rows forgotten anyway are dropped on the way.
 */
export async function settleSuccess(db: Db, policy: ThrottlePolicy, keys: ThrottleKey[], now: Date, options: { reset: boolean }): Promise<void> {
  const t = signInThrottle;
  const own = options.reset ? keys.filter((k) => k.key.startsWith('device:') || k.key.startsWith('account-address:')).map((k) => k.key) : [];
  if (own.length) await db.delete(t).where(inArray(t.key, own));
  for (const { key, free } of keys.filter((k) => !own.includes(k.key))) {
    await db
      .update(t)
      .set({
        tries: sql`greatest(${t.tries} - 1, 0)`,
        nextAt: sql`CASE WHEN ${t.tries} - 1 < ${free}::int THEN least(${t.nextAt}, ${at(now)}) ELSE ${t.nextAt} END`,
      })
      .where(eq(t.key, key));
  }
  await db.delete(t).where(lt(t.nextAt, new Date(now.getTime() - policy.windowMs)));
}
