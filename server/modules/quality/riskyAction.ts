import type { Payability } from '../../../domain/conversions/payability';
import { HoldLogReason, holdDaysFor, holdEndOf } from '../../../domain/conversions/hold';
import { SalesStatus, TransactionStatus } from '../../../domain/enums/payout';
import { NotPayableSaleReason } from '../../../domain/enums/reasons';
import { RiskyAction } from '../../../domain/quality/fraudSettings';
import type { Tx } from '../../db/tx';
import { holdConversion } from '../conversions/holdRepository';

/** What a Risky conversion's setting makes of it before it is recorded: its payability, and whether it is then held. */
export interface Recorded {
  payability: Payability;
  hold: boolean;
}

/** Not payable with reason `fraud`: the affiliate earns nothing and the advertiser is not billed for it. */
export const notPayableForFraud = (recorded: Recorded): Recorded => ({
  hold: recorded.hold,
  payability: { payable: SalesStatus.NotPayable, reason: NotPayableSaleReason.Fraud, commission: 0, revenue: 0 },
});

/** What a Risky conversion's setting does to it (spec 4 §4); a conversion already not payable keeps its reason. */
export function applyRiskyAction(action: RiskyAction, recorded: Recorded): Recorded {
  switch (action) {
    case RiskyAction.NotPayable:
      return recorded.payability.payable === SalesStatus.NotPayable ? recorded : notPayableForFraud(recorded);
    case RiskyAction.Hold:
      return { ...recorded, hold: true };
    default:
      return recorded;
  }
}

/**
 * Puts a just-recorded Risky conversion on hold (Transaction status OnHold 3) through conversion
 * hold's one entry point, logged as `fraud_risky`, for the offer's hold_days or else the pending
 * default (30 days); approval, rejection and expiry then work as for any hold. Answers its status.
 */
export async function holdForFraud(tx: Tx, conversionId: number, m: { offerHoldDays: number; now: Date }): Promise<TransactionStatus> {
  const until = holdEndOf(m.now, holdDaysFor(m.offerHoldDays, true));
  const held = await holdConversion(tx, conversionId, { until, reason: HoldLogReason.FraudRisky, now: m.now });
  return held ? TransactionStatus.OnHold : TransactionStatus.Ok;
}
