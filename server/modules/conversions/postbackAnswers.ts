import { SalesStatus } from '../../../domain/enums/payout';
import type { RecordOutcome } from './recordRepository';

/**
 * The answers a conversion postback shares, whatever it names the conversion by (a click id here,
 * a promo code in promoCodes/promoPostback.ts): the same texts and the same success body.
 */
export const TOKEN_REQUIRED = [{ field: 'token', message: 'token is required: the postback token shown on your advertiser page.' }];
export const NOTHING_TO_REJECT = [{ field: 'order_id', message: 'No conversion of this offer has this order_id: there is nothing to reject.' }];
export const WRONG_TOKEN = { success: false, message: 'Wrong postback token.' };

/** The body of a recorded (or duplicate) conversion; `extra` adds what the path says of itself. */
export function recordedBody(outcome: Extract<RecordOutcome, { kind: 'recorded' | 'duplicate' }>, extra: Record<string, unknown> = {}) {
  return {
    success: true,
    data: {
      conversion_id: outcome.conversionId,
      status: outcome.status,
      payable: outcome.payable === SalesStatus.Payable,
      reason: outcome.reason,
      ...extra,
      ...(outcome.kind === 'duplicate' ? { duplicate: true } : {}),
    },
  };
}
