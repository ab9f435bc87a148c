import { sql } from 'drizzle-orm';
import { payabilityOf } from '../../../domain/conversions/payability';
import { PixelAction, type PixelType } from '../../../domain/enums/pixel';
import { SalesStatus, TransactionStatus } from '../../../domain/enums/payout';
import type { NotPayableSaleReason } from '../../../domain/enums/reasons';
import type { Db } from '../../db/client';
import { insertEvents } from '../traffic/trafficRepository';
import type { Tx } from '../../db/tx';
import { eventKindOf } from './eventKinds';
import { enqueueAffiliatePostbacks } from '../postbacks/enqueue';
import { CLICK_ID_PATTERN } from '../tracker/clickRecord';
import { capConversion } from '../caps/capConversion';
import { giveBack, recordCapTakes } from '../caps/capGiveBack';
import type { PostbackStatus } from '../../../domain/conversions/hold';
import { decideHoldByOrder, holdOnRecord } from './holdRepository';
import { judgeRecordedConversion } from '../quality/conversionJudge';
import { holdForFraud } from '../quality/riskyAction';
import { rowsOf } from '../../db/rows';
import { conversionAmounts } from '../currencies/conversionAmounts';

export interface ConversionInput {
  clickId: string;
  action: PixelAction;
  pixelType: PixelType;
  /** two decimals at most, ≥ 0 */
  sum: string;
  currency: string;
  orderId: string | null;
  /** the advertiser's postback token; pixels carry none */
  token: string | null;
  /** when given, a click of another offer is unknown */
  offerId?: number | null;
  /** the advertiser's promo code: stored with the conversion and handed on to the affiliate's postbacks */
  promoCode?: string | null;
  /** the advertiser's word on the conversion (docs/decisions/conversions.md "Hold") */
  status?: PostbackStatus | null;
  /** what the advertiser reported of the customer, for traffic quality only (not stored) */
  reported?: { phone?: string | null; country?: string | null };
  now: Date;
}

export type RecordOutcome =
  | { kind: 'unknown_click' }
  | { kind: 'wrong_token' }
  | { kind: 'nothing_to_reject' }
  | { kind: 'recorded'; conversionId: number; payable: SalesStatus; reason: NotPayableSaleReason | null; status: TransactionStatus }
  | { kind: 'duplicate'; conversionId: number; payable: SalesStatus; reason: NotPayableSaleReason | null; status: TransactionStatus };

/** What a conversion is recorded against: a click, or a lead (spec 4 §2) with the click it came from, if any. */
export interface ClickFacts {
  click_id: string;
  clicked_at: string | Date;
  offer_id: number;
  affiliate_id: number;
  manager_id: number;
  country: string;
  advertiser_id: number | null;
  advertiser_token: string | null;
  click_lifetime_days: number;
  revshare_window_days: number;
  hold_days: number;
  commission_type_id: number;
  pays_on: string[];
  payout_cpa: string;
  payout_cpl: string;
  revshare_percent: string;
  revenue_cpa: string;
  revenue_cpl: string;
  /** the offer's currency (ISO 4217): its payouts and revenues are in it (spec 4 §3) */
  offer_currency: string;
  /**
   * A lead's deposit: the lead's FTD window (from the lead's creation, in days; Infinity when a late
   * FTD is paid) takes the place of the click lifetime, and the postbacks carry the lead's values.
   */
  lead?: { id: string; createdAt: Date; windowDays: number };
  /**
   * A promo code's conversion (spec 4 §6; promoCodes/promoAttribution.ts): no click behind it, so
   * `click_id` is a key of its own and the click's time is the conversion's; stored with
   * attribution `promo_code` and the code.
   */
  promo?: { code: string };
}

/** An active rule's amount wins over its manager's, which wins over the offer's (domain/offers/payout.ts). */
const override = (table: 'payout_rules' | 'revenue_rules', column: string, base: string) => sql.raw(`COALESCE(
    (SELECT r.${column} FROM ${table} r WHERE r.offer_id = o.id AND r.status = 1 AND r.affiliate_id = u.id AND r.${column} IS NOT NULL LIMIT 1),
    (SELECT r.${column} FROM ${table} r WHERE r.offer_id = o.id AND r.status = 1 AND r.manager_id = u.manager_id AND r.affiliate_id IS NULL AND r.${column} IS NOT NULL LIMIT 1),
    o.${base})`);

/** The amounts columns of a conversion's facts: the offer `o` and the affiliate `u` in scope. */
export const amountColumns = () => sql`
      ${override('payout_rules', 'payout_cpa', 'payout_cpa')} AS payout_cpa,
      ${override('payout_rules', 'payout_cpl', 'payout_cpl')} AS payout_cpl,
      ${override('payout_rules', 'revshare_percent', 'revshare_percent')} AS revshare_percent,
      ${override('revenue_rules', 'revenue_cpa', 'revenue_cpa')} AS revenue_cpa,
      ${override('revenue_rules', 'revenue_cpl', 'revenue_cpl')} AS revenue_cpl`;

async function clickFacts(tx: Tx, clickId: string): Promise<ClickFacts | undefined> {
  const result = await tx.execute(sql`
    SELECT c.click_id, c.clicked_at, c.offer_id, c.affiliate_id, c.manager_id, c.country,
      o.advertiser_id, a.postback_token AS advertiser_token, o.click_lifetime_days, o.revshare_window_days, o.hold_days,
      u.commission_type_id, o.pays_on, o.currency AS offer_currency, ${amountColumns()}
    FROM clicks c
    JOIN offers o ON o.id = c.offer_id
    JOIN users u ON u.id = c.affiliate_id
    LEFT JOIN users a ON a.id = o.advertiser_id
    WHERE c.click_id = ${clickId} AND c.refusal IS NULL
    LIMIT 1`);
  return (result as unknown as { rows: ClickFacts[] }).rows[0];
}

interface Existing {
  id: number;
  payable: number;
  reason: NotPayableSaleReason | null;
  transaction_status: number;
}

async function duplicateOf(tx: Tx, offerId: number, orderId: string | null) {
  if (orderId === null) return null;
  const [same] = rowsOf<Existing>(
    await tx.execute(sql`SELECT id::int AS id, payable, reason, transaction_status FROM conversions WHERE offer_id = ${offerId} AND order_id = ${orderId}`),
  );
  return same
    ? { kind: 'duplicate' as const, conversionId: Number(same.id), payable: same.payable as SalesStatus, reason: same.reason, status: same.transaction_status as TransactionStatus }
    : null;
}

/**
 * Records one conversion (spec 3 §4) in one transaction: the conversion, its payability, and its
 * event in the dashboards' rollups and the affiliate's postbacks queued. Serialised per click (an advisory lock), so concurrent reports of one click see
 * each other: the same `order_id` on the offer answers the first conversion, a second FTD is
 * recurrent. Whether the token fits is checked against the click's offer's advertiser, or the
 * workspace's network token.
 */
export async function recordConversion(
  db: Db,
  input: ConversionInput,
  options: { networkToken: string | null },
): Promise<RecordOutcome> {
  return db.transaction(async (tx) => {
    const click = await clickFacts(tx, input.clickId);
    if (!click || (input.offerId != null && input.offerId !== click.offer_id)) return { kind: 'unknown_click' as const };
    if (input.token !== null) {
      const fits = (click.advertiser_token !== null && click.advertiser_token === input.token) || (options.networkToken !== null && options.networkToken === input.token);
      if (!fits) return { kind: 'wrong_token' as const };
    }
    return recordFromFacts(tx, click, input);
  });
}

/**
 * The conversion of known facts (a click's, or a lead's: leads/leadDeposit.ts), in the caller's
 * transaction, the token already checked: everything recordConversion does past finding the click.
 */
export async function recordFromFacts(tx: Tx, click: ClickFacts, input: ConversionInput): Promise<RecordOutcome> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`conversion:${click.click_id}`}))`);

  const duplicate = await duplicateOf(tx, click.offer_id, input.orderId);
  if (duplicate) {
    // the advertiser's later word on a held order (approved or rejected) ends its hold
    if (input.status && input.status !== 'pending' && duplicate.status === TransactionStatus.OnHold && input.orderId !== null) {
      await decideHoldByOrder(tx, click.offer_id, input.orderId, input.status === 'approved' ? 'approve' : 'reject', input.now);
      return (await duplicateOf(tx, click.offer_id, input.orderId))!;
    }
    return duplicate;
  }
  if (input.status === 'rejected') return { kind: 'nothing_to_reject' as const };

  const [history] = rowsOf<{ first_at: string | Date | null; earlier_ftd: boolean }>(
    await tx.execute(sql`
      SELECT min(created_at) AS first_at,
        COALESCE(bool_or(action = ${PixelAction.FTD} AND payable = ${SalesStatus.Payable} AND transaction_status <> ${TransactionStatus.Voided}), false) AS earlier_ftd
      FROM conversions WHERE click_id = ${click.click_id}`),
  );
  // the reported sum in the offer's and the workspace's currency; a currency without a rate is
  // refused here (422 on currency), before anything is written (docs/decisions/currencies.md)
  const amounts = await conversionAmounts(tx, input, click.offer_currency.trim(), input.now);
  const computed = payabilityOf({
    action: input.action,
    // a revshare is a share of the sum in the offer's currency, like the offer's amounts
    sum: Number(amounts.offerSum),
    commissionType: Number(click.commission_type_id),
    paysOn: click.pays_on ?? [],
    // a lead's deposit is timed by the lead's FTD window, not by the click's lifetime
    clickedAt: click.lead ? click.lead.createdAt : new Date(click.clicked_at),
    now: input.now,
    clickLifetimeDays: click.lead ? click.lead.windowDays : Number(click.click_lifetime_days),
    revshareWindowDays: Number(click.revshare_window_days),
    earlierFtd: Boolean(history?.earlier_ftd),
    firstConversionAt: history?.first_at ? new Date(history.first_at) : null,
    payout: { payoutCpa: Number(click.payout_cpa), payoutCpl: Number(click.payout_cpl), revsharePercent: Number(click.revshare_percent) },
    revenue: { revenueCpa: Number(click.revenue_cpa), revenueCpl: Number(click.revenue_cpl) },
  });
  // traffic quality (spec 4 §4): the conversion's safety and reasons, and what Risky does to it;
  // then the caps, which a conversion made not payable for fraud does not take
  const judged = await judgeRecordedConversion(
    tx,
    {
      clickId: click.click_id,
      clickedAt: new Date(click.clicked_at),
      affiliateId: click.affiliate_id,
      offerId: click.offer_id,
      clickCountry: click.country,
      now: input.now,
      reported: input.reported,
      withoutClick: click.promo !== undefined,
    },
    computed,
  );
  const { decision, taken } = await capConversion(tx, { offerId: click.offer_id, affiliateId: click.affiliate_id, action: input.action, now: input.now }, judged.payability);

  // commission and revenue are kept in the workspace currency, which every sum (rollups, reports,
  // billing) adds up; the offer's amounts are in the offer's currency
  const commission = amounts.toNetwork(decision.commission.toFixed(2));
  const revenue = amounts.toNetwork(decision.revenue.toFixed(2));
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      INSERT INTO conversions (created_at, updated_at, click_id, clicked_at, offer_id, affiliate_id, manager_id, advertiser_id, country,
        action, pixel_type, order_id, sum, currency, offer_currency, offer_sum, network_sum, payable, reason, commission, revenue, transaction_status, traffic_safety, fraud_reasons,
        attribution, promo_code)
      VALUES (${input.now.toISOString()}, ${input.now.toISOString()}, ${click.click_id}, ${new Date(click.clicked_at).toISOString()},
        ${click.offer_id}, ${click.affiliate_id}, ${click.manager_id}, ${click.advertiser_id}, ${click.country}, ${input.action},
        ${input.pixelType}, ${input.orderId}, ${input.sum}, ${amounts.currency}, ${amounts.offerCurrency}, ${amounts.offerSum}, ${amounts.networkSum},
        ${decision.payable}, ${decision.reason}, ${commission}, ${revenue}, ${TransactionStatus.Ok}, ${judged.quality.safety},
        ${`{${judged.quality.reasons.join(',')}}`}::text[],
        ${click.promo ? 'promo_code' : 'click'}, ${click.promo?.code ?? input.promoCode ?? null})
      ON CONFLICT (offer_id, order_id) WHERE order_id IS NOT NULL DO NOTHING
      RETURNING id::int AS id`),
  );
  // the same order id came in at the same moment for another click of the offer: the first wins
  if (!row) {
    await giveBack(tx, taken);
    return (await duplicateOf(tx, click.offer_id, input.orderId)) ?? { kind: 'unknown_click' as const };
  }
  const conversionId = Number(row.id);
  await recordCapTakes(tx, conversionId, taken);
  await insertEvents(tx as unknown as Db, [
    {
      occurredAt: input.now,
      kind: eventKindOf(input.action),
      affiliateId: click.affiliate_id,
      offerId: click.offer_id,
      managerId: click.manager_id,
      country: click.country,
      commission,
      revenue,
    },
  ]);
  const held = await holdOnRecord(tx, conversionId, { offerHoldDays: Number(click.hold_days), status: input.status ?? null, now: input.now });
  const status = judged.hold && held === TransactionStatus.Ok ? await holdForFraud(tx, conversionId, { offerHoldDays: Number(click.hold_days), now: input.now }) : held;
  await enqueueAffiliatePostbacks(tx, conversionId, input.now, { promoCode: input.promoCode ?? null, leadId: click.lead?.id ?? null });
  return { kind: 'recorded' as const, conversionId, payable: decision.payable, reason: decision.reason, status };
}

/**
 * Whether a click of the tracker's id shape is in the database within `waitMs` (polled, the
 * interval growing from 25 ms): a click published to NATS is written by another process a
 * moment after the tracker answered it. Any other id is answered at once.
 */
export async function clickArrives(db: Db, clickId: string, waitMs: number): Promise<boolean> {
  if (!CLICK_ID_PATTERN.test(clickId)) return false;
  const deadline = Date.now() + waitMs;
  for (let pause = 25; ; pause = Math.min(pause * 2, 200)) {
    const found = rowsOf<{ one: number }>(await db.execute(sql`SELECT 1 AS one FROM clicks WHERE click_id = ${clickId} LIMIT 1`));
    if (found.length) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
  }
}
