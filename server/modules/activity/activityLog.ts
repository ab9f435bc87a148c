import type { ActivityEntity, ActivityLogType } from '../../../domain/activity/activityLog';
import type { Tx } from '../../db/tx';
import { activityLog, type FieldChange } from '../../db/schema';
import type { Actor } from '../users/changeLog';

/** A record's fields as the log names them (API names); `null` when the record did not exist before, or no longer does after. */
export type Snapshot = object | null;

export interface Activity {
  /** who and from which address (`actorOf(c)`); `id` null for the system */
  actor: Actor;
  type: ActivityLogType;
  entity: ActivityEntity;
  entityId: number | string;
  before: Snapshot;
  after: Snapshot;
  now?: Date;
}

/** Values compared as they would be stored: a numeric string and a Date read the same as their JSON. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose value differs between the two snapshots, each with its value before and after;
 * a field only one side names counts as null on the other.
 */
export function changedFields(before: Snapshot, after: Snapshot): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const oldFields = (before ?? {}) as Record<string, unknown>;
  const newFields = (after ?? {}) as Record<string, unknown>;
  for (const field of new Set([...Object.keys(oldFields), ...Object.keys(newFields)])) {
    const from = oldFields[field] ?? null;
    const to = newFields[field] ?? null;
    if (!same(from, to)) changes[field] = { before: from, after: to };
  }
  return changes;
}

/** A set of permission keys as fields: each key held → true, so a change shows the keys granted and taken, one by one. */
export const keySnapshot = (keys: readonly string[]): Record<string, boolean> => Object.fromEntries([...keys].sort().map((k) => [k, true]));

const rowOf = (a: Activity) => {
  const changes = changedFields(a.before, a.after);
  if (!Object.keys(changes).length) return undefined;
  return { actorId: a.actor.id, ip: a.actor.ip, type: a.type, entity: a.entity, entityId: String(a.entityId), changes, ...(a.now ? { createdAt: a.now } : {}) };
};

/**
 * Writes one activity-log entry in the caller's transaction, with only the changed fields: a
 * failed or refused change rolls it back with itself, and a change that changed nothing writes
 * none. Answers whether an entry was written.
 */
export async function recordActivity(tx: Tx, a: Activity): Promise<boolean> {
  return (await recordActivities(tx, [a])) > 0;
}

/** Several entries (a batch's records) in one INSERT; answers how many were written. */
export async function recordActivities(tx: Tx, list: readonly Activity[]): Promise<number> {
  const rows = list.map(rowOf).filter((r) => r !== undefined);
  if (rows.length) await tx.insert(activityLog).values(rows);
  return rows.length;
}
