import { effectivePermissions } from '../../../domain/permissions/derive';
import type { Db } from '../../db/client';
import type { UserRow } from '../users/userRepository';
import { readWorkspaceFeatures } from '../settings/settingsRepository';

/** A user row whose `permissions` are the effective keys, as loadSession makes them for the caller. */
export async function withEffectivePermissions(db: Db, user: UserRow): Promise<UserRow> {
  const features = await readWorkspaceFeatures(db);
  return { ...user, permissions: effectivePermissions({ userType: user.userType, permissions: user.permissions }, features) };
}
