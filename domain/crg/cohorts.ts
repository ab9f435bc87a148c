import { fromZonedTime } from 'date-fns-tz';

export type CrgCohortKind = 'week' | 'month';
export const CRG_COHORT_KINDS = ['week', 'month'] as const;
/** What the shortfall does to the affiliate: charged back, paid as if the FTDs came, or nothing. */
export const CRG_AFFILIATE_TERMS = ['chargeback', 'pass_through', 'none'] as const;
export type CrgAffiliateTerms = (typeof CRG_AFFILIATE_TERMS)[number];

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The cohort (local calendar dates, end exclusive) holding a local date: its week from Monday, or its calendar month. */
export function cohortOf(kind: CrgCohortKind, isoDate: string): { start: string; end: string } {
  const d = utcDate(isoDate);
  if (kind === 'week') {
    const start = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY);
    return { start: iso(start), end: iso(new Date(start.getTime() + 7 * DAY)) };
  }
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  return { start: iso(start), end: iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))) };
}

/** A local date's midnight in a time zone, as an instant. */
export const localMidnight = (isoDate: string, timeZone: string) => fromZonedTime(`${isoDate}T00:00:00`, timeZone);

/** When a cohort closes: `settleDays` after its last local midnight, so late FTDs of its leads still count. */
export const closesAt = (end: string, settleDays: number, timeZone: string) => new Date(localMidnight(end, timeZone).getTime() + settleDays * DAY);

/** Cents rounded half away from zero of `numerator / denominator` (both integers, denominator > 0). */
function roundDiv(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const n = numerator * sign;
  return sign * ((n * 2n + denominator) / (denominator * 2n));
}

export interface CrgMoney {
  /** shortfall in FTDs × 10 000 (exact: the guarantee has two decimals) */
  shortfall: bigint;
  /** text with four decimals, as stored */
  shortfallFtds: string;
  /** cents the affiliate's commission changes by: negative for a chargeback */
  affiliateCents: bigint;
  /** cents due from the advertiser (the broker) */
  advertiserCents: bigint;
}

/**
 * The CRG money rule (docs/decisions/crg.md): required FTDs = leads × guarantee %; the shortfall is
 * required − FTDs when positive, else 0 (at or above the guarantee nothing moves); the advertiser owes
 * shortfall × its FTD price, and the affiliate's commission moves by shortfall × their FTD amount,
 * down for a chargeback, up for a pass-through. Integer arithmetic; each amount rounded once, to the
 * cent, half away from zero.
 */
export function crgMoney(p: { leads: number; ftds: number; guaranteeCentiPercent: number; terms: CrgAffiliateTerms; affiliateFtdCents: number; advertiserFtdCents: number }): CrgMoney {
  // leads × (g / 100) FTDs, in units of 1/10 000 FTD: g carries two decimals (centi-percent)
  const required = BigInt(p.leads) * BigInt(p.guaranteeCentiPercent);
  const got = BigInt(p.ftds) * 10_000n;
  const shortfall = required > got ? required - got : 0n;
  const advertiserCents = roundDiv(shortfall * BigInt(p.advertiserFtdCents), 10_000n);
  const affiliateMagnitude = roundDiv(shortfall * BigInt(p.affiliateFtdCents), 10_000n);
  const affiliateCents = p.terms === 'chargeback' ? -affiliateMagnitude : p.terms === 'pass_through' ? affiliateMagnitude : 0n;
  const whole = shortfall / 10_000n;
  const frac = (shortfall % 10_000n).toString().padStart(4, '0');
  return { shortfall, shortfallFtds: `${whole}.${frac}`, affiliateCents, advertiserCents };
}

/** "12.50" from 1250n / -1250n. */
export const centsText = (c: bigint) => `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n}.${((c < 0n ? -c : c) % 100n).toString().padStart(2, '0')}`;

/** CR as a percent text with two decimals (FTDs / leads), integer arithmetic; "0.00" without leads. */
export function crText(ftds: number, leads: number): string {
  if (leads === 0) return '0.00';
  const c = roundDiv(BigInt(ftds) * 10_000n, BigInt(leads));
  return centsText(c);
}
