import { sql } from 'drizzle-orm';
import { PaidForType, SalesStatus, TransactionStatus } from '../../../domain/enums/payout';
import { PixelAction, PixelType } from '../../../domain/enums/pixel';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/tx';
import { amountColumns, type ClickFacts } from '../conversions/recordRepository';
import { eventKindOf } from '../conversions/eventKinds';
import { featuresFrom, workspaceFeaturesValue } from '../settings/settingsRepository';
import { insertEvents } from '../traffic/trafficRepository';
import { conversionAmounts } from '../currencies/conversionAmounts';

/** What a conversion is recorded against, as for any lead's, with the integration's broker and price. */
type EplFacts = Pick<ClickFacts, 'click_id' | 'clicked_at' | 'offer_id' | 'affiliate_id' | 'manager_id' | 'country' | 'payout_cpl' | 'offer_currency'> & { broker_id: number; epl_price: string; features: unknown };

/**
 * EPL (spec 4 §3): a lead accepted by an integration with an `epl_price` earns at once. In the
 * acceptance's transaction it becomes a payable Lead conversion marked `paid_for = 'epl'`: the
 * affiliate's commission is the offer's CPL payout after their payout rules, the network's revenue
 * the broker's price, the broker its advertiser. Its order id `epl:{lead_id}` makes a second
 * acceptance of the same lead (a recovery) record nothing. The dashboards' rollups count it; no
 * affiliate postback is queued (the lead's own went at intake), no cap or hold applies (the
 * broker's capacity already counted the lead). The billing close bills it as an `epl` item.
 * Answers the conversion's id, or null when the integration does not pay per lead or the workspace's
 * `epl` feature is off.
 */
export async function earnPerLead(tx: Tx, leadId: string, integrationId: number, now: Date): Promise<number | null> {
  const [f] = rowsOf<EplFacts>(
    await tx.execute(sql`
      SELECT COALESCE(l.click_id, l.id::text) AS click_id, COALESCE(k.clicked_at, l.created_at) AS clicked_at, l.offer_id, l.affiliate_id,
        COALESCE(k.manager_id, u.manager_id, 0) AS manager_id, l.country, o.currency AS offer_currency, i.advertiser_id AS broker_id, i.epl_price::text AS epl_price, ${workspaceFeaturesValue()} AS features, ${amountColumns()}
      FROM leads l
      JOIN broker_integrations i ON i.id = ${integrationId}
      JOIN offers o ON o.id = l.offer_id
      JOIN users u ON u.id = l.affiliate_id
      LEFT JOIN LATERAL (SELECT c.clicked_at, c.manager_id FROM clicks c WHERE c.click_id = l.click_id AND c.refusal IS NULL LIMIT 1) k ON true
      WHERE l.id = ${leadId}::uuid AND i.epl_price IS NOT NULL`),
  );
  // the workspace's `epl` feature switched off: an accepted lead is paid at its deposit only, as without a price
  if (!f || !featuresFrom(f.features).includes('epl')) return null;
  // the offer's CPL payout is in the offer's currency; a conversion keeps its commission in the
  // workspace currency, at the day's rate, as every other (docs/decisions/currencies.md). The
  // broker's price is the network's money already. With no rate for the offer's currency the lead
  // earns nothing now rather than undo the broker's acceptance (its postbacks are refused alike).
  const amounts = await conversionAmounts(tx, { sum: '0', currency: '' }, f.offer_currency.trim(), now).catch(() => null);
  if (!amounts) return null;
  const commission = amounts.toNetwork(f.payout_cpl);
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      INSERT INTO conversions (created_at, updated_at, click_id, clicked_at, offer_id, affiliate_id, manager_id, advertiser_id, country,
        action, pixel_type, order_id, sum, currency, offer_currency, payable, reason, commission, revenue, transaction_status, paid_for)
      VALUES (${now.toISOString()}, ${now.toISOString()}, ${f.click_id}, ${new Date(f.clicked_at).toISOString()}, ${f.offer_id}, ${f.affiliate_id},
        ${f.manager_id}, ${f.broker_id}, ${f.country}, ${PixelAction.Lead}, ${PixelType.S2S}, ${`epl:${leadId}`}, '0', '', ${amounts.offerCurrency}, ${SalesStatus.Payable}, NULL,
        ${commission}, ${f.epl_price}, ${TransactionStatus.Ok}, ${PaidForType.Epl})
      ON CONFLICT (offer_id, order_id) WHERE order_id IS NOT NULL DO NOTHING
      RETURNING id::int AS id`),
  );
  if (!row) return null;
  await insertEvents(tx as unknown as Db, [
    {
      occurredAt: now,
      kind: eventKindOf(PixelAction.Lead),
      affiliateId: f.affiliate_id,
      offerId: f.offer_id,
      managerId: Number(f.manager_id),
      country: f.country,
      commission: Number(commission),
      revenue: Number(f.epl_price),
    },
  ]);
  return Number(row.id);
}
