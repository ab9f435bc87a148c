import { InvoiceStatus, PayoutStatus } from '../enums/payout';

const P = PayoutStatus;

/**
 * The payout statuses from which an affiliate may hand in an invoice (generated or uploaded):
 * before the payment is prepared. Handing one in makes the payout Invoice received (decisions,
 * Billing: invoices).
 */
export const INVOICE_OPEN_PAYOUT: readonly number[] = [P.Pending, P.Moderated, P.AwaitingInvoice];

export const canSubmitInvoice = (payoutStatus: number): boolean => INVOICE_OPEN_PAYOUT.includes(payoutStatus);

/** Staff decisions on an invoice: approve or reject one in moderation, cancel an approved one. */
export type InvoiceDecision = 'approve' | 'reject' | 'cancel';

/** Which invoice status a decision starts from, and the payout statuses it may meet. */
export const INVOICE_DECISIONS: Readonly<Record<InvoiceDecision, { from: number; payoutFrom: readonly number[]; payoutTo: number; invoiceTo: number }>> = {
  approve: { from: InvoiceStatus.Moderation, payoutFrom: [P.InvoiceReceived], payoutTo: P.InvoiceConfirmed, invoiceTo: InvoiceStatus.Approved },
  reject: { from: InvoiceStatus.Moderation, payoutFrom: [P.InvoiceReceived], payoutTo: P.AwaitingInvoice, invoiceTo: InvoiceStatus.Rejected },
  // an approved invoice can be withdrawn until the payment is sent; the affiliate hands in another
  cancel: { from: InvoiceStatus.Approved, payoutFrom: [P.InvoiceConfirmed, P.InProgress], payoutTo: P.AwaitingInvoice, invoiceTo: InvoiceStatus.Rejected },
};

/** The largest invoice file an affiliate may upload (the API refuses bodies over 1 MiB in all, with 413). */
export const INVOICE_MAX_BYTES = 1_000_000;

/** The invoice number an affiliate's n-th invoice of a payout carries: INV-<payout>-<n>. */
export const invoiceNumber = (payoutId: number, n: number) => `INV-${payoutId}-${n}`;
