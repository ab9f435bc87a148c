import type { ActivityLogType } from '../../../domain/activity/activityLog';
import type { Tx } from '../../db/tx';
import { recordActivity, type Snapshot } from '../activity/activityLog';
import type { Actor } from '../users/changeLog';
import * as repo from './flowRepository';

/**
 * A flow as the activity log records it (docs/decisions/activity-log.md): its own fields, and what
 * it holds as readable lists (`7 (priority 1, weight 100)`, `DE 7: 50`), so a change shows as the
 * lists before and after.
 */
export async function flowSnapshot(tx: Tx, id: number): Promise<Snapshot> {
  const row = await repo.findFlow(tx, id);
  if (!row) return null;
  const parts = await repo.flowParts(tx, [id]);
  return {
    name: row.name,
    status: row.status,
    reinject_every_minutes: row.reinjectEveryMinutes,
    reinject_rounds: row.reinjectRounds,
    reinject_window_hours: row.reinjectWindowHours,
    offer_ids: parts.offerRows.map((o) => o.id),
    integrations: parts.integrationRows.map((i) => `${i.integrationId} (priority ${i.priority}, weight ${i.weight})`),
    capacities: parts.capacityRows.map((c) => `${c.country} ${c.integrationId}: ${c.daily}`),
  };
}

export function recordFlow(tx: Tx, actor: Actor, type: ActivityLogType, id: number, before: Snapshot, after: Snapshot, now: Date) {
  return recordActivity(tx, { actor, type, entity: 'flow', entityId: id, before, after, now });
}
