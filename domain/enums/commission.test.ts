import { describe, expect, it } from 'vitest';
import { expectEnum } from './expect-enum.test-utils';
import {
  CommissionSubtype,
  CommissionThresholdFilter,
  CommissionThresholdType,
  CommissionType,
  DEFAULT_COMMISSION_TYPE,
  ReferralStatus,
  RewardType,
} from './commission';

describe('commission and referral enums', () => {
  it('R128 / R34: commission type CPA 1, CPL 2; CPA is the default', () => {
    expectEnum(CommissionType, [
      ['CPA', 1],
      ['CPL', 2],
    ]);
    expect(DEFAULT_COMMISSION_TYPE).toBe(1);
  });

  it('R129: commission subtype CRG, EPL', () => {
    expectEnum(CommissionSubtype, [
      ['CRG', 'crg'],
      ['EPL', 'epl'],
    ]);
  });

  it('R130: threshold type NotReached 0, Reached 1; filter below / above', () => {
    expectEnum(CommissionThresholdType, [
      ['NotReached', 0],
      ['Reached', 1],
    ]);
    expectEnum(CommissionThresholdFilter, [
      ['Below', 'below'],
      ['Above', 'above'],
    ]);
  });

  it('R127: reward types 1, 3, 4, 5', () => {
    expectEnum(RewardType, [
      ['PercentageOfFriendsPayment', 1],
      ['FixedAmountPerCPL', 3],
      ['FixedAmountPerCPA', 4],
      ['FixedAmountPerRevshare', 5],
    ]);
  });

  it('R120: referral status Inactive -1, Active 1', () => {
    expectEnum(ReferralStatus, [
      ['Inactive', -1],
      ['Active', 1],
    ]);
  });
});
