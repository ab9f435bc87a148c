import { and, eq, inArray, or } from 'drizzle-orm';
import { resolvePayout, type PayoutTerms } from '../../../domain/offers/payout';
import { payoutRules } from '../../db/schema';
import type { Tx } from '../../db/tx';

const ACTIVE = 1;
const amount = (v: string | null) => (v === null ? null : Number(v));

/** The offer's own payout terms from its stored (numeric-string) columns. */
export const offerTerms = (o: { payoutCpa: string; payoutCpl: string; revsharePercent: string }): PayoutTerms => ({
  payoutCpa: Number(o.payoutCpa),
  payoutCpl: Number(o.payoutCpl),
  revsharePercent: Number(o.revsharePercent),
});

/**
 * What one affiliate earns on each of these offers: the offer's payout overridden by their own
 * active payout rule, else their manager's (domain/offers/payout.ts). Conversions use this too.
 */
export async function affiliatePayouts(
  db: Tx,
  affiliate: { id: number; managerId: number | null },
  offers: ReadonlyArray<{ id: number; payoutCpa: string; payoutCpl: string; revsharePercent: string }>,
): Promise<Map<number, PayoutTerms>> {
  const out = new Map<number, PayoutTerms>();
  if (!offers.length) return out;
  const target = affiliate.managerId ? or(eq(payoutRules.affiliateId, affiliate.id), eq(payoutRules.managerId, affiliate.managerId)) : eq(payoutRules.affiliateId, affiliate.id);
  const rules = await db
    .select()
    .from(payoutRules)
    .where(and(inArray(payoutRules.offerId, offers.map((o) => o.id)), eq(payoutRules.status, ACTIVE), target));
  for (const offer of offers) {
    const mine = rules.filter((r) => r.offerId === offer.id);
    const toOverride = (r: (typeof rules)[number] | undefined) =>
      r && { payoutCpa: amount(r.payoutCpa), payoutCpl: amount(r.payoutCpl), revsharePercent: amount(r.revsharePercent) };
    out.set(
      offer.id,
      resolvePayout(
        offerTerms(offer),
        toOverride(mine.find((r) => r.affiliateId === affiliate.id)),
        toOverride(mine.find((r) => r.managerId !== null && r.managerId === affiliate.managerId)),
      ),
    );
  }
  return out;
}
