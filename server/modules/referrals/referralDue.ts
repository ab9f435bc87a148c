import { sql, type SQL } from 'drizzle-orm';
import { ReferralStatus } from '../../../domain/enums/commission';
import { PaidForType } from '../../../domain/enums/payout';
import { paidForSql } from '../../../domain/billing/paidFor';
import { referralBonusSql, type ReferralProgram } from '../../../domain/referrals/rewards';

/** The workspace's program as the billing reads it: the default, and whether the referral_program feature is on. */
export interface ReferralTerms {
  program: ReferralProgram;
  /** the referral_program feature: switched off, no new bonus is earned (taking one back still happens) */
  on: boolean;
}

/**
 * What each approved conversion of an affiliate referred by one of `referrers` owes its referrer now
 * (docs/decisions/referrals.md): once, the first time it is payable and not voided (its commission
 * owed above 0), the reward of the referrer's program then (their override, else the workspace
 * default; Inactive or the feature off: nothing); a rewarded conversion voided or rejected later
 * gives its bonus back, and earns it again if restored. Rows: referrer_id, friend_id,
 * referred_conversion_id, amount (numeric, rounded to the cent). `referrers` selects a column `id`;
 * `owed` is the billing's rule of what a conversion `v` owes now (closeRepository's OWED, passed in so
 * the billing close can use this without a cycle of imports).
 */
export function referralDueSql(referrers: SQL, terms: ReferralTerms, cutoff: Date | null, owed: SQL): SQL {
  const { program, on } = terms;
  const status = on ? `COALESCE(o.status, ${Number(program.status)})` : String(ReferralStatus.Inactive);
  const bonus = referralBonusSql({
    owed: 'owed.amount',
    paidFor: 'owed.paid_for',
    status,
    type: `COALESCE(o.reward_type_id, ${Number(program.reward_type_id)})`,
    value: `COALESCE(o.reward_value, ${Number(program.reward_value).toFixed(2)}::numeric)`,
  });
  const before = cutoff ? sql`AND v.created_at < ${cutoff.toISOString()}::timestamptz` : sql``;
  return sql`SELECT r.id AS referrer_id, f.id AS friend_id, v.id AS referred_conversion_id,
      CASE WHEN owed.amount > 0 AND COALESCE(rb.amount, 0) = 0 THEN ${sql.raw(bonus)}
        WHEN owed.amount <= 0 AND COALESCE(rb.amount, 0) <> 0 THEN -rb.amount
        ELSE 0 END AS amount
    FROM (${referrers}) r
    JOIN users f ON f.referred_by_id = r.id
    JOIN conversions v ON v.affiliate_id = f.id ${before}
    LEFT JOIN referral_overrides o ON o.affiliate_id = r.id
    CROSS JOIN LATERAL (SELECT ${owed} AS amount, ${sql.raw(paidForSql('v'))} AS paid_for) owed
    LEFT JOIN LATERAL (SELECT sum(b.amount) AS amount FROM billing_items b WHERE b.referred_conversion_id = v.id) rb ON true`;
}

export const REFERRAL_BONUS = PaidForType.ReferralBonus;
