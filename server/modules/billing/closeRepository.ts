import { sql, type SQL } from 'drizzle-orm';
import { workspaceCurrency } from '../currencies/workspaceCurrency';
import { isoDate, lastEndedPeriod, PaymentTerms } from '../../../domain/billing/terms';
import { PaidForType, PayoutStatus, SalesStatus, TransactionStatus } from '../../../domain/enums/payout';
import { paidForSql } from '../../../domain/billing/paidFor';
import type { Db } from '../../db/client';
import { readSystemSettings } from '../settings/settingsRepository';
import { AlertKind } from '../../../domain/alerts/alertKinds';
import { raiseAlert } from '../alerts/alertRepository';
import { rowsOf } from '../../db/rows';
import { referralDueSql, REFERRAL_BONUS, type ReferralTerms } from '../referrals/referralDue';

export interface BillingSettings {
  defaultTerms: number;
  systemThreshold: number;
  currency: string;
}

/** What a conversion (`v`) owes its affiliate now: its commission while payable and not voided (0 while on hold, modules/conversions/holdRepository.ts). */
export const OWED = sql.raw(`CASE WHEN v.payable = ${SalesStatus.Payable} AND v.transaction_status <> ${TransactionStatus.Voided} THEN v.commission ELSE 0 END`);

/** A billed conversion's Paid-for type: its own, else its action's (domain/billing/paidFor.ts). */
const PAID_FOR = sql.raw(paidForSql('v'));

/** The network's currency: the brand's (VITE_CURRENCY), USD by default; one reading with the currencies module (spec 4 §3). */
export const networkCurrency = workspaceCurrency;

/** Payment terms and threshold from the system settings, with the network's currency. */
export async function readBillingSettings(db: Db): Promise<BillingSettings> {
  const general = (await readSystemSettings(db))['general-settings'];
  return { defaultTerms: Number(general.default_payment_terms_id ?? 0), systemThreshold: Number(general.system_commission_threshold ?? 0), currency: networkCurrency() };
}

/**
 * Bills the affiliates in `who` for a period ending at `cutoff`: every conversion before the cutoff
 * whose owed commission differs from what was billed for it so far is billed the difference (a void
 * after a period closed is a negative item of the next one); so is each whole UTC day's click
 * commission on an offer (a `cpc` item), and closed CRG cohorts and referral bonuses once. A period is written only when it
 * bills something. Answers the periods written.
 */
async function billPeriod(tx: Db, who: SQL, p: { start: string; end: string; cutoff: Date; now: Date; threshold: number; forcedReason: number | null; referral: ReferralTerms }) {
  return rowsOf<{ id: number; affiliate_id: number }>(
    await tx.execute(sql`
      WITH aff AS (${who}),
      billed AS (
        SELECT b.conversion_id, sum(b.amount) AS amount
        FROM billing_items b JOIN billing_periods bp ON bp.id = b.period_id JOIN aff ON aff.id = bp.affiliate_id
        WHERE b.conversion_id IS NOT NULL GROUP BY b.conversion_id
      ),
      due AS (
        SELECT v.id AS conversion_id, NULL::bigint AS crg_cohort_id, NULL::bigint AS referred_conversion_id, ${PAID_FOR} AS paid_for, v.affiliate_id, ${OWED} - COALESCE(billed.amount, 0) AS amount,
          NULL::date AS click_day, NULL::integer AS click_offer_id, NULL::integer AS click_count
        FROM conversions v JOIN aff ON aff.id = v.affiliate_id LEFT JOIN billed ON billed.conversion_id = v.id
        WHERE v.created_at < ${p.cutoff.toISOString()}::timestamptz
        -- lead money: a CRG cohort closed before the cutoff bills its affiliate adjustment once (docs/decisions/crg.md)
        UNION ALL
        SELECT NULL::bigint, c.id, NULL::bigint, ${PaidForType.Crg}::text, c.affiliate_id, c.affiliate_amount, NULL::date, NULL::integer, NULL::integer
        FROM crg_cohorts c JOIN aff ON aff.id = c.affiliate_id
        WHERE c.closed_at < ${p.cutoff.toISOString()}::timestamptz AND NOT EXISTS (SELECT 1 FROM billing_items b WHERE b.crg_cohort_id = c.id)
        -- referral bonuses: the referred affiliates' approved conversions before the cutoff, each rewarded once (docs/decisions/referrals.md)
        UNION ALL
        SELECT NULL::bigint, NULL::bigint, r.referred_conversion_id, ${REFERRAL_BONUS}::text, r.referrer_id, r.amount, NULL::date, NULL::integer, NULL::integer
        FROM (${referralDueSql(sql`SELECT id FROM aff`, p.referral, p.cutoff, OWED)}) r
        -- click commissions: an affiliate's earning clicks of each whole UTC day before the cutoff, by offer, less what was billed for them (docs/decisions/click-commissions.md)
        UNION ALL
        SELECT NULL::bigint, NULL::bigint, NULL::bigint, ${PaidForType.Cpc}::text, e.affiliate_id, e.commission - COALESCE(cb.amount, 0), e.day, e.offer_id, e.clicks - COALESCE(cb.clicks, 0)::int
        FROM click_earnings e JOIN aff ON aff.id = e.affiliate_id
        LEFT JOIN (
          SELECT bp.affiliate_id, b.click_day, b.click_offer_id, sum(b.amount) AS amount, sum(b.click_count) AS clicks
          FROM billing_items b JOIN billing_periods bp ON bp.id = b.period_id JOIN aff ON aff.id = bp.affiliate_id
          WHERE b.click_day IS NOT NULL GROUP BY 1, 2, 3
        ) cb ON cb.affiliate_id = e.affiliate_id AND cb.click_day = e.day AND cb.click_offer_id = e.offer_id
        WHERE e.day < (${p.cutoff.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date
      ),
      nonzero AS (SELECT * FROM due WHERE amount <> 0),
      periods AS (
        INSERT INTO billing_periods (affiliate_id, period_start, period_end, total, threshold, forced_reason, closed_at)
        SELECT n.affiliate_id, ${p.start}::date, ${p.end}::date, sum(n.amount),
          COALESCE(NULLIF((SELECT commission_threshold FROM users WHERE id = n.affiliate_id), 0), ${p.threshold}), ${p.forcedReason}, ${p.now.toISOString()}::timestamptz
        FROM nonzero n GROUP BY n.affiliate_id
        ON CONFLICT (affiliate_id, period_end) WHERE forced_reason IS NULL DO NOTHING
        RETURNING id, affiliate_id
      ),
      items AS (INSERT INTO billing_items (period_id, conversion_id, crg_cohort_id, referred_conversion_id, paid_for, amount, click_day, click_offer_id, click_count)
        SELECT p.id, n.conversion_id, n.crg_cohort_id, n.referred_conversion_id, n.paid_for, n.amount, n.click_day, n.click_offer_id, n.click_count FROM nonzero n JOIN periods p ON p.affiliate_id = n.affiliate_id)
      SELECT id::int AS id, affiliate_id FROM periods`),
  );
}

/**
 * Payouts for the affiliates whose unpaid periods reach their threshold (their own, else the
 * system's), or for the given affiliates whatever the threshold (a forced period): one payout of
 * everything unpaid, its periods linked to it, its creation logged.
 */
async function makePayouts(tx: Db, s: BillingSettings, now: Date, forced: number[] = []) {
  const forcedList = forced.length ? sql`p.affiliate_id IN (${sql.join(forced.map((id) => sql`${id}`), sql`, `)})` : sql`false`;
  const made = rowsOf<{ id: number; affiliate_id: number }>(
    await tx.execute(sql`
      WITH unpaid AS (
        SELECT p.affiliate_id, sum(p.total) AS amount, min(p.period_start) AS s, max(p.period_end) AS e, bool_or(${forcedList}) AS forced
        FROM billing_periods p WHERE p.payout_id IS NULL GROUP BY p.affiliate_id
      ),
      ready AS (
        SELECT x.* FROM unpaid x JOIN users u ON u.id = x.affiliate_id
        WHERE x.amount > 0 AND (x.forced OR x.amount >= COALESCE(NULLIF(u.commission_threshold, 0), ${s.systemThreshold}))
      ),
      made AS (
        INSERT INTO payouts (affiliate_id, amount, currency, status, period_start, period_end, created_at, updated_at)
        SELECT affiliate_id, amount, ${s.currency}, ${PayoutStatus.Pending}, s, e, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz FROM ready
        RETURNING id, affiliate_id
      ),
      linked AS (UPDATE billing_periods p SET payout_id = m.id FROM made m WHERE p.affiliate_id = m.affiliate_id AND p.payout_id IS NULL RETURNING p.id),
      logged AS (INSERT INTO payout_log (payout_id, created_at, status_after) SELECT id, ${now.toISOString()}::timestamptz, ${PayoutStatus.Pending} FROM made)
      SELECT id::int AS id, affiliate_id FROM made`),
  );
  // a new payout waits for staff: the admins and the affiliate's manager are told (docs/decisions/alerts.md)
  for (const payout of made) {
    await raiseAlert(tx, { kind: AlertKind.PayoutWaiting, subject: `payout:${payout.id}`, name: `#${payout.id}`, link: `/payouts/${payout.id}/show`, affiliateId: payout.affiliate_id }, { now });
  }
  return made;
}

/** One closer at a time across processes: periods and payouts are never made twice. */
const lock = (tx: Db) => tx.execute(sql`SELECT pg_advisory_xact_lock(716001)`);

/** The workspace's referral program as a closing bills it: the default section, and the feature's switch. */
async function referralTerms(tx: Db): Promise<ReferralTerms> {
  const settings = await readSystemSettings(tx);
  return { program: settings['default-referral-program'], on: settings['general-settings'].workspace_features.includes('referral_program') };
}

/**
 * Closes every affiliate's last ended period by their payment terms (their own, else the system's
 * default) and makes the payouts that are due. Idempotent: a period already closed is not closed
 * again. Answers how many periods and payouts were made.
 */
export async function closeDuePeriods(db: Db, s: BillingSettings, now: Date): Promise<{ periods: number; payouts: number }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lock(tx);
    const referral = await referralTerms(tx);
    let periods = 0;
    for (const terms of PaymentTerms.values) {
      const { start, end } = lastEndedPeriod(terms, now);
      const who = sql`SELECT u.id FROM users u WHERE u.user_type = 2 AND COALESCE(u.payment_terms_id, ${s.defaultTerms}) = ${terms}
        AND NOT EXISTS (SELECT 1 FROM billing_periods p WHERE p.affiliate_id = u.id AND p.period_end >= ${isoDate(end)}::date)`;
      periods += (await billPeriod(tx, who, { start: isoDate(start), end: isoDate(end), cutoff: end, now, threshold: s.systemThreshold, forcedReason: null, referral })).length;
    }
    const payouts = (await makePayouts(tx, s, now)).length;
    return { periods, payouts };
  });
}

/**
 * A forced billing period for one affiliate: everything before now is billed in a period ending
 * today, and what is unpaid becomes a payout whatever the threshold. Answers the payout's id, or
 * null when nothing is owed.
 */
export async function forcePeriod(db: Db, s: BillingSettings, affiliateId: number, reason: number, now: Date): Promise<number | null> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lock(tx);
    const today = isoDate(now);
    const [last] = rowsOf<{ end: string }>(await tx.execute(sql`SELECT max(period_end)::text AS end FROM billing_periods WHERE affiliate_id = ${affiliateId}`));
    // a period forced earlier today ends tomorrow: this one starts today too (forced periods may share an end, migrations/0069)
    const start = last?.end && last.end < today ? last.end : today;
    const end = isoDate(new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000));
    await billPeriod(tx, sql`SELECT ${affiliateId}::int AS id`, { start, end, cutoff: now, now, threshold: s.systemThreshold, forcedReason: reason, referral: await referralTerms(tx) });
    const made = await makePayouts(tx, s, now, [affiliateId]);
    return made[0]?.id ?? null;
  });
}
