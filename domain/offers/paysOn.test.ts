import { describe, expect, it } from 'vitest';
import { payabilityOf, type ConversionFacts } from '../conversions/payability';
import { CommissionType } from '../enums/commission';
import { PixelAction } from '../enums/pixel';
import { earningGapFor, earningGapsOf, earningsOf, type PaidAction } from './paysOn';

const terms = (over: Partial<Parameters<typeof earningGapFor>[0]> = {}) => ({ paysOn: [] as string[], payoutCpa: 10, payoutCpl: 0, revsharePercent: 0, ...over });

describe('who earns nothing on an offer', () => {
  it('names CPL affiliates on an offer that pays CPA only, CPA affiliates on one that pays CPL only, everyone on one that pays 0', () => {
    expect(earningGapsOf(terms())).toEqual([{ who: 'cpl', gap: 'cpa_only' }]);
    expect(earningGapsOf(terms({ payoutCpa: 0, payoutCpl: 3 }))).toEqual([{ who: 'cpa', gap: 'cpl_only' }]);
    expect(earningGapsOf(terms({ payoutCpa: 0 }))).toEqual([{ who: 'all', gap: 'no_payout' }]);
    expect(earningGapsOf(terms({ payoutCpl: 3 }))).toEqual([]);
  });

  it('names nobody on an offer that pays its actions to every affiliate, or a revshare', () => {
    expect(earningGapsOf(terms({ paysOn: ['lead'] }))).toEqual([]);
    expect(earningGapsOf(terms({ paysOn: ['lead'], payoutCpa: 0 }))).toEqual([{ who: 'all', gap: 'no_payout' }]);
    expect(earningGapsOf(terms({ payoutCpa: 0, revsharePercent: 20 }))).toEqual([]);
    expect(earningGapFor(terms({ paysOn: ['ftd'] }), CommissionType.CPL)).toBeNull();
  });
});

describe('payability on an offer that names what it pays for', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const facts = (over: Partial<ConversionFacts>): ConversionFacts => ({
    action: PixelAction.Lead, sum: 0, commissionType: CommissionType.CPA, paysOn: ['lead'], clickedAt: now, now, clickLifetimeDays: 30, revshareWindowDays: 365,
    earlierFtd: false, firstConversionAt: null, payout: { payoutCpa: 10, payoutCpl: 0, revsharePercent: 0 }, revenue: { revenueCpa: 15, revenueCpl: 0 }, ...over,
  });

  it('pays the per-conversion amounts on its actions whatever the commission type, and nothing on the others', () => {
    expect(payabilityOf(facts({}))).toEqual({ payable: 1, reason: null, commission: 10, revenue: 15 });
    expect(payabilityOf(facts({ commissionType: CommissionType.CPL }))).toEqual({ payable: 1, reason: null, commission: 10, revenue: 15 });
    expect(payabilityOf(facts({ action: PixelAction.Sale }))).toEqual({ payable: 0, reason: 'commission_type_not_matched', commission: 0, revenue: 0 });
    expect(payabilityOf(facts({ action: PixelAction.FTD, paysOn: ['ftd'], earlierFtd: true }))).toMatchObject({ payable: 0, reason: 'recurrent_cpa_sale' });
  });

  it('keeps the commission-type rule for an offer that names nothing', () => {
    expect(payabilityOf(facts({ paysOn: [] }))).toEqual({ payable: 0, reason: 'commission_type_not_matched', commission: 0, revenue: 0 });
    expect(payabilityOf(facts({ paysOn: [], action: PixelAction.FTD }))).toEqual({ payable: 1, reason: null, commission: 10, revenue: 15 });
  });
});

describe('what an affiliate is paid per conversion', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const ACTIONS: Record<PaidAction, PixelAction> = { lead: PixelAction.Lead, ftd: PixelAction.FTD, sale: PixelAction.Sale };
  const paid = (t: ReturnType<typeof terms>, commissionType: number) =>
    (Object.keys(ACTIONS) as PaidAction[]).flatMap((action) => {
      const { commission } = payabilityOf({
        action: ACTIONS[action], sum: 0, commissionType, paysOn: t.paysOn, clickedAt: now, now, clickLifetimeDays: 30, revshareWindowDays: 365,
        earlierFtd: false, firstConversionAt: null, payout: t, revenue: { revenueCpa: 0, revenueCpl: 0 },
      });
      return commission > 0 ? [{ action, payout: commission }] : [];
    });

  it('names exactly the actions and amounts conversions pay, for either commission type', () => {
    const cases = [terms(), terms({ payoutCpl: 3 }), terms({ payoutCpa: 0, payoutCpl: 3 }), terms({ paysOn: ['lead'] }), terms({ paysOn: ['sale', 'ftd'], payoutCpl: 4 }), terms({ payoutCpa: 0 })];
    for (const t of cases) for (const type of [CommissionType.CPA, CommissionType.CPL]) expect(earningsOf(t, type)).toEqual(paid(t, type));
  });

  it('pays a lead on a “pay $10 per lead” offer to a CPA affiliate too', () => {
    expect(earningsOf(terms({ paysOn: ['lead'] }), CommissionType.CPA)).toEqual([{ action: 'lead', payout: 10 }]);
    expect(earningsOf(terms(), CommissionType.CPA)).toEqual([{ action: 'ftd', payout: 10 }, { action: 'sale', payout: 10 }]);
    expect(earningsOf(terms(), CommissionType.CPL)).toEqual([]);
  });
});
