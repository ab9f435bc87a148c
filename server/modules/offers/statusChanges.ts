import { CampaignStatus } from '../../../domain/enums/campaign';
import { canMove, needsSuspendKey } from '../../../domain/offers/transitions';
import { changeInScope } from '../../db/changeInScope';
import type { Db } from '../../db/client';
import { Conflict, fieldError, Forbidden } from '../../errors';
import * as repo from './offerRepository';
import { recordActivities } from '../activity/activityLog';
import type { Actor } from '../users/changeLog';

function refusal(offer: { id: number; name: string; status: number }, to: number): string | undefined {
  const name = (s: number) => CampaignStatus.label(s);
  return canMove(offer.status, to) ? undefined : `Offer #${offer.id} (${offer.name}) cannot move from ${name(offer.status)} to ${name(to)}.`;
}

/**
 * Moves offers to a status, all or none (`changeInScope`): an unknown id refuses the batch (422),
 * a move into or out of Suspended without the suspend key is a 403, a move the offer's status does
 * not allow a 409 naming it; the first offer (by id) that may not move decides. Answers the moved ids.
 */
export function moveOffers(db: Db, actor: Actor, ids: readonly number[], to: number, maySuspend: boolean, now: Date): Promise<number[]> {
  return changeInScope(db, {
    ids,
    lock: repo.lockOffers,
    unknown: (missing) => fieldError('ids', `Unknown offers: ${missing.join(', ')}.`),
    change: async (tx, rows) => {
      for (const offer of rows) {
        if (needsSuspendKey(offer.status, to) && !maySuspend) throw new Forbidden('Suspending and unsuspending offers needs UI_OfferCampaigns_Suspend.');
        const message = refusal(offer, to);
        if (message) throw new Conflict(message);
      }
      const moved = rows.map((r) => r.id);
      await repo.setStatuses(tx, moved, to, now);
      await recordActivities(
        tx,
        rows.map((offer) => ({ actor, type: 'offer_status_changed', entity: 'offer', entityId: offer.id, before: { status: offer.status }, after: { status: to }, now })),
      );
      return moved;
    },
  });
}
