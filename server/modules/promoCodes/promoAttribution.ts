import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { promoCodeKey } from '../../../domain/offers/promoCodes';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { amountColumns, recordFromFacts, type ClickFacts, type ConversionInput, type RecordOutcome } from '../conversions/recordRepository';

/** The promo-code path's outcomes beyond the click path's: the code is on several of the token's offers. */
export type PromoOutcome = Exclude<RecordOutcome, { kind: 'unknown_click' }> | { kind: 'unknown_code' } | { kind: 'ambiguous_code' };

type CodeFacts = Omit<ClickFacts, 'click_id' | 'clicked_at' | 'country'> & { code: string };

/** Every assignment of the code (any case), on one offer when `offerId` is given, with what its conversion is recorded from. */
async function assignments(db: Db, code: string, offerId: number | null): Promise<CodeFacts[]> {
  return rowsOf<CodeFacts>(
    await db.execute(sql`
      SELECT p.code, p.offer_id, p.affiliate_id, COALESCE(u.manager_id, 0) AS manager_id,
        o.advertiser_id, a.postback_token AS advertiser_token, o.click_lifetime_days, o.revshare_window_days, o.hold_days,
        u.commission_type_id, o.pays_on, o.currency AS offer_currency, ${amountColumns()}
      FROM promo_codes p
      JOIN offers o ON o.id = p.offer_id
      JOIN users u ON u.id = p.affiliate_id
      LEFT JOIN users a ON a.id = o.advertiser_id
      WHERE lower(p.code) = ${promoCodeKey(code)} ${offerId === null ? sql`` : sql`AND p.offer_id = ${offerId}`}
      ORDER BY p.offer_id
      LIMIT 20`),
  );
}

/**
 * A conversion reported with a promo code and no click (spec 4 §6): the affiliate the code is
 * assigned to on the offer earns it by the offer's and their payout rules, like any conversion.
 * The code is looked up on the postback's `offer_id` when given, else on every offer; the token
 * must be the offer's advertiser's or the network's (as for a click). Unknown code: as an unknown
 * click; a code on several offers the token fits: `offer_id` must say which.
 */
export async function recordPromoConversion(db: Db, code: string, input: Omit<ConversionInput, 'clickId'>, networkToken: string | null): Promise<PromoOutcome> {
  const found = await assignments(db, code, input.offerId ?? null);
  if (!found.length) return { kind: 'unknown_code' };
  const fitting = found.filter((f) => input.token === null || (f.advertiser_token !== null && f.advertiser_token === input.token) || (networkToken !== null && networkToken === input.token));
  if (!fitting.length) return { kind: 'wrong_token' };
  if (fitting.length > 1) return { kind: 'ambiguous_code' };
  const facts = fitting[0]!;
  // no click: a key of its own (so no two customers of one code share a click's history) and the
  // conversion's own time; the country the advertiser reported, else unknown
  const clickId = `promo-${randomUUID()}`;
  const country = input.reported?.country ?? '--';
  return db.transaction(async (tx) => {
    const outcome = await recordFromFacts(tx, { ...facts, click_id: clickId, clicked_at: input.now, country, promo: { code: facts.code } }, { ...input, clickId });
    return outcome.kind === 'unknown_click' ? { kind: 'unknown_code' as const } : outcome;
  });
}
