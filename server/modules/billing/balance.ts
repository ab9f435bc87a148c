import type { AffiliateBalance } from '../../../domain/billing/balance';
import type { Db } from '../../db/client';
import type { BillingSettings } from './closeRepository';
import { balanceOf } from './payoutRepository';

/**
 * What an affiliate has earned (payable, not voided commission), what of it is not paid yet, what
 * waits in open payouts, and their threshold (their own, else the system's). Sums are SQL numerics;
 * the difference is taken in cents, so no float error shows.
 */
export async function affiliateBalance(db: Db, user: { id: number; commissionThreshold: string | number }, settings: BillingSettings): Promise<AffiliateBalance> {
  const b = await balanceOf(db, user.id);
  const threshold = Number(user.commissionThreshold) > 0 ? Number(user.commissionThreshold) : settings.systemThreshold;
  const cents = (text: string) => Math.round(Number(text) * 100);
  const unpaid = (cents(b.earned) - cents(b.paid)) / 100;
  return { earned_total: Number(b.earned), unpaid, pending_payouts: Number(b.pending), threshold, threshold_reached: unpaid >= threshold, currency: settings.currency };
}
