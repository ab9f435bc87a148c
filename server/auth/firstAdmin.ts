import { and, eq } from 'drizzle-orm';
import { UserStatus, UserType } from '../../domain/enums/user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { defaultPermissionsFor } from '../modules/roleDefaults/roleDefaultRepository';
import { changeUser, logCreated } from '../modules/users/changeLog';
import { findUserByEmail } from '../modules/users/userRepository';
import { hashPassword } from './passwords';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** Who made the first administrator, as the change log shows it: nobody signed in, this machine. */
const SYSTEM = { id: null, ip: 'local' };

export const MIN_ADMIN_PASSWORD = 8;

export async function hasActiveAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, UserType.Admin), eq(users.statusId, UserStatus.Active)))
    .limit(1);
  return row !== undefined;
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start (like Grafana's GF_SECURITY_ADMIN_*): creates an active
 * administrator only while the workspace has none, and never touches an existing account or its
 * password; a restart with the variables still set changes nothing.
 */
export async function ensureFirstAdmin(db: Db, credentials: AdminCredentials, now: Date): Promise<'created' | 'exists' | 'email-taken'> {
  if (await hasActiveAdmin(db)) return 'exists';
  const email = credentials.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) return 'email-taken';
  await createAdmin(db, email, credentials.password, now);
  return 'created';
}

async function createAdmin(db: Db, email: string, password: string, now: Date) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        // names are required everywhere: a placeholder the administrator can change
        firstName: 'Admin',
        lastName: email.split('@')[0]!,
        userType: UserType.Admin,
        statusId: UserStatus.Active,
        permissions: await defaultPermissionsFor(tx, UserType.Admin),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await logCreated(tx, SYSTEM, row!, now, 'create');
  });
}

/**
 * `npm run admin:create`: the operator at the machine makes, or takes back, an administrator. An
 * existing account with that e-mail becomes an active administrator with the administrator
 * defaults and the new password; the operator typed it, so overwriting is what they asked for.
 */
export async function createOrRestoreAdmin(db: Db, credentials: AdminCredentials, now: Date): Promise<'created' | 'restored'> {
  const email = credentials.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await createAdmin(db, email, credentials.password, now);
    return 'created';
  }
  const passwordHash = await hashPassword(credentials.password);
  const permissions = await defaultPermissionsFor(db, UserType.Admin);
  await db.transaction(async (tx) => {
    const restored = await changeUser(tx, SYSTEM, existing, { passwordHash, statusId: UserStatus.Active }, now, 'restore_admin');
    await tx.update(users).set({ userType: UserType.Admin, permissions, managerId: null, updatedAt: now }).where(eq(users.id, restored.id));
  });
  return 'restored';
}

export const HOW_TO_MAKE_AN_ADMIN =
  'No administrator yet: restart with ADMIN_EMAIL and ADMIN_PASSWORD set, or run `npm run admin:create -- --email you@example.com`.';

/** What the server does about administrators at start; answers the one line to log, if any. */
export async function firstAdminAtStart(
  db: Db,
  config: { adminEmail: string | undefined; adminPassword: string | undefined },
  now: Date,
): Promise<string | undefined> {
  const { adminEmail, adminPassword } = config;
  if (!adminEmail && !adminPassword) return (await hasActiveAdmin(db)) ? undefined : HOW_TO_MAKE_AN_ADMIN;
  if (!adminEmail || !adminPassword) return 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together; no administrator was made.';
  if (adminPassword.length < MIN_ADMIN_PASSWORD) return `ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD} characters; no administrator was made.`;
  const outcome = await ensureFirstAdmin(db, { email: adminEmail, password: adminPassword }, now);
  if (outcome === 'created') return `Created the administrator ${adminEmail.trim().toLowerCase()} from ADMIN_EMAIL.`;
  if (outcome === 'email-taken') return `ADMIN_EMAIL ${adminEmail} belongs to an existing account; use npm run admin:create to make it an administrator.`;
  return undefined;
}
