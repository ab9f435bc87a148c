import type { SettingsSection } from '../../../domain/settings/systemSettings';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { recordActivity } from '../activity/activityLog';
import { maskSecret, type Actor } from '../users/changeLog';
import { readNetworkToken, readSystemSettings, saveNetworkToken } from './settingsRepository';

/**
 * Saves one section of the system settings and its activity-log entry in one transaction: the
 * section as it was and as it is now, so the entry holds exactly the fields that changed.
 */
export function changeSection(db: Db, actor: Actor, section: SettingsSection, now: Date, write: (tx: Tx) => Promise<void>): Promise<void> {
  return db.transaction(async (tx) => {
    const before = (await readSystemSettings(tx))[section];
    await write(tx);
    const after = (await readSystemSettings(tx))[section];
    await recordActivity(tx, { actor, type: 'settings_updated', entity: 'settings', entityId: section, before, after, now });
  });
}

/** A new network postback token, logged masked (its last four characters), never by value. */
export function changeNetworkToken(db: Db, actor: Actor, token: string, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await readNetworkToken(tx);
    await saveNetworkToken(tx, token, now);
    const shown = (t: string | null) => ({ network_postback_token: t === null ? null : maskSecret(t) });
    await recordActivity(tx, { actor, type: 'settings_updated', entity: 'settings', entityId: 'network-postback-token', before: shown(before), after: shown(token), now });
  });
}
