import { describe, expect, it } from 'vitest';
import { expectEnum } from './expect-enum.test-utils';
import {
  InvoiceStatus,
  PaidForType,
  PaymentMethod,
  PayoutRollbackStatus,
  PayoutStatus,
  SalesStatus,
  TransactionLogAction,
  TransactionStatus,
} from './payout';

describe('payout enums', () => {
  it('R114: invoice status Moderation 0, Approved 1, Rejected 2', () => {
    expectEnum(InvoiceStatus, [
      ['Moderation', 0],
      ['Approved', 1],
      ['Rejected', 2],
    ]);
  });

  it('R115: payout status 0–9 with the spec labels', () => {
    expectEnum(PayoutStatus, [
      ['Pending', 0],
      ['AwaitingInvoice', 1],
      ['Completed', 2],
      ['Bounced', 3],
      ['Cancelled', 4],
      ['InvoiceReceived', 5],
      ['InProgress', 6],
      ['InvoiceConfirmed', 7],
      ['PaymentSent', 8],
      ['Moderated', 9],
    ]);
    expect(PayoutStatus.options().map((o) => o.name)).toEqual([
      'Pending',
      'Awaiting invoice',
      'Completed',
      'Bounced',
      'Cancelled',
      'Invoice received',
      'In progress',
      'Invoice confirmed',
      'Payment sent',
      'Moderated',
    ]);
  });

  it('R116: payout rollback 1, 3, 7, 8 with the same labels as the payout statuses', () => {
    expectEnum(PayoutRollbackStatus, [
      ['AwaitingInvoice', 1],
      ['Bounced', 3],
      ['InvoiceConfirmed', 7],
      ['PaymentSent', 8],
    ]);
    for (const v of PayoutRollbackStatus.values) {
      expect(PayoutRollbackStatus.label(v, 'ru')).toBe(PayoutStatus.label(v, 'ru'));
    }
  });

  it('R117: transaction Ok 0, Voided 1, Changed 2, OnHold 3 (kept)', () => {
    expectEnum(TransactionStatus, [
      ['Ok', 0],
      ['Voided', 1],
      ['Changed', 2],
      ['OnHold', 3],
    ]);
  });

  it('R118: sales status NotPayable 0, Payable 1', () => {
    expectEnum(SalesStatus, [
      ['NotPayable', 0],
      ['Payable', 1],
    ]);
  });

  it('R153: payment method BankWire 1', () => {
    expectEnum(PaymentMethod, [['BankWire', 1]]);
  });

  it('R154: paid-for types', () => {
    expect(PaidForType.values).toEqual(['lead', 'ftd', 'referral_bonus', 'opt-in', 'revshare', 'cpa', 'cpl', 'crg', 'epl']);
  });

  it('R157: transaction log actions', () => {
    expect(TransactionLogAction.values).toEqual(['commission_void', 'commission_change', 'commission_unvoid']);
  });
});
