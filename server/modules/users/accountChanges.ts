import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { changeInScope } from '../../db/changeInScope';
import { isUniqueViolation } from '../../db/errors';
import { sessionsOfUsers } from '../../auth/sessions';
import { sessions, users } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { fieldError } from '../../errors';
import { defaultPermissionsFor } from '../roleDefaults/roleDefaultRepository';
import { changeUser, changeUsers, logCreated, type Actor, type UserPatch } from './changeLog';
import type { NewUser, UserRow } from './userRepository';
import { findInScope, lockInScope, type Viewer } from './scope';
import { consumeVerification, type TokenPurpose } from './verification';

/**
 * Changes to accounts, each one transaction with its change-log entries: one user in scope, a
 * batch in scope (through the shared `changeInScope`), a new account.
 */

export const EMAIL_TAKEN = 'This e-mail is already taken.';
export const USER_NOT_FOUND = 'User not found.';

/** Which users a batch may touch beyond scope: an account type, registration states. */
export interface UserKind {
  userType?: number;
  registrationStatuses?: readonly number[];
}

const kindCondition = (kind: UserKind | undefined): SQL | undefined =>
  and(
    kind?.userType === undefined ? undefined : eq(users.userType, kind.userType),
    kind?.registrationStatuses ? inArray(users.registrationStatus, [...kind.registrationStatuses]) : undefined,
  );

/** Which sessions end with the change: every one of the user's (and every view they opened), or all but the caller's own. */
export type EndSessions = { exceptSession?: string };

async function endSessions(tx: Tx, userIds: number[], end: EndSessions) {
  await tx.delete(sessions).where(sessionsOfUsers(userIds, end.exceptSession));
}

export interface OneChange {
  action?: string;
  /** only users this accepts count as found (an affiliate request, say) */
  only?: (user: UserRow) => boolean;
  /** the change ends sessions of the user in the same transaction (ban, new password) */
  endSessions?: EndSessions;
}

/**
 * One change to the user behind `id`, when in the viewer's scope: undefined otherwise. A taken
 * e-mail is refused on the e-mail field.
 */
export async function changeUserInScope(db: Db, viewer: Viewer, actor: Actor, id: number, patch: UserPatch, now: Date, options: OneChange = {}): Promise<UserRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const target = await findInScope(tx, viewer, id);
      if (!target || (options.only && !options.only(target))) return undefined;
      const row = await changeUser(tx, actor, target, patch, now, options.action);
      if (options.endSessions) await endSessions(tx, [id], options.endSessions);
      return row;
    });
  } catch (error) {
    if (patch.email !== undefined && isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN);
    throw error;
  }
}

export interface BatchChange {
  kind?: UserKind;
  action?: string;
  endSessions?: boolean;
  /** more writes of the same transaction over the changed users (the mail an approval sends) */
  after?: (tx: Tx, rows: UserRow[]) => Promise<void>;
}

/** The refusal of a batch naming users out of scope or of the wrong kind: the batch changes nothing. */
export const unknownUsers = (missing: number[]) => fieldError('ids', `Unknown users or users outside your scope: ${missing.join(', ')}.`);

/** One patch over a batch of users in the viewer's scope, all or nothing. */
export function changeUsersInScope(db: Db, viewer: Viewer, actor: Actor, ids: readonly number[], patch: UserPatch, now: Date, options: BatchChange = {}): Promise<UserRow[]> {
  return changeInScope(db, {
    ids,
    lock: (tx, unique) => lockInScope(tx, viewer, unique, kindCondition(options.kind)),
    unknown: unknownUsers,
    change: async (tx, targets) => {
      const rows = await changeUsers(tx, actor, targets, patch, now, options.action);
      if (options.endSessions) await endSessions(tx, targets.map((t) => t.id), {});
      await options.after?.(tx, rows);
      return rows;
    },
  });
}

export type NewAccount = Omit<NewUser, 'permissions' | 'createdAt' | 'updatedAt'>;

/** Inserts an account with its type's default permission keys and logs its creation, in `tx`. */
export async function insertAccount(tx: Tx, actor: Actor, values: NewAccount, now: Date, action = 'create'): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, permissions: await defaultPermissionsFor(tx, values.userType), createdAt: now, updatedAt: now })
    .returning();
  await logCreated(tx, actor, row!, now, action);
  return row!;
}

/** A new account made by staff; a taken e-mail is refused on the e-mail field. */
export async function createAccount(db: Db, actor: Actor, values: NewAccount, now: Date): Promise<UserRow> {
  try {
    return await db.transaction((tx) => insertAccount(tx, actor, values, now));
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN);
    throw error;
  }
}

export interface TokenChange extends Omit<OneChange, 'action'> {
  purpose: TokenPurpose;
  action: string;
  /** more writes of the same transaction (a security-log entry) */
  after?: (tx: Tx, user: UserRow) => Promise<void>;
}

/**
 * A change a one-time token allows (confirm the address, a new password): uses the token up and
 * changes its user in one transaction; undefined for an unknown, used or expired token or a user
 * `only` refuses, and then nothing changes but the token.
 */
export async function changeUserByToken(db: Db, token: string, actor: Actor, patch: UserPatch, now: Date, options: TokenChange): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const userId = await consumeVerification(tx, token, now, options.purpose);
    const [target] = userId === undefined ? [] : await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!target || (options.only && !options.only(target))) return undefined;
    const row = await changeUser(tx, actor, target, patch, now, options.action);
    if (options.endSessions) await endSessions(tx, [row.id], options.endSessions);
    await options.after?.(tx, row);
    return row;
  });
}
