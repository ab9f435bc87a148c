import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logAction, type Actor } from '../users/changeLog';
import { userRecoveryCodes, userTwoFactor } from '../../db/schema';
import { acceptedStep, newTotpSecret } from '../../auth/totp';

const RECOVERY_CODES = 10;

// recovery codes carry 50 random bits each, so a fast hash is enough (unlike passwords)
const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

export async function readTwoFactor(db: Db, userId: number) {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  return row ?? null;
}

export const hasTwoFactor = async (db: Db, userId: number) => Boolean((await readTwoFactor(db, userId))?.confirmedAt);

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** A new unconfirmed secret (replacing an earlier unconfirmed one). */
export async function startEnrolment(db: Db, userId: number, now: Date): Promise<string> {
  const secret = newTotpSecret();
  await db
    .insert(userTwoFactor)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({ target: userTwoFactor.userId, set: { secret, confirmedAt: null, lastStep: 0, createdAt: now } });
  return secret;
}

/**
 * Accepts a TOTP code once: the step is stored with a conditional update, so two requests racing
 * with the same code cannot both pass.
 */
export async function spendTotp(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const row = await readTwoFactor(db, userId);
  if (!row) return false;
  const step = acceptedStep(row.secret, code.trim(), now, row.lastStep);
  if (step === null) return false;
  const updated = await db
    .update(userTwoFactor)
    .set({ lastStep: step })
    .where(and(eq(userTwoFactor.userId, userId), lt(userTwoFactor.lastStep, step)))
    .returning({ userId: userTwoFactor.userId });
  return updated.length === 1;
}

export async function spendRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(userRecoveryCodes.userId, userId), eq(userRecoveryCodes.codeHash, hashCode(code)), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  return used.length === 1;
}

/** A confirmed user's second factor: a TOTP code, or else one of the recovery codes. */
export async function verifySecondFactor(db: Db, userId: number, code: string, now: Date): Promise<'totp' | 'recovery' | null> {
  if (await spendTotp(db, userId, code, now)) return 'totp';
  if (/^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim()) && (await spendRecoveryCode(db, userId, code.trim(), now))) return 'recovery';
  return null;
}

/** Marks the enrolment confirmed and hands out ten fresh recovery codes (only their hashes stay). */
export async function confirmEnrolment(db: Db, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(10).toString('base64url').replace(/[^a-z0-9]/gi, '').toLowerCase().padEnd(10, '0').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.transaction(async (tx) => {
    await tx.update(userTwoFactor).set({ confirmedAt: now }).where(eq(userTwoFactor.userId, userId));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.insert(userRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  });
  return codes;
}

export async function removeTwoFactor(db: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}

/**
 * An admin removes a user's second factor; when the user had one, the change log and `log` (the
 * security log's entry) are written in the same transaction.
 */
export function resetTwoFactor(db: Db, actor: Actor, userId: number, had: boolean, now: Date, log: (tx: Db) => Promise<void>): Promise<void> {
  return db.transaction(async (tx) => {
    await removeTwoFactor(tx, userId);
    if (!had) return;
    await logAction(tx, actor, userId, 'reset-two-factor', now, { two_factor: { from: true, to: false } });
    await log(tx);
  });
}
