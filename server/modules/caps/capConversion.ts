import { CapMetric, conversionMetric } from '../../../domain/offers/caps';
import type { Payability } from '../../../domain/conversions/payability';
import { SalesStatus } from '../../../domain/enums/payout';
import { NotPayableSaleReason } from '../../../domain/enums/reasons';
import type { PixelAction } from '../../../domain/enums/pixel';
import type { Tx } from '../../db/tx';
import { bindingCaps, workspaceZone } from './capRepository';
import { takeCaps, type CapTake, type CapTaken } from './capTake';

export interface CappedConversion {
  offerId: number;
  affiliateId: number;
  action: PixelAction;
  now: Date;
}

/** A conversion's payability under its caps, and what it took of them (recordCapTakes keeps it). */
export interface CappedDecision {
  decision: Payability;
  taken: CapTaken[];
}

/**
 * A payable conversion under its offer's caps, in the conversion's own transaction: it takes one
 * lead or conversion and its payout in cents of every cap binding the affiliate on the offer, all
 * or none. When one is full the conversion is recorded but not payable, with reason
 * `cap_reached`, whatever the offer's cap action (that decides what clicks do). A conversion
 * that is not payable anyway takes nothing.
 */
export async function capConversion(tx: Tx, conversion: CappedConversion, decision: Payability): Promise<CappedDecision> {
  const none = { decision, taken: [] };
  if (decision.payable !== SalesStatus.Payable) return none;
  const caps = await bindingCaps(tx, conversion.offerId, conversion.affiliateId);
  if (!caps.length) return none;
  const metric = conversionMetric(conversion.action);
  const cents = Math.round(decision.commission * 100);
  const takes: CapTake[] = caps.flatMap((cap) => {
    if (cap.metric === CapMetric.Payout) return [{ cap, amount: cents }];
    return metric !== null && cap.metric === metric ? [{ cap, amount: 1 }] : [];
  });
  if (!takes.length) return none;
  const result = await takeCaps(tx, takes, conversion.now, await workspaceZone(tx));
  return result.full ? { decision: { payable: SalesStatus.NotPayable, reason: NotPayableSaleReason.CapReached, commission: 0, revenue: 0 }, taken: [] } : { decision, taken: result.taken };
}
