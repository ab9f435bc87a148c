import { describe, expect, it } from 'vitest';
import { fillMacros } from './macros';

describe('landing and postback macros as the tracker fills them', () => {
  it('fills document 2\'s alternate spellings from the values under their own names', () => {
    const values = { aff_id: 7, click_id: 'abc', offer_id: 3, order_sum: '9.50', commission_type: 'CPA', campaign_language: null };
    expect(fillMacros('https://x.example.com/?a={AffId}&c={ClickId}&o={OfferId}&s={OrderSum}&t={CommissionType}&l={CampaignLanguage}', values)).toBe(
      'https://x.example.com/?a=7&c=abc&o=3&s=9.50&t=CPA&l=',
    );
  });
});
