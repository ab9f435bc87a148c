import { PayoutStatus } from '../enums/payout';

const S = PayoutStatus;

/**
 * The payout status moves an administrator or manager may make (decisions, Billing): forward
 * through invoice and payment, a bounce from a sent payment, and the rollbacks of the documents'
 * rollback set (back to Awaiting invoice, Invoice confirmed or Payment sent; a completed payout
 * back to Payment sent). Cancelled and Completed end the way; anything else is a 409.
 */
export const PAYOUT_MOVES: Readonly<Record<number, readonly number[]>> = {
  [S.Pending]: [S.Moderated, S.AwaitingInvoice, S.Cancelled],
  [S.Moderated]: [S.AwaitingInvoice, S.Cancelled],
  [S.AwaitingInvoice]: [S.InvoiceReceived, S.InvoiceConfirmed, S.Cancelled],
  [S.InvoiceReceived]: [S.InvoiceConfirmed, S.AwaitingInvoice, S.Cancelled],
  [S.InvoiceConfirmed]: [S.InProgress, S.PaymentSent, S.AwaitingInvoice, S.Cancelled],
  [S.InProgress]: [S.PaymentSent, S.InvoiceConfirmed, S.Cancelled],
  [S.PaymentSent]: [S.Completed, S.Bounced, S.InvoiceConfirmed],
  [S.Bounced]: [S.PaymentSent, S.InvoiceConfirmed, S.Cancelled],
  [S.Completed]: [S.PaymentSent],
  [S.Cancelled]: [],
};

export const canMovePayout = (from: number, to: number): boolean => (PAYOUT_MOVES[from] ?? []).includes(to);

/** A bounce and a cancellation say why (Bounce reason; Cancel invoice reason). */
export const NEEDS_REASON: readonly number[] = [S.Bounced, S.Cancelled];

/** Statuses whose payout still owes the affiliate money (a pending payout on the dashboard). */
export const OPEN_PAYOUT: readonly number[] = [S.Pending, S.Moderated, S.AwaitingInvoice, S.InvoiceReceived, S.InvoiceConfirmed, S.InProgress, S.Bounced];
