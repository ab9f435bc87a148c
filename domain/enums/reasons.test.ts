import { describe, expect, it } from 'vitest';
import { expectEnum } from './expect-enum.test-utils';
import {
  BounceReason,
  CancelInvoiceReason,
  ChangeAmountReason,
  ForceBillingPeriodReason,
  NotPayableSaleReason,
  UnvoidReason,
  VoidReason,
} from './reasons';

const CHANGE_AMOUNT = ['fraud', 'duplicate_transaction', 'test_sale', 'misfired_pixel', 'other'];

describe('reason enums', () => {
  it('R134: change-amount reasons', () => {
    expect(ChangeAmountReason.values).toEqual(CHANGE_AMOUNT);
  });

  it('R135: void reasons are none plus the change-amount reasons', () => {
    expect(VoidReason.values).toEqual(['none', ...CHANGE_AMOUNT]);
    expect(VoidReason.label('misfired_pixel')).toBe(ChangeAmountReason.label('misfired_pixel'));
  });

  it('R136: unvoid reasons', () => {
    expect(UnvoidReason.values).toEqual(['void_by_mistake', 'other']);
  });

  it('R137: not-payable sale reasons', () => {
    expect(NotPayableSaleReason.values).toEqual([
      'commission_type_not_matched',
      'recurrent_duration_exceeded',
      'recurrent_cpa_sale',
      'click_session_lifespan_exceeded',
    ]);
  });

  it('R138: force billing period reasons 0–3', () => {
    expectEnum(ForceBillingPeriodReason, [
      ['PaymentTermsChanged', 0],
      ['AffiliateRequest', 1],
      ['BannedUser', 2],
      ['Other', 3],
    ]);
  });

  it('R139: bounce reasons 0–5', () => {
    expectEnum(BounceReason, [
      ['InvalidBankDetails', 0],
      ['IncorrectAccountDetails', 1],
      ['IncorrectBeneficiaryDetails', 2],
      ['IncorrectAmount', 3],
      ['Fraud', 4],
      ['Other', 5],
    ]);
  });

  it('R140: cancel-invoice reasons 0–8', () => {
    expectEnum(CancelInvoiceReason, [
      ['InvalidFile', 0],
      ['IncompleteData', 1],
      ['InvalidBankDetails', 2],
      ['IncorrectAccountDetails', 3],
      ['IncorrectBeneficiaryDetails', 4],
      ['IncorrectAmount', 5],
      ['IncorrectCurrency', 6],
      ['InvalidDate', 7],
      ['Other', 8],
    ]);
  });
});
