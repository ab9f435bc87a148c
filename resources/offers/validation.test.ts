import { describe, expect, it } from 'vitest';
import { toLinkBody } from './linkBody';
import { moneyProblem, percentProblem, urlProblem, wholeProblem } from './validation';

describe('offer form validation (the server rules of CampaignInput)', () => {
  it('accepts http(s) landing URLs with known macros, and an empty optional URL', () => {
    for (const url of ['https://shop.example.com/?click={click_id}&s={p1}', 'http://example.org/path', '']) expect(urlProblem(url)).toBeUndefined();
  });

  it('refuses other schemes, credentials and non-URLs', () => {
    for (const url of ['ftp://example.com', 'https://user:pw@example.com', 'example.com', 'javascript:alert(1)']) {
      expect(urlProblem(url)).toBe('resources.offers.validation.url');
    }
  });

  it('names every unknown macro', () => {
    expect(urlProblem('https://example.com/?a={clickid}&b={p11}&c={p2}')).toEqual({
      message: 'resources.offers.validation.macro',
      args: { names: '{clickid}, {p11}' },
    });
  });

  it('takes document 2\'s click macros in both spellings and refuses conversion-only ones', () => {
    expect(urlProblem('https://example.com/?a={AffId}&b={ClickId}&c={CampaignLanguage}&d={ISP}&e={affiliate_id}')).toBeUndefined();
    expect(urlProblem('https://example.com/?a={click_id}&s={OrderSum}&c={commission}')).toEqual({
      message: 'resources.offers.validation.postback_macro',
      args: { names: '{OrderSum}, {commission}' },
    });
  });

  it('money: at least 0, two decimals at most', () => {
    for (const ok of [0, '0', 12.5, '12.50', 999999999.99]) expect(moneyProblem(ok)).toBeUndefined();
    for (const bad of [-1, '1.234', 'abc', 1e10]) expect(moneyProblem(bad)).toBe('resources.offers.validation.money');
  });

  it('revshare: 0 to 100', () => {
    expect(percentProblem(100)).toBeUndefined();
    expect(percentProblem(33.33)).toBeUndefined();
    expect(percentProblem(100.01)).toBe('resources.offers.validation.percent');
    expect(percentProblem(-5)).toBe('resources.offers.validation.percent');
  });

  it('whole numbers within bounds', () => {
    const lifetime = wholeProblem(1, 365);
    expect(lifetime(30)).toBeUndefined();
    expect(lifetime(0)).toEqual({ message: 'resources.offers.validation.whole', args: { min: 1, max: 365 } });
    expect(lifetime(1.5)).toBeDefined();
  });

  it('the link body leaves out empty sub-ids and pickers', () => {
    expect(toLinkBody({ p1: 'a', p2: '', tracking_domain_id: null, affiliate_id: 7 })).toEqual({ p1: 'a', affiliate_id: 7 });
  });
});
