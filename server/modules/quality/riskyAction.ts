import type { Payability } from '../../../domain/conversions/payability';
import { SalesStatus, TransactionStatus } from '../../../domain/enums/payout';
import { NotPayableSaleReason } from '../../../domain/enums/reasons';
import { RiskyAction } from '../../../domain/quality/fraudSettings';

/** A conversion's payability and transaction status as it will be recorded. */
export interface Recorded {
  payability: Payability;
  status: TransactionStatus;
}

/** Not payable with reason `fraud`: the affiliate earns nothing and the advertiser is not billed for it. */
export const notPayableForFraud = (recorded: Recorded): Recorded => ({
  status: recorded.status,
  payability: { payable: SalesStatus.NotPayable, reason: NotPayableSaleReason.Fraud, commission: 0, revenue: 0 },
});

/**
 * On hold (Transaction OnHold 3): recorded with its amounts, paid and billed only once approved.
 * The one place fraud detection puts a conversion on hold; conversion hold's own approval and
 * expiry take it from there.
 */
export const holdForReview = (recorded: Recorded): Recorded => ({ ...recorded, status: TransactionStatus.OnHold });

/** What a Risky conversion's setting does to it (spec 4 §4); a conversion already not payable keeps its reason. */
export function applyRiskyAction(action: RiskyAction, recorded: Recorded): Recorded {
  switch (action) {
    case RiskyAction.NotPayable:
      return recorded.payability.payable === SalesStatus.NotPayable ? recorded : notPayableForFraud(recorded);
    case RiskyAction.Hold:
      return holdForReview(recorded);
    default:
      return recorded;
  }
}
