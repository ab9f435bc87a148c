/** Amounts an offer pays per commission type; a rule's null keeps what it overrides. */
export interface PayoutTerms {
  payoutCpa: number;
  payoutCpl: number;
  revsharePercent: number;
}

export interface PayoutOverride {
  payoutCpa: number | null;
  payoutCpl: number | null;
  revsharePercent: number | null;
}

/**
 * The payout an affiliate earns on an offer (spec 3 §1): field by field, the affiliate's own rule,
 * else their manager's rule for their affiliates, else the offer's. The conversions module uses
 * the same function for commissions; revenue rules resolve the same way (`resolveTerms`).
 */
export function resolvePayout(offer: PayoutTerms, affiliateRule?: PayoutOverride | null, managerRule?: PayoutOverride | null): PayoutTerms {
  return resolveTerms(offer, affiliateRule, managerRule);
}

export function resolveTerms<T extends object>(base: T, ...overrides: Array<{ [K in keyof T]: T[K] | null } | null | undefined>): T {
  const out = { ...base };
  for (const key of Object.keys(base) as (keyof T)[]) {
    for (const o of overrides) {
      const v = o?.[key];
      if (v !== null && v !== undefined) {
        out[key] = v as T[keyof T];
        break;
      }
    }
  }
  return out;
}
