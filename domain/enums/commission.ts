import { defineEnum, type EnumValueOf } from './define-enum';

/** Ids are ours (decisions, R128): the spec names CPA and CPL; CPA is the default. */
export const CommissionType = defineEnum([
  { value: 1, key: 'CPA', label: { en: 'CPA', ru: 'CPA' } },
  { value: 2, key: 'CPL', label: { en: 'CPL', ru: 'CPL' } },
]);
export type CommissionType = EnumValueOf<typeof CommissionType>;
export const DEFAULT_COMMISSION_TYPE: CommissionType = CommissionType.CPA;

/** Lower-case codes, the same words as the crg and epl workspace features (decisions, R129). */
export const CommissionSubtype = defineEnum([
  { value: 'crg', key: 'CRG', label: { en: 'CRG', ru: 'CRG' } },
  { value: 'epl', key: 'EPL', label: { en: 'EPL', ru: 'EPL' } },
]);
export type CommissionSubtype = EnumValueOf<typeof CommissionSubtype>;

export const CommissionThresholdType = defineEnum([
  { value: 0, key: 'NotReached', label: { en: 'Not reached', ru: 'Не достигнут' } },
  { value: 1, key: 'Reached', label: { en: 'Reached', ru: 'Достигнут' } },
]);
export type CommissionThresholdType = EnumValueOf<typeof CommissionThresholdType>;

/** The list filter speaks words rather than the codes above. */
export const CommissionThresholdFilter = defineEnum([
  { value: 'below', key: 'Below', label: { en: 'Below threshold', ru: 'Ниже порога' } },
  { value: 'above', key: 'Above', label: { en: 'Above threshold', ru: 'Выше порога' } },
]);
export type CommissionThresholdFilter = EnumValueOf<typeof CommissionThresholdFilter>;

export const RewardType = defineEnum([
  {
    value: 1,
    key: 'PercentageOfFriendsPayment',
    label: { en: "Percentage of friend's payment", ru: 'Процент от выплат приглашённого' },
  },
  { value: 3, key: 'FixedAmountPerCPL', label: { en: 'Fixed amount per CPL', ru: 'Фиксированная сумма за CPL' } },
  { value: 4, key: 'FixedAmountPerCPA', label: { en: 'Fixed amount per CPA', ru: 'Фиксированная сумма за CPA' } },
  {
    value: 5,
    key: 'FixedAmountPerRevshare',
    label: { en: 'Fixed amount per revshare', ru: 'Фиксированная сумма за revshare' },
  },
]);
export type RewardType = EnumValueOf<typeof RewardType>;

export const ReferralStatus = defineEnum([
  { value: -1, key: 'Inactive', label: { en: 'Inactive', ru: 'Неактивен' } },
  { value: 1, key: 'Active', label: { en: 'Active', ru: 'Активен' } },
]);
export type ReferralStatus = EnumValueOf<typeof ReferralStatus>;
