import { describe, expect, it } from 'vitest';
import { ReferralStatus, RewardType } from '../enums/commission';
import { referralBonusCents } from './rewards';

const active = (reward_type_id: number, reward_value: number) => ({ status: ReferralStatus.Active, reward_type_id, reward_value });

describe('referralBonusCents', () => {
  it('takes a percentage of the commission, rounded half away from zero to the cent', () => {
    expect(referralBonusCents(active(RewardType.PercentageOfFriendsPayment, 7.5), '33.33', 'lead')).toBe(250); // 2.49975
    expect(referralBonusCents(active(RewardType.PercentageOfFriendsPayment, 5), '19.99', 'cpa')).toBe(100); // 0.9995
    expect(referralBonusCents(active(RewardType.PercentageOfFriendsPayment, 7.5), '7.77', 'revshare')).toBe(58); // 0.58275
    expect(referralBonusCents(active(RewardType.PercentageOfFriendsPayment, 33.33), '0.01', 'lead')).toBe(0);
  });

  it('pays a fixed amount only on conversions of its kind', () => {
    const cpl = active(RewardType.FixedAmountPerCPL, 2.5);
    expect(['lead', 'cpl', 'epl', 'opt-in', 'cpa', 'ftd', 'revshare'].map((p) => referralBonusCents(cpl, '10.00', p))).toEqual([250, 250, 250, 250, 0, 0, 0]);
    const cpa = active(RewardType.FixedAmountPerCPA, 3);
    expect(['lead', 'cpa', 'ftd', 'revshare'].map((p) => referralBonusCents(cpa, '10.00', p))).toEqual([0, 300, 300, 0]);
    const revshare = active(RewardType.FixedAmountPerRevshare, 1.25);
    expect(['lead', 'cpa', 'revshare'].map((p) => referralBonusCents(revshare, '10.00', p))).toEqual([0, 0, 125]);
  });

  it('pays nothing while Inactive or on a commission of 0', () => {
    expect(referralBonusCents({ status: ReferralStatus.Inactive, reward_type_id: RewardType.FixedAmountPerCPA, reward_value: 3 }, '10.00', 'cpa')).toBe(0);
    expect(referralBonusCents(active(RewardType.FixedAmountPerCPA, 3), '0', 'cpa')).toBe(0);
  });
});
