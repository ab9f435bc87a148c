import type { AffiliateBalance } from '../domain/billing/balance';
import type { Identifier, RaRecord } from 'ra-core';
import type { InvoiceDecision } from '../domain/billing/invoices';
import { defaultApiBase } from './http/apiBase';
import type { Envelope, HttpClient, Role } from './http/types';

export type Balance = AffiliateBalance;

/** The billing calls that are not CRUD (docs/api.md, Billing); paths relative to the role prefix. */
export interface BillingCalls {
  /** a status move; Payment sent carries `payment_reference` (and `confirm_no_bank_details` when the affiliate has none) */
  movePayout(id: Identifier, status: number, reason?: number, payment?: { payment_reference: string; confirm_no_bank_details?: boolean }): Promise<RaRecord>;
  /** closes every affiliate's last ended billing period and makes the payouts due: how many of each */
  closePeriods(): Promise<{ periods: number; payouts: number }>;
  balance(): Promise<Balance>;
  /** a forced billing period for one affiliate: a payout of all that is unpaid, whatever the threshold (null: nothing owed) */
  forcePeriod(affiliateId: Identifier, reason: number): Promise<{ payout_id: number | null }>;
  /** the affiliate's invoice for a payout, made by the platform as a PDF */
  generateInvoice(payoutId: Identifier): Promise<RaRecord>;
  /** the affiliate's own PDF for a payout (multipart, field `file`) */
  uploadInvoice(payoutId: Identifier, file: File): Promise<RaRecord>;
  /** a staff decision on an invoice: approve, or reject / cancel with a cancel-invoice reason */
  decideInvoice(id: Identifier, decision: InvoiceDecision, reason?: number): Promise<RaRecord>;
  /** the invoice's PDF, through the http client (its 401/403/500 rules) */
  downloadInvoice(id: Identifier): Promise<Blob>;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

export function createBillingCalls(http: HttpClient): BillingCalls {
  const data = async (method: 'GET' | 'POST', path: string, body?: unknown) =>
    (await http.request<Envelope<RaRecord>>(method, path, body === undefined ? undefined : { body })).json.data;
  return {
    movePayout: (id, status, reason, payment) => data('POST', `/billing/payouts/${seg(id)}/status`, { status, ...(reason === undefined ? {} : { reason }), ...payment }),
    closePeriods: async () => (await http.request<Envelope<{ periods: number; payouts: number }>>('POST', '/billing/periods/close', { body: {} })).json.data,
    balance: async () => (await http.request<Envelope<Balance>>('GET', '/billing/balance')).json.data,
    forcePeriod: async (affiliateId, reason) =>
      (await http.request<Envelope<{ payout_id: number | null }>>('POST', '/billing/periods/force', { body: { affiliate_id: affiliateId, reason } })).json.data,
    generateInvoice: (payoutId) => data('POST', `/billing/payouts/${seg(payoutId)}/invoice`, {}),
    uploadInvoice: (payoutId, file) => {
      const form = new FormData();
      form.set('file', file);
      return data('POST', `/billing/payouts/${seg(payoutId)}/invoice/upload`, form);
    },
    decideInvoice: (id, decision, reason) => data('POST', `/billing/invoices/${seg(id)}/${decision}`, reason === undefined ? {} : { reason }),
    downloadInvoice: (id) => http.download('GET', invoiceFilePath(id)),
  };
}

const invoiceFilePath = (id: Identifier) => `/billing/invoices/${seg(id)}/file`;

/** The invoice PDF's address, for the link's href (a click downloads it through the http client: `downloadInvoice`). */
export const invoiceFileUrl = (role: Role, id: Identifier, apiBase = defaultApiBase()) => `${apiBase.replace(/\/+$/, '')}/${role}${invoiceFilePath(id)}`;
