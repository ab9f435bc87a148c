import { PaidForType } from '../enums/payout';
import { ReferralStatus, RewardType } from '../enums/commission';

/** A referrer's program: the workspace default (`default-referral-program`) or their own override. */
export interface ReferralProgram {
  status: number;
  reward_type_id: number;
  /** a percentage of the friend's commission (type 1), else an amount in the network's currency */
  reward_value: number;
}

/**
 * Which of a referred affiliate's conversions each fixed reward pays for, by the conversion's Paid-for
 * type (domain/billing/paidFor.ts): a CPL is a lead paid as such (lead, cpl, epl, opt-in), a CPA an
 * action paid as one (cpa, ftd: a sale or a deposit), a revshare a revenue share
 * (docs/decisions/referrals.md). A CRG adjustment is no conversion: no fixed reward.
 */
export const FIXED_REWARD_PAID_FOR: Readonly<Record<number, readonly PaidForType[]>> = {
  [RewardType.FixedAmountPerCPL]: [PaidForType.Lead, PaidForType.Cpl, PaidForType.Epl, PaidForType.OptIn],
  [RewardType.FixedAmountPerCPA]: [PaidForType.Cpa, PaidForType.Ftd],
  [RewardType.FixedAmountPerRevshare]: [PaidForType.Revshare],
};

const toCents = (value: number | string) => Math.round(Number(value) * 100);

/**
 * What one approved conversion of a referred affiliate earns the referrer, in cents: nothing while
 * the program is Inactive or the friend earned nothing; a percentage of the friend's commission
 * rounded half away from zero to the cent (PostgreSQL's `round(numeric, 2)`, which the billing close
 * uses: referralBonusSql); a fixed amount when the conversion is of the reward's kind.
 */
export function referralBonusCents(program: ReferralProgram, commission: number | string, paidFor: string): number {
  const commissionCents = toCents(commission);
  if (program.status !== ReferralStatus.Active || commissionCents <= 0) return 0;
  if (program.reward_type_id === RewardType.PercentageOfFriendsPayment) {
    // the percentage has at most two decimals: in hundredths it is whole, and so is the product
    const product = commissionCents * toCents(program.reward_value);
    return Math.sign(product) * Math.round(Math.abs(product) / 10_000);
  }
  return (FIXED_REWARD_PAID_FOR[program.reward_type_id] ?? []).includes(paidFor as PaidForType) ? toCents(program.reward_value) : 0;
}

/**
 * The same rule in SQL, over SQL expressions for the friend's owed commission, the conversion's
 * Paid-for type and the program's status, type and value (the constants are ours, not input).
 */
export function referralBonusSql(e: { owed: string; paidFor: string; status: string; type: string; value: string }): string {
  const fixed = Object.entries(FIXED_REWARD_PAID_FOR)
    .map(([type, words]) => `WHEN ${Number(type)} THEN CASE WHEN ${e.paidFor} IN (${words.map((w) => `'${w}'`).join(', ')}) THEN round(${e.value}, 2) ELSE 0 END`)
    .join(' ');
  return `CASE WHEN ${e.status} <> ${ReferralStatus.Active} OR ${e.owed} <= 0 THEN 0
    ELSE CASE ${e.type} WHEN ${RewardType.PercentageOfFriendsPayment} THEN round(${e.owed} * ${e.value} / 100, 2) ${fixed} ELSE 0 END END`;
}
