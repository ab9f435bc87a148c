import { CommissionType } from '../enums/commission';
import type { InterfaceLanguage } from '../languages';
import { PixelAction } from '../enums/pixel';
import type { PayoutTerms } from './payout';

/**
 * The conversion actions an offer may pay its per-conversion amounts on (`pays_on`), by the
 * postback's own `action` words. Opt-ins are counted, never paid; revshare pays its share apart.
 */
export const PAID_ACTIONS = ['lead', 'ftd', 'sale'] as const;
export type PaidAction = (typeof PAID_ACTIONS)[number];

export const isPaidAction = (v: unknown): v is PaidAction => typeof v === 'string' && (PAID_ACTIONS as readonly string[]).includes(v);

const ACTION_CODES: Record<PaidAction, PixelAction> = { lead: PixelAction.Lead, ftd: PixelAction.FTD, sale: PixelAction.Sale };

/** The checkbox choices of the offer form, in the postback's words and the documents' labels. */
export const paidActionChoices = (lang: InterfaceLanguage) => PAID_ACTIONS.map((id) => ({ id, name: PixelAction.label(ACTION_CODES[id], lang) }));

/** Whether an offer that names its paid actions pays this one (an empty list names none). */
export const offerPays = (paysOn: readonly string[], action: PixelAction) => paysOn.some((a) => isPaidAction(a) && ACTION_CODES[a] === action);

/** The terms that decide whether an affiliate earns on an offer: its payout (after rules) and what it pays on. */
export interface EarningTerms extends PayoutTerms {
  paysOn: readonly string[];
}

/**
 * Why an affiliate earns nothing on an offer, or null when they can earn:
 * - `no_payout`: nothing pays (the per-conversion payout and the revshare are 0; with an empty
 *   `pays_on` both the CPA and the CPL payout are 0);
 * - `cpa_only`: the offer pays by commission type and only CPA (FTDs and sales): CPL affiliates earn nothing;
 * - `cpl_only`: the offer pays by commission type and only CPL (leads): CPA affiliates earn nothing.
 */
export type EarningGap = 'no_payout' | 'cpa_only' | 'cpl_only';

export function earningGapFor(terms: EarningTerms, commissionType: number): EarningGap | null {
  if (terms.revsharePercent > 0) return null;
  if (terms.paysOn.length) return terms.payoutCpa > 0 ? null : 'no_payout';
  if (terms.payoutCpa <= 0 && terms.payoutCpl <= 0) return 'no_payout';
  if (commissionType === CommissionType.CPL) return terms.payoutCpl > 0 ? null : 'cpa_only';
  return terms.payoutCpa > 0 ? null : 'cpl_only';
}

/**
 * Who earns nothing on an offer, by its own terms (payout rules may still pay someone): `all`
 * affiliates, or those on one commission type. The offer screens say it before money is lost.
 */
export function earningGapsOf(terms: EarningTerms): Array<{ who: 'all' | 'cpa' | 'cpl'; gap: EarningGap }> {
  const cpa = earningGapFor(terms, CommissionType.CPA);
  const cpl = earningGapFor(terms, CommissionType.CPL);
  if (cpa === 'no_payout' || cpl === 'no_payout') return [{ who: 'all', gap: 'no_payout' }];
  return [...(cpl ? [{ who: 'cpl' as const, gap: cpl }] : []), ...(cpa ? [{ who: 'cpa' as const, gap: cpa }] : [])];
}

/** One conversion action an affiliate is paid on, and how much (after their payout rules). */
export interface ActionEarning {
  action: PaidAction;
  payout: number;
}

/**
 * What one affiliate is paid per conversion on an offer, by the rule conversions follow
 * (domain/conversions/payability.ts): an offer naming its paid actions pays `payout_cpa` on each of
 * them whatever the commission type; otherwise a CPL affiliate is paid `payout_cpl` per lead and a
 * CPA affiliate `payout_cpa` per FTD and per sale. Actions paying 0 are left out; a revshare is
 * paid apart (`revsharePercent`).
 */
export function earningsOf(terms: EarningTerms, commissionType: number): ActionEarning[] {
  const pays = (actions: readonly PaidAction[], payout: number) => (payout > 0 ? actions.map((action) => ({ action, payout })) : []);
  if (terms.paysOn.length) return pays(PAID_ACTIONS.filter((a) => terms.paysOn.includes(a)), terms.payoutCpa);
  return commissionType === CommissionType.CPL ? pays(['lead'], terms.payoutCpl) : pays(['ftd', 'sale'], terms.payoutCpa);
}
