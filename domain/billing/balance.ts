/** An affiliate's balance (GET /billing/balance, the dashboard's billing card): one shape for server and browser. */
export interface AffiliateBalance {
  earned_total: number;
  unpaid: number;
  pending_payouts: number;
  /** earned and not in any payout yet (unpaid less pending_payouts): what the next closing may pay */
  to_bill: number;
  threshold: number;
  /** what held conversions will earn once approved: pending, in none of the figures above, never billed while held */
  on_hold: number;
  /** something waits to be billed and it reaches the threshold; false when nothing is owed */
  threshold_reached: boolean;
  currency: string;
}
