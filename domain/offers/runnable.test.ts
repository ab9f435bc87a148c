import { describe, expect, it } from 'vitest';
import { CampaignAccess, CampaignStatus, CampaignUserRuleStatus } from '../enums/campaign';
import { runRefusal, type RunnableOffer, type RunningAffiliate } from './runnable';

const offer = (over: Partial<RunnableOffer> = {}): RunnableOffer => ({
  status: CampaignStatus.Active,
  access: CampaignAccess.Public,
  countries: [],
  trafficChannels: [],
  ...over,
});
const affiliate = (over: Partial<RunningAffiliate> = {}): RunningAffiliate => ({ active: true, approved: true, trafficChannel: 'seo', ...over });
const approved = { status: CampaignUserRuleStatus.Approved, blocked: false };

describe('runRefusal', () => {
  it('lets an approved affiliate run a public offer with no rule', () => {
    expect(runRefusal(offer(), affiliate(), null, 'US')).toBeNull();
  });
  it('refuses unknown, deleted and inactive offers', () => {
    expect(runRefusal(null, affiliate(), null)).toBe('unknown_offer');
    expect(runRefusal(offer({ status: CampaignStatus.Deleted }), affiliate(), null)).toBe('unknown_offer');
    for (const status of [CampaignStatus.Draft, CampaignStatus.Inactive, CampaignStatus.Suspended, CampaignStatus.Archived]) {
      expect(runRefusal(offer({ status }), affiliate(), approved)).toBe('offer_not_active');
    }
  });
  it('refuses unknown, banned and unapproved affiliates', () => {
    expect(runRefusal(offer(), null, null)).toBe('unknown_affiliate');
    expect(runRefusal(offer(), affiliate({ active: false }), null)).toBe('affiliate_banned');
    expect(runRefusal(offer(), affiliate({ approved: false }), null)).toBe('affiliate_not_approved');
  });
  it('needs an approved rule for apply-to-promote and private offers', () => {
    for (const access of [CampaignAccess.ApplyToPromote, CampaignAccess.Private]) {
      expect(runRefusal(offer({ access }), affiliate(), null)).toBe('offer_not_allowed');
      expect(runRefusal(offer({ access }), affiliate(), { status: CampaignUserRuleStatus.Pending, blocked: false })).toBe('offer_not_allowed');
      expect(runRefusal(offer({ access }), affiliate(), approved)).toBeNull();
    }
  });
  it('runs unlisted offers for anyone not rejected, and blocks whatever the access', () => {
    expect(runRefusal(offer({ access: CampaignAccess.Unlisted }), affiliate(), null)).toBeNull();
    expect(runRefusal(offer({ access: CampaignAccess.Unlisted }), affiliate(), { status: CampaignUserRuleStatus.Rejected, blocked: false })).toBe(
      'offer_not_allowed',
    );
    expect(runRefusal(offer(), affiliate(), { ...approved, blocked: true })).toBe('affiliate_blocked');
  });
  it('checks countries only when known, and channels against the affiliate', () => {
    expect(runRefusal(offer({ countries: ['DE'] }), affiliate(), null, 'US')).toBe('country_not_allowed');
    expect(runRefusal(offer({ countries: ['DE'] }), affiliate(), null, 'DE')).toBeNull();
    expect(runRefusal(offer({ countries: ['DE'] }), affiliate(), null)).toBeNull();
    expect(runRefusal(offer({ trafficChannels: ['ppc'] }), affiliate(), null)).toBe('channel_not_allowed');
    expect(runRefusal(offer({ trafficChannels: ['ppc'] }), affiliate({ trafficChannel: null }), null)).toBe('channel_not_allowed');
    expect(runRefusal(offer({ trafficChannels: ['seo'] }), affiliate(), null)).toBeNull();
  });
});
