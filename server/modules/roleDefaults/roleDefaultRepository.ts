import { inArray, sql } from 'drizzle-orm';
import { permissionRoleOf } from '../../../domain/permissions/roles';
import { builtInRoleDefaults, DEFAULT_ROLES, normalizeRoleDefaults, type DefaultRole } from '../../../domain/permissions/roleDefaults';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { keySnapshot, recordActivity } from '../activity/activityLog';
import type { Actor } from '../users/changeLog';

type Executor = Pick<Db, 'select' | 'insert'>;

/** One settings row per role: the workspace's defaults for new users of that role. */
export const roleDefaultsKey = (role: DefaultRole) => `permissions:role-defaults:${role}`;

const storedKeys = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((k) => typeof k === 'string') ? value : undefined;

/** The defaults of every role: the stored set, or the built-in one until an administrator saves one. */
export async function readRoleDefaults(db: Executor): Promise<Record<DefaultRole, string[]>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, DEFAULT_ROLES.map(roleDefaultsKey)));
  const stored = new Map(rows.map((r) => [r.key, storedKeys(r.value)]));
  return Object.fromEntries(
    DEFAULT_ROLES.map((role) => {
      const keys = stored.get(roleDefaultsKey(role));
      return [role, keys ? normalizeRoleDefaults(role, keys) : builtInRoleDefaults(role)];
    }),
  ) as Record<DefaultRole, string[]>;
}

/** The keys a new user of that type starts with (every creation path calls this). */
export async function defaultPermissionsFor(db: Executor, userType: number): Promise<string[]> {
  const role = permissionRoleOf(userType);
  if (!role) return [];
  if (role === 'advertiser') return builtInRoleDefaults(role);
  return (await readRoleDefaults(db))[role];
}

export async function saveRoleDefaults(db: Db, actor: Actor, role: DefaultRole, keys: readonly string[], now: Date): Promise<string[]> {
  const value = normalizeRoleDefaults(role, keys);
  return db.transaction(async (tx) => {
    const before = (await readRoleDefaults(tx))[role];
    await tx
      .insert(settings)
      .values({ key: roleDefaultsKey(role), value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: now } });
    await recordActivity(tx, { actor, type: 'role_defaults_updated', entity: 'role', entityId: role, before: keySnapshot(before), after: keySnapshot(value), now });
    return value;
  });
}
