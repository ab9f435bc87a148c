/** An affiliate's balance (GET /billing/balance, the dashboard's billing card): one shape for server and browser. */
export interface AffiliateBalance {
  earned_total: number;
  unpaid: number;
  pending_payouts: number;
  threshold: number;
  threshold_reached: boolean;
  currency: string;
}
