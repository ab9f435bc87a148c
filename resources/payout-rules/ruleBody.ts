import { moneyProblem, percentProblem } from '../offers/validation';

export type RuleKind = 'payout' | 'revenue';

const T = 'resources.payout-rules.validation';
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The amounts a rule of this kind carries in the form and in the API (docs/api.md, Payout and revenue rules). */
export const amountFields = (kind: RuleKind) => (kind === 'payout' ? ['payout_cpa', 'payout_cpl', 'revshare_percent'] : ['revenue_cpa', 'revenue_cpl']);

/**
 * The server's checks before sending: an offer, exactly one target (an affiliate, or a manager's
 * affiliates), amounts ≥ 0 with two decimals (revshare 0–100), at least one amount.
 */
export function validateRule(kind: RuleKind, mode: 'create' | 'edit', managerIsMe: boolean) {
  return (values: Record<string, unknown>) => {
    const errors: Record<string, unknown> = {};
    if (mode === 'create') {
      if (blank(values.offer_id)) errors.offer_id = 'ra.validation.required';
      if (values.target === 'affiliate' && blank(values.affiliate_id)) errors.affiliate_id = 'ra.validation.required';
      if (values.target === 'manager' && !managerIsMe && blank(values.manager_id)) errors.manager_id = 'ra.validation.required';
    }
    for (const field of amountFields(kind)) {
      const problem = field === 'revshare_percent' ? percentProblem(values[field]) : moneyProblem(values[field]);
      if (problem) errors[field] = problem;
    }
    if (amountFields(kind).every((f) => blank(values[f]))) errors[`${kind}_cpa`] = `${T}.amount`;
    return errors;
  };
}

const amountsOf = (kind: RuleKind, data: Record<string, unknown>) =>
  Object.fromEntries(amountFields(kind).map((f) => [f, blank(data[f]) ? null : Number(data[f])]));

/** The create body: the offer, one target (a manager's own rule names themselves), the amounts (empty keeps the offer's). */
export function toCreateRuleBody(kind: RuleKind, data: Record<string, unknown>, me: { role: string; id: unknown }) {
  const target =
    data.target === 'manager' ? { manager_id: me.role === 'manager' ? me.id : data.manager_id } : { affiliate_id: data.affiliate_id };
  return { offer_id: data.offer_id, ...target, ...amountsOf(kind, data) };
}

/** The update body: only the amounts change; offer and target stay. */
export const toUpdateRuleBody = (kind: RuleKind, data: Record<string, unknown>) => amountsOf(kind, data);

/** After saving, the offer's tab of this kind of rule, where the rule shows among the others. */
export const offerRulesTab = (kind: RuleKind, offerId: unknown) => `offers/${String(offerId)}/show/${kind}-rules`;
