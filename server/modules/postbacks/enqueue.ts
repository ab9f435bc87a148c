import { sql } from 'drizzle-orm';
import { PIXEL_ACTION_CODE, PixelAction } from '../../../domain/enums/pixel';
import { CommissionType } from '../../../domain/enums/commission';
import { fillMacros } from '../tracker/macros';
import type { Tx } from '../../db/tx';
import type { SubIds } from '../../../domain/offers/trackingLink';
import { rowsOf } from '../../db/rows';
import { ORDER_SUM_KEY, orderSumVisibleTo } from '../../../domain/permissions/orderSum';
import { readWorkspaceFeatures } from '../settings/settingsRepository';

interface ConversionFacts extends SubIds {
  /** the conversion's id; null for a lead's own postback (a valid lead stored: no conversion) */
  id: number | null;
  lead_id?: string | null;
  click_id: string;
  offer_id: number;
  offer_name: string;
  affiliate_id: number;
  affiliate_name: string;
  affiliate_email: string;
  commission_type_id: number;
  action: number;
  country: string;
  sum: string;
  currency: string;
  commission: string;
  order_id: string | null;
  ip: string | null;
  os: string | null;
  browser: string | null;
  device_type: number | null;
  /** whether the affiliate may see the order sum (hide_sale_order_sum, UI_Order_Sum); absent = yes */
  order_sum_visible?: boolean;
}

/** What a conversion's postbacks carry beyond its stored row. */
export interface EnqueueExtra {
  /** the promo_code parameter of the advertiser's postback, if it carried one */
  promoCode: string | null;
  /** a lead's deposit (spec 4 §2): the lead's id, sub-ids and address fill the macros */
  leadId?: string | null;
}

/**
 * The macro values of one conversion (spec 3 §3): what an affiliate's postback URL may carry.
 * Offers carry no language and no ISP database is bundled, so `campaign_language` and `isp` are
 * empty; the alias is the local part of the affiliate's sign-in e-mail; the promo code is the one
 * the advertiser's postback named (docs/decisions.md, Conversions).
 */
export function macroValues(c: ConversionFacts, extra: EnqueueExtra = { promoCode: null }): Record<string, string | number | null> {
  return {
    click_id: c.click_id,
    conversion_id: c.id,
    lead_id: c.lead_id ?? null,
    offer_id: c.offer_id,
    campaign_id: c.offer_id,
    campaign_name: c.offer_name,
    aff_id: c.affiliate_id,
    affiliate_id: c.affiliate_id,
    affiliate_name: c.affiliate_name,
    affiliate_alias: c.affiliate_email.split('@')[0] ?? '',
    campaign_language: '',
    isp: '',
    promo_code: extra.promoCode,
    action: PIXEL_ACTION_CODE[c.action as PixelAction] ?? '',
    commission: Number(c.commission).toFixed(2),
    commission_type: CommissionType.byValue(c.commission_type_id) ? CommissionType.label(c.commission_type_id) : '',
    // empty for an affiliate who may not see order sums (spec 4 §3, hide_sale_order_sum)
    order_sum: c.order_sum_visible === false ? null : Number(c.sum).toFixed(2),
    order_currency: c.currency,
    order_id: c.order_id,
    country: c.country === '--' ? '' : c.country,
    ip: c.ip,
    os: c.os,
    browser: c.browser,
    platform: c.device_type === 1 ? 'mobile' : c.device_type === 2 ? 'desktop' : '',
    p1: c.p1,
    p2: c.p2,
    p3: c.p3,
    p4: c.p4,
    p5: c.p5,
    p6: c.p6,
    p7: c.p7,
    p8: c.p8,
    p9: c.p9,
    p10: c.p10,
  };
}

/** Example values for "send test": what a real lead would carry. */
export const SAMPLE_VALUES: Record<string, string | number> = {
  click_id: 'TEST_CLICK_ID_0000000',
  conversion_id: 0,
  offer_id: 0,
  campaign_id: 0,
  campaign_name: 'Test offer',
  affiliate_alias: 'test',
  promo_code: 'TESTCODE',
  action: 'lead',
  commission: '1.00',
  order_sum: '0.00',
  order_currency: 'USD',
  order_id: 'TEST',
  country: 'US',
  p1: 'test',
};

/**
 * Queues the affiliate's postbacks for one conversion, in the caller's transaction (the
 * conversion's own): the active postbacks of its action for its offer, else the affiliate's
 * global ones for the action (a postback for the offer replaces the global one there), each
 * with its URL's macros filled in, due at once. Answers how many were queued.
 */
export async function enqueueAffiliatePostbacks(tx: Tx, conversionId: number, now: Date, extra: EnqueueExtra = { promoCode: null }): Promise<number> {
  const leadId = extra.leadId ?? null;
  const [c] = rowsOf<ConversionFacts>(
    await tx.execute(sql`
      SELECT v.id::int AS id, v.click_id, v.offer_id, o.name AS offer_name, v.affiliate_id, trim(u.first_name || ' ' || u.last_name) AS affiliate_name, u.email AS affiliate_email,
        u.commission_type_id, v.action, v.country, v.sum::text AS sum, v.currency, v.commission::text AS commission, v.order_id,
        l.id::text AS lead_id, COALESCE(NULLIF(l.ip, ''), k.ip) AS ip, k.os, k.browser, k.device_type, ${ORDER_SUM_KEY} = ANY(u.permissions) AS order_sum_key,
        COALESCE(l.p1, k.p1) AS p1, COALESCE(l.p2, k.p2) AS p2, COALESCE(l.p3, k.p3) AS p3, COALESCE(l.p4, k.p4) AS p4, COALESCE(l.p5, k.p5) AS p5,
        COALESCE(l.p6, k.p6) AS p6, COALESCE(l.p7, k.p7) AS p7, COALESCE(l.p8, k.p8) AS p8, COALESCE(l.p9, k.p9) AS p9, COALESCE(l.p10, k.p10) AS p10
      FROM conversions v
      JOIN offers o ON o.id = v.offer_id
      JOIN users u ON u.id = v.affiliate_id
      LEFT JOIN LATERAL (SELECT * FROM clicks k WHERE k.click_id = v.click_id AND k.clicked_at = v.clicked_at LIMIT 1) k ON true
      LEFT JOIN leads l ON l.id = ${leadId}::uuid
      WHERE v.id = ${conversionId}`),
  );
  if (!c) return 0;
  const features = await readWorkspaceFeatures(tx);
  const held = (c as ConversionFacts & { order_sum_key: boolean }).order_sum_key ? [ORDER_SUM_KEY] : [];
  return queue(tx, { ...c, order_sum_visible: orderSumVisibleTo('affiliate', held, features) }, extra, now);
}

/**
 * Whether the affiliate has an active postback of `action` for the offer or a global one, as a
 * scalar subquery, to read beside other rows in one statement (the lead intake reads it with the
 * offer, and queues nothing in its transaction when there is none).
 */
export const hasPostbacksValue = (affiliateId: number, action: number, offerId: number) =>
  sql`EXISTS (SELECT 1 FROM affiliate_postbacks WHERE ${postbacksOf(affiliateId, action, offerId)})`;

/** The affiliate's active postbacks of an action that fit the offer: its own for the offer, and the global ones. */
const postbacksOf = (affiliateId: number, action: number, offerId: number) =>
  sql`affiliate_id = ${affiliateId} AND status = 1 AND action = ${action} AND (campaign_id = ${offerId} OR campaign_id IS NULL)`;

/**
 * Queues the affiliate's LEAD postbacks for a valid lead just stored (spec 4 §1), in the intake's
 * transaction: no conversion is made (a lead is paid at its deposit), so `{conversion_id}` is
 * empty and `{commission}` 0.00; the lead's id, click id, sub-ids, country and address fill the rest.
 */
export async function enqueueLeadPostbacks(tx: Tx, lead: { id: string; affiliateId: number; offerId: number }, now: Date): Promise<number> {
  // most affiliates have no LEAD postback: the lead's macro values are read only for one that does
  const chosen = await postbacksFor(tx, lead.affiliateId, PixelAction.Lead, lead.offerId);
  if (!chosen.length) return 0;
  const [c] = rowsOf<ConversionFacts>(
    await tx.execute(sql`
      SELECT NULL::int AS id, l.id::text AS lead_id, COALESCE(l.click_id, '') AS click_id, l.offer_id, o.name AS offer_name, l.affiliate_id,
        trim(u.first_name || ' ' || u.last_name) AS affiliate_name, u.email AS affiliate_email, u.commission_type_id, ${PixelAction.Lead}::int AS action,
        l.country, '0' AS sum, '' AS currency, '0' AS commission, NULL AS order_id, NULLIF(l.ip, '') AS ip, NULL AS os, NULL AS browser, NULL::int AS device_type,
        l.p1, l.p2, l.p3, l.p4, l.p5, l.p6, l.p7, l.p8, l.p9, l.p10
      FROM leads l
      JOIN offers o ON o.id = l.offer_id
      JOIN users u ON u.id = l.affiliate_id
      WHERE l.id = ${lead.id}::uuid`),
  );
  return c ? deliver(tx, c, chosen, { promoCode: null }, now) : 0;
}

type ChosenPostback = { id: number; method: number; url: string; campaign_id: number | null };

/**
 * The affiliate's active postbacks of an action for an offer, else their global ones for the action
 * (a postback for the offer replaces the global one there).
 */
async function postbacksFor(tx: Tx, affiliateId: number, action: number, offerId: number): Promise<ChosenPostback[]> {
  const postbacks = rowsOf<ChosenPostback>(
    await tx.execute(sql`
      SELECT id, method, url, campaign_id FROM affiliate_postbacks WHERE ${postbacksOf(affiliateId, action, offerId)}`),
  );
  const own = postbacks.filter((p) => p.campaign_id !== null);
  return own.length ? own : postbacks;
}

/** The facts' postbacks, each queued with its URL's macros filled in, due at once. */
async function queue(tx: Tx, c: ConversionFacts, extra: EnqueueExtra, now: Date): Promise<number> {
  return deliver(tx, c, await postbacksFor(tx, c.affiliate_id, c.action, c.offer_id), extra, now);
}

async function deliver(tx: Tx, c: ConversionFacts, chosen: ChosenPostback[], extra: EnqueueExtra, now: Date): Promise<number> {
  const values = macroValues(c, extra);
  for (const p of chosen) {
    await tx.execute(sql`
      INSERT INTO postback_deliveries (postback_id, affiliate_id, conversion_id, method, url, next_attempt_at, created_at)
      VALUES (${p.id}, ${c.affiliate_id}, ${c.id}, ${p.method}, ${fillMacros(p.url, values)}, ${now.toISOString()}, ${now.toISOString()})`);
  }
  return chosen.length;
}
