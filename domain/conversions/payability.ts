import { CommissionType } from '../enums/commission';
import { PixelAction } from '../enums/pixel';
import { SalesStatus } from '../enums/payout';
import { NotPayableSaleReason } from '../enums/reasons';
import { offerPays } from '../offers/paysOn';

/** What the affiliate is paid on the offer after payout rules (domain/offers/payout.ts). */
export interface ConversionPayout {
  payoutCpa: number;
  payoutCpl: number;
  revsharePercent: number;
}

/** What the advertiser pays the network on the offer after revenue rules. */
export interface ConversionRevenue {
  revenueCpa: number;
  revenueCpl: number;
}

export interface ConversionFacts {
  action: PixelAction;
  /** the reported amount: a revshare's base, a sale's order value */
  sum: number;
  /** the affiliate's commission type (CPA 1, CPL 2) */
  commissionType: number;
  /** the offer's paid actions (`pays_on`: lead, ftd, sale); empty = by the affiliate's commission type */
  paysOn: readonly string[];
  clickedAt: Date;
  now: Date;
  clickLifetimeDays: number;
  revshareWindowDays: number;
  /** a payable FTD was already recorded for this click */
  earlierFtd: boolean;
  /** the first conversion of this click, if any: the revshare window runs from it */
  firstConversionAt: Date | null;
  payout: ConversionPayout;
  revenue: ConversionRevenue;
}

export interface Payability {
  payable: SalesStatus;
  reason: NotPayableSaleReason | null;
  commission: number;
  revenue: number;
}

const DAY = 86_400_000;
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Spec 3 §4, attribution and payability, one rule for every writer (postback, pixel, seed):
 * - CPL pays leads (`payout_cpl`); CPA pays first-time deposits and sales (`payout_cpa`), one FTD
 *   per click (`recurrent_cpa_sale` after it); revshare pays `revshare_percent` of `sum` for any
 *   commission type while the offer pays a share, within the recurring window counted from the
 *   click's first conversion (`recurrent_duration_exceeded` after it). Opt-ins are counted and
 *   never paid. Anything else is `commission_type_not_matched`.
 * - An offer that names its paid actions (`pays_on`) pays every affiliate `payout_cpa` on exactly
 *   those (one FTD per click still), whatever their commission type, and earns `revenue_cpa` on
 *   them; its other leads, FTDs and sales are `commission_type_not_matched` with no revenue (the
 *   offer is the advertiser's deal: they pay for what it names). Revshare and opt-ins as above.
 * - After the offer's click lifetime nothing is paid: `click_session_lifespan_exceeded`.
 * - Revenue follows the action, not the affiliate's deal (decisions, Conversions): the advertiser
 *   pays `revenue_cpl` per lead, `revenue_cpa` per FTD or sale, and for a revshare the reported sum
 *   is the network's share; a conversion refused for time or repetition earns no revenue either.
 */
export function payabilityOf(f: ConversionFacts): Payability {
  const revenue = revenueOf(f);
  const notPayable = (reason: NotPayableSaleReason, keepRevenue: boolean): Payability => ({
    payable: SalesStatus.NotPayable,
    reason,
    commission: 0,
    revenue: keepRevenue ? revenue : 0,
  });
  if (f.now.getTime() - f.clickedAt.getTime() > f.clickLifetimeDays * DAY) return notPayable(NotPayableSaleReason.ClickSessionLifespanExceeded, false);
  if (f.paysOn.length && (f.action === PixelAction.Lead || f.action === PixelAction.FTD || f.action === PixelAction.Sale)) return byOffer(f);

  switch (f.action) {
    case PixelAction.Lead:
      return f.commissionType === CommissionType.CPL
        ? { payable: SalesStatus.Payable, reason: null, commission: cents(f.payout.payoutCpl), revenue }
        : notPayable(NotPayableSaleReason.CommissionTypeNotMatched, true);
    case PixelAction.FTD:
      if (f.commissionType !== CommissionType.CPA) return notPayable(NotPayableSaleReason.CommissionTypeNotMatched, true);
      if (f.earlierFtd) return notPayable(NotPayableSaleReason.RecurrentCpaSale, false);
      return { payable: SalesStatus.Payable, reason: null, commission: cents(f.payout.payoutCpa), revenue };
    case PixelAction.Sale:
      return f.commissionType === CommissionType.CPA
        ? { payable: SalesStatus.Payable, reason: null, commission: cents(f.payout.payoutCpa), revenue }
        : notPayable(NotPayableSaleReason.CommissionTypeNotMatched, true);
    case PixelAction.Revshare: {
      if (f.payout.revsharePercent <= 0) return notPayable(NotPayableSaleReason.CommissionTypeNotMatched, true);
      const from = f.firstConversionAt ?? f.now;
      if (f.now.getTime() - from.getTime() > f.revshareWindowDays * DAY) return notPayable(NotPayableSaleReason.RecurrentDurationExceeded, false);
      return { payable: SalesStatus.Payable, reason: null, commission: cents((f.sum * f.payout.revsharePercent) / 100), revenue };
    }
    default:
      return notPayable(NotPayableSaleReason.CommissionTypeNotMatched, true);
  }
}

/** A lead, FTD or sale on an offer that names what it pays for. */
function byOffer(f: ConversionFacts): Payability {
  if (!offerPays(f.paysOn, f.action)) return { payable: SalesStatus.NotPayable, reason: NotPayableSaleReason.CommissionTypeNotMatched, commission: 0, revenue: 0 };
  if (f.action === PixelAction.FTD && f.earlierFtd) return { payable: SalesStatus.NotPayable, reason: NotPayableSaleReason.RecurrentCpaSale, commission: 0, revenue: 0 };
  return { payable: SalesStatus.Payable, reason: null, commission: cents(f.payout.payoutCpa), revenue: cents(f.revenue.revenueCpa) };
}

function revenueOf(f: ConversionFacts): number {
  switch (f.action) {
    case PixelAction.Lead:
      return cents(f.revenue.revenueCpl);
    case PixelAction.FTD:
    case PixelAction.Sale:
      return cents(f.revenue.revenueCpa);
    case PixelAction.Revshare:
      return cents(f.sum);
    default:
      return 0;
  }
}
