import { describe, expect, it } from 'vitest';
import { fillMacros, LANDING_MACROS, postbackOnlyMacros, unknownMacros } from './macros';
import { resolvePayout } from './payout';
import { canMove } from './transitions';

describe('offer rules', () => {
  it('moves statuses only along the documented transitions', () => {
    expect(canMove(-2, 1)).toBe(true);
    expect(canMove(-2, 2)).toBe(false);
    expect(canMove(1, 3)).toBe(true);
    expect(canMove(3, 2)).toBe(false);
    expect(canMove(4, 1)).toBe(false);
    expect(canMove(-1, 1)).toBe(false);
    expect(canMove(1, 1)).toBe(false);
  });
  it('knows the spec 3 §3 macros and fills them URL-encoded', () => {
    expect(unknownMacros('https://x.example.com/?a={click_id}&b={p10}&c={nope}')).toEqual(['nope']);
    expect(fillMacros('https://x.example.com/?a={p1}&b={country}&c={nope}', { p1: 'a b&c', country: 'DE' })).toBe('https://x.example.com/?a=a%20b%26c&b=DE&c=');
  });
  it('knows document 2\'s alternate spellings and keeps conversion values out of landing URLs', () => {
    const url = 'https://x.example.com/?a={AffId}&b={ClickId}&c={OfferId}&d={CampaignLanguage}&e={ISP}&f={AffAlias}&g={affiliate_id}&h={OrderSum}&i={PromoCode}';
    expect(unknownMacros(url)).toEqual([]);
    expect(postbackOnlyMacros(url)).toEqual(['OrderSum', 'PromoCode']);
    expect(LANDING_MACROS).not.toContain('commission');
    expect(LANDING_MACROS).toContain('CampaignLanguage');
    expect(fillMacros('https://x.example.com/?a={AffId}&b={OrderSum}&c={ISP}', { aff_id: 7, order_sum: '9.50' })).toBe('https://x.example.com/?a=7&b=9.50&c=');
  });
  it('resolves the payout: the affiliate rule wins over the manager rule, field by field', () => {
    const offer = { payoutCpa: 100, payoutCpl: 5, revsharePercent: 0 };
    expect(resolvePayout(offer, { payoutCpa: 150, payoutCpl: null, revsharePercent: null }, { payoutCpa: 120, payoutCpl: 7, revsharePercent: null })).toEqual({
      payoutCpa: 150,
      payoutCpl: 7,
      revsharePercent: 0,
    });
    expect(resolvePayout(offer, null, null)).toEqual(offer);
  });
});
