import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { ReportStatus } from '../../../domain/enums/report';
import { leads } from '../../db/schema';
import type { Deps } from '../../http/types';
import { startPeriodicJob } from '../../periodicJob';
import { driveLead, queueNextTry, type PendingTry } from './pushLead';

const BATCH = 50;

/**
 * Re-injection (spec 4 §2): the leads whose next round is due go down their flow again — to the
 * integrations that did not refuse them (one that failed or timed out in an earlier round is tried
 * again) — each round in its own transaction: the lead back to LEAD, the round counted and its
 * first try logged pending together; then the calls. A round no integration takes ends the lead
 * REGISTRATION_FAILED again, with the next round planned while the schedule lasts. Claimed with
 * SKIP LOCKED, so several processes never run one lead's round twice. Answers the rounds begun.
 */
export async function reinjectDue(deps: Deps): Promise<number> {
  const at = deps.now();
  const begun = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(isNotNull(leads.nextReinjectionAt), lte(leads.nextReinjectionAt, at), eq(leads.status, ReportStatus.RegistrationFailed)))
      .orderBy(leads.nextReinjectionAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const tries: PendingTry[] = [];
    for (const { id } of due) {
      await tx
        .update(leads)
        .set({ status: ReportStatus.Lead, reinjections: sql`${leads.reinjections} + 1`, reinjectedAt: at, nextReinjectionAt: null })
        .where(eq(leads.id, id));
      const first = await queueNextTry(tx, id, at, 'reinjection');
      if (first) tries.push(first);
    }
    return tries;
  });
  for (const attempt of begun) await driveLead(deps, attempt);
  return begun.length;
}

/** The re-injection job: at start and every minute; restart-safe (the schedule is on the leads). */
export function startReinjectionJob(deps: Deps, options: { intervalMs?: number } = {}) {
  return startPeriodicJob('Lead re-injection', options.intervalMs ?? 60_000, () => reinjectDue(deps));
}
