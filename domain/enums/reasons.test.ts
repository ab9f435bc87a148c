import { describe, expect, it } from 'vitest';
import { ChangeAmountReason, VoidReason } from './reasons';

const CHANGE_AMOUNT = ['fraud', 'duplicate_transaction', 'test_sale', 'misfired_pixel', 'other'];

describe('reason enums', () => {
  it('R134: change-amount reasons', () => {
    expect(ChangeAmountReason.values).toEqual(CHANGE_AMOUNT);
  });

  it('R135: void reasons are none plus the change-amount reasons', () => {
    expect(VoidReason.values).toEqual(['none', ...CHANGE_AMOUNT]);
    expect(VoidReason.label('misfired_pixel')).toBe(ChangeAmountReason.label('misfired_pixel'));
  });
});
