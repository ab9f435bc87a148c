import { sql, type SQL } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import type { ReferralProgram } from '../../../domain/referrals/rewards';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/tx';
import { recordActivity } from '../activity/activityLog';
import { OWED } from '../billing/closeRepository';
import type { Actor } from '../users/changeLog';
import type { Viewer } from '../users/scope';
import { referralDueSql, type ReferralTerms } from './referralDue';

/**
 * Whose referrals a viewer reads: an administrator everyone's, a manager's those whose referrer or
 * referred affiliate is theirs, an affiliate their own as referrer. `r` is the referrer, `f` the friend.
 */
const scopeOf = (viewer: Viewer): SQL =>
  viewer.userType === UserType.Admin ? sql`true` : viewer.userType === UserType.Manager ? sql`(r.manager_id = ${viewer.id} OR f.manager_id = ${viewer.id})` : sql`r.id = ${viewer.id}`;

/** An affiliate's referral code, given to the account when it was made (migration 0058: 128 random bits, not guessable from the id). */
export async function referralCodeOf(db: Db, affiliateId: number): Promise<string> {
  const [row] = rowsOf<{ referral_code: string | null }>(await db.execute(sql`SELECT referral_code FROM users WHERE id = ${affiliateId}`));
  return row?.referral_code ?? '';
}

/** The active affiliate whose referral link carries `code`; undefined for any other code. */
export async function referrerByCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM users WHERE referral_code = ${code} AND user_type = ${UserType.Affiliate} AND status_id = 1`));
  return row?.id;
}

export interface OverrideRow {
  id: number;
  affiliate_name: string;
  affiliate_email: string;
  status: number;
  reward_type_id: number;
  reward_value: string;
  updated_at: string | Date;
}

const OVERRIDE_COLUMNS = sql`o.affiliate_id AS id, trim(concat(r.first_name, ' ', r.last_name)) AS affiliate_name, r.email AS affiliate_email,
  o.status::int AS status, o.reward_type_id::int AS reward_type_id, o.reward_value::text AS reward_value, o.updated_at`;
const OVERRIDE_FROM = sql`referral_overrides o JOIN users r ON r.id = o.affiliate_id`;
/** an override is seen by administrators, and by the manager of its affiliate */
const overrideScope = (viewer: Viewer): SQL => (viewer.userType === UserType.Admin ? sql`true` : sql`r.manager_id = ${viewer.id}`);

export async function listOverrides(db: Db, viewer: Viewer, page: { perPage: number; offset: number }) {
  const where = overrideScope(viewer);
  const rows = rowsOf<OverrideRow>(await db.execute(sql`SELECT ${OVERRIDE_COLUMNS} FROM ${OVERRIDE_FROM} WHERE ${where} ORDER BY o.updated_at DESC, o.affiliate_id LIMIT ${page.perPage} OFFSET ${page.offset}`));
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM ${OVERRIDE_FROM} WHERE ${where}`));
  return { rows, total: count!.n };
}

export async function findOverride(db: Db, viewer: Viewer, affiliateId: number): Promise<OverrideRow | undefined> {
  return rowsOf<OverrideRow>(await db.execute(sql`SELECT ${OVERRIDE_COLUMNS} FROM ${OVERRIDE_FROM} WHERE o.affiliate_id = ${affiliateId} AND ${overrideScope(viewer)}`))[0];
}

/** Whether the affiliate exists and is the viewer's to manage (a manager's own affiliates). */
export async function affiliateInScope(db: Db, viewer: Viewer, affiliateId: number): Promise<boolean> {
  const manager = viewer.userType === UserType.Manager ? sql`AND manager_id = ${viewer.id}` : sql``;
  const rows = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM users WHERE id = ${affiliateId} AND user_type = ${UserType.Affiliate} ${manager}`));
  return rows.length > 0;
}

async function saveOverride(tx: Tx, affiliateId: number, program: ReferralProgram, now: Date): Promise<void> {
  await tx.execute(sql`INSERT INTO referral_overrides (affiliate_id, status, reward_type_id, reward_value, updated_at)
    VALUES (${affiliateId}, ${program.status}, ${program.reward_type_id}, ${program.reward_value.toFixed(2)}::numeric, ${now.toISOString()}::timestamptz)
    ON CONFLICT (affiliate_id) DO UPDATE SET status = EXCLUDED.status, reward_type_id = EXCLUDED.reward_type_id, reward_value = EXCLUDED.reward_value, updated_at = EXCLUDED.updated_at`);
}

/** As the activity log names a referrer's program (entity `user`, the affiliate's id). */
const snapshot = (p: ReferralProgram | undefined) => (p ? { referral_status: p.status, referral_reward_type_id: p.reward_type_id, referral_reward_value: Number(p.reward_value) } : null);

/**
 * Sets (`after`) or deletes (undefined: back on the default) an affiliate's override, with its
 * activity-log entry, in one transaction.
 */
export async function changeOverride(db: Db, actor: Actor, affiliateId: number, before: ReferralProgram | undefined, after: ReferralProgram | undefined, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (after) await saveOverride(tx, affiliateId, after, now);
    else await tx.execute(sql`DELETE FROM referral_overrides WHERE affiliate_id = ${affiliateId}`);
    await recordActivity(tx, { actor, type: 'settings_updated', entity: 'user', entityId: affiliateId, before: snapshot(before), after: snapshot(after), now });
  });
}

/** A referrer's program: their override, else the workspace default. */
export async function programOf(db: Db, affiliateId: number, fallback: ReferralProgram): Promise<ReferralProgram & { source: 'default' | 'override' }> {
  const [row] = rowsOf<{ status: number; reward_type_id: number; reward_value: string }>(
    await db.execute(sql`SELECT status::int AS status, reward_type_id::int AS reward_type_id, reward_value::text AS reward_value FROM referral_overrides WHERE affiliate_id = ${affiliateId}`),
  );
  return row ? { status: row.status, reward_type_id: row.reward_type_id, reward_value: Number(row.reward_value), source: 'override' } : { ...fallback, source: 'default' };
}

export interface ReferralRow {
  id: number;
  referrer_id: number;
  referrer_name: string;
  referred_id: number;
  referred_name: string;
  referred_email?: string;
  registered_at: string | Date;
  /** referral bonuses billed for the friend's conversions (numeric text) */
  earned: string;
  /** what the next closing would bill for them now (numeric text) */
  pending: string;
}

export interface ReferralFilter {
  referrer_id?: number;
  referred_id?: number;
}

/**
 * Who referred whom, newest first, with what each referral earned its referrer: billed, and due
 * at the next closing. An affiliate does not read their friends' e-mail addresses.
 */
export async function listReferrals(db: Db, viewer: Viewer, terms: ReferralTerms, filter: ReferralFilter, page: { perPage: number; offset: number }) {
  const where = sql.join(
    [scopeOf(viewer), filter.referrer_id ? sql`r.id = ${filter.referrer_id}` : sql`true`, filter.referred_id ? sql`f.id = ${filter.referred_id}` : sql`true`],
    sql` AND `,
  );
  const from = sql`users f JOIN users r ON r.id = f.referred_by_id`;
  const email = viewer.userType === UserType.Affiliate ? sql`` : sql`f.email AS referred_email,`;
  const rows = rowsOf<ReferralRow>(
    await db.execute(sql`WITH page AS (
        SELECT f.id, r.id AS referrer_id, trim(concat(r.first_name, ' ', r.last_name)) AS referrer_name, f.id AS referred_id,
          trim(concat(f.first_name, ' ', f.last_name)) AS referred_name, ${email} f.created_at AS registered_at
        FROM ${from} WHERE ${where} ORDER BY f.created_at DESC, f.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}
      ),
      due AS (SELECT d.friend_id, sum(d.amount) AS amount FROM (${referralDueSql(sql`SELECT DISTINCT referrer_id AS id FROM page`, terms, null, OWED)}) d GROUP BY d.friend_id)
      SELECT p.*,
        (SELECT COALESCE(sum(b.amount), 0) FROM billing_items b JOIN conversions v ON v.id = b.referred_conversion_id WHERE v.affiliate_id = p.referred_id)::text AS earned,
        COALESCE((SELECT amount FROM due WHERE due.friend_id = p.referred_id), 0)::text AS pending
      FROM page p ORDER BY p.registered_at DESC, p.id DESC`),
  );
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`));
  return { rows, total: count!.n };
}

/** A referrer's totals: how many they referred, the bonuses billed to them, and what the next closing would bill. */
export async function referrerTotals(db: Db, affiliateId: number, terms: ReferralTerms) {
  const [row] = rowsOf<{ referred: number; earned: string; pending: string }>(
    await db.execute(sql`SELECT
      (SELECT count(*)::int FROM users WHERE referred_by_id = ${affiliateId}) AS referred,
      (SELECT COALESCE(sum(b.amount), 0) FROM billing_items b JOIN billing_periods bp ON bp.id = b.period_id
        WHERE bp.affiliate_id = ${affiliateId} AND b.referred_conversion_id IS NOT NULL)::text AS earned,
      (SELECT COALESCE(sum(d.amount), 0) FROM (${referralDueSql(sql`SELECT ${affiliateId}::int AS id`, terms, null, OWED)}) d)::text AS pending`),
  );
  return row!;
}
