import type { Identifier, RaRecord } from 'ra-core';
import type { Envelope, HttpClient } from './http/types';

export interface Balance {
  earned_total: number;
  unpaid: number;
  pending_payouts: number;
  threshold: number;
  threshold_reached: boolean;
  currency: string;
}

/** The billing calls that are not CRUD (docs/api.md, Billing); paths relative to the role prefix. */
export interface BillingCalls {
  movePayout(id: Identifier, status: number, reason?: number): Promise<RaRecord>;
  balance(): Promise<Balance>;
}

export function createBillingCalls(http: HttpClient): BillingCalls {
  return {
    movePayout: async (id, status, reason) =>
      (await http.request<Envelope<RaRecord>>('POST', `/billing/payouts/${encodeURIComponent(String(id))}/status`, { body: { status, ...(reason === undefined ? {} : { reason }) } })).json
        .data,
    balance: async () => (await http.request<Envelope<Balance>>('GET', '/billing/balance')).json.data,
  };
}
