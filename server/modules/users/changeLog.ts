import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { userChanges, users } from '../../db/schema';
import type { UserRow } from './userRepository';

/** Who made a change and from where (the change log's "who" and "from which address"). */
export interface Actor {
  id: number | null;
  ip: string;
}

export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'passwordHash'
    | 'firstName'
    | 'lastName'
    | 'statusId'
    | 'commissionTypeId'
    | 'managerId'
    | 'mobile'
    | 'comment'
    | 'trafficChannel'
    | 'callbackSecretKey'
    | 'bankAccountNumber'
    | 'bankIbanNumber'
    | 'registrationStatus'
    | 'registrationCompleted'
    | 'emailStatus'
    | 'leadStatus'
    | 'integrationStatus'
    | 'timeZone'
    | 'language'
    | 'paymentTermsId'
    | 'commissionThreshold'
  >
>;

/** The API name of each field the log records; secrets are logged as changed, never by value. */
const LOG_NAME: Record<keyof UserPatch, string> = {
  email: 'email',
  passwordHash: 'password',
  firstName: 'first_name',
  lastName: 'last_name',
  statusId: 'status_id',
  commissionTypeId: 'commission_type_id',
  managerId: 'manager_id',
  mobile: 'mobile',
  comment: 'comment',
  trafficChannel: 'traffic_channel',
  callbackSecretKey: 'callback_secret_key',
  bankAccountNumber: 'bank_account_number',
  bankIbanNumber: 'bank_iban_number',
  registrationStatus: 'registration_status',
  registrationCompleted: 'registration_completed',
  emailStatus: 'email_status',
  leadStatus: 'lead_status',
  integrationStatus: 'integration_status',
  timeZone: 'time_zone',
  language: 'language',
  paymentTermsId: 'payment_terms_id',
  commissionThreshold: 'commission_threshold',
};
const SECRET = new Set<keyof UserPatch>(['passwordHash', 'callbackSecretKey']);
const HIDDEN = '***';
/** Bank numbers are logged masked: the log shows that they changed, and their last four characters. */
const MASKED = new Set<keyof UserPatch>(['bankAccountNumber', 'bankIbanNumber']);
/** A bank number as lists and logs show it: its last four characters. */
export const maskSecret = (value: unknown) => {
  const text = typeof value === 'string' ? value.replace(/\s+/g, '') : '';
  return text.length === 0 ? '' : `••••${text.slice(-4)}`;
};

export type ChangeSet = Record<string, { from: unknown; to: unknown }>;

/** The fields of `patch` that differ from `before`, under their API names. */
export function diffOf(before: UserRow, patch: UserPatch): ChangeSet {
  const changes: ChangeSet = {};
  for (const key of Object.keys(patch) as (keyof UserPatch)[]) {
    const to = patch[key];
    if (to === undefined || before[key] === to) continue;
    changes[LOG_NAME[key]] = SECRET.has(key)
      ? { from: HIDDEN, to: HIDDEN }
      : MASKED.has(key)
        ? { from: maskSecret(before[key]), to: maskSecret(to) }
        : { from: before[key], to };
  }
  return changes;
}

/**
 * Applies one patch to several users and writes one change-log row per user that actually
 * changed, in the caller's transaction: a refused or failed change leaves neither. One UPDATE and
 * one INSERT whatever the number of users, so a batch of 1 000 stays two statements.
 */
export async function changeUsers(tx: Tx, actor: Actor, targets: readonly UserRow[], patch: UserPatch, now: Date, action = 'update'): Promise<UserRow[]> {
  const changed = targets.map((t) => ({ target: t, changes: diffOf(t, patch) })).filter((x) => Object.keys(x.changes).length > 0);
  if (!changed.length) return [...targets];
  const rows = await tx
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(inArray(users.id, changed.map((x) => x.target.id)))
    .returning();
  await tx.insert(userChanges).values(
    changed.map((x) => ({ userId: x.target.id, actorId: actor.id, action, changes: x.changes, ip: actor.ip, createdAt: now })),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return targets.map((t) => byId.get(t.id) ?? t);
}

/** The single-user form: `changeUser(tx, actor, target, patch, now)`. */
export async function changeUser(tx: Tx, actor: Actor, target: UserRow, patch: UserPatch, now: Date, action = 'update'): Promise<UserRow> {
  const [row] = await changeUsers(tx, actor, [target], patch, now, action);
  return row!;
}

/** Logs a user that came into being (creation, registration) with its first values. */
export async function logCreated(tx: Tx, actor: Actor, user: UserRow, now: Date, action = 'create'): Promise<void> {
  const shown: (keyof UserPatch)[] = ['email', 'firstName', 'lastName', 'statusId', 'managerId', 'commissionTypeId', 'registrationStatus'];
  const changes: ChangeSet = Object.fromEntries(shown.map((k) => [LOG_NAME[k], { from: null, to: user[k] }]));
  await tx.insert(userChanges).values({ userId: user.id, actorId: actor.id, action, changes, ip: actor.ip, createdAt: now });
}

/** Logs an action on a user beyond their own fields (a view-as session, a second factor reset). */
export async function logAction(tx: Tx, actor: Actor, userId: number, action: string, now: Date, changes: ChangeSet = {}): Promise<void> {
  await tx.insert(userChanges).values({ userId, actorId: actor.id, action, changes, ip: actor.ip, createdAt: now });
}
