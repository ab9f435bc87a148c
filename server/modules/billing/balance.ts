import type { AffiliateBalance } from '../../../domain/billing/balance';
import type { Db } from '../../db/client';
import type { BillingSettings } from './closeRepository';
import { balanceOf } from './payoutRepository';
import { heldOf } from '../conversions/holdRepository';
import { UserType } from '../../../domain/enums/user';

/**
 * What an affiliate has earned (payable, not voided, not held commission), what waits on hold, what of it is not paid yet, what
 * waits in open payouts, and their threshold (their own, else the system's). Sums are SQL numerics;
 * the difference is taken in cents, so no float error shows. The threshold is reached when what
 * is not in a payout yet is above zero and at least the threshold: with nothing owed (all paid or
 * on the way) there is nothing for a closing to pay, whatever the threshold.
 */
export async function affiliateBalance(db: Db, user: { id: number; commissionThreshold: string | number }, settings: BillingSettings): Promise<AffiliateBalance> {
  const b = await balanceOf(db, user.id);
  const held = await heldOf(db, { id: user.id, userType: UserType.Affiliate });
  const threshold = Number(user.commissionThreshold) > 0 ? Number(user.commissionThreshold) : settings.systemThreshold;
  const cents = (text: string) => Math.round(Number(text) * 100);
  const unpaidCents = cents(b.earned) - cents(b.paid);
  const toBillCents = unpaidCents - cents(b.pending);
  return {
    earned_total: Number(b.earned),
    unpaid: unpaidCents / 100,
    pending_payouts: Number(b.pending),
    to_bill: toBillCents / 100,
    threshold,
    on_hold: cents(held.commission) / 100,
    threshold_reached: toBillCents > 0 && toBillCents >= Math.round(threshold * 100),
    currency: settings.currency,
  };
}
