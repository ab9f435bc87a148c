import { describe, expect, it } from 'vitest';
import { canAccess } from './canAccess';

const view = ['UI_OfferCampaigns_View'];

describe('canAccess: the offer screens', () => {
  it('staff with the view key see offers; affiliates get the marketplace and My offers instead', () => {
    expect(canAccess(view, { resource: 'offers', action: 'list' }, 'manager')).toBe(true);
    expect(canAccess(view, { resource: 'offers', action: 'list' }, 'affiliate')).toBe(false);
    expect(canAccess(view, { resource: 'marketplace', action: 'list' }, 'affiliate')).toBe(true);
    expect(canAccess(view, { resource: 'my-offers', action: 'list' }, 'admin')).toBe(false);
  });

  it('bulk status needs Manage and Suspend; batch approve needs ApproveRequest', () => {
    expect(canAccess([...view, 'UI_OfferCampaigns_Manage'], { resource: 'offers', action: 'ban' }, 'admin')).toBe(false);
    expect(canAccess([...view, 'UI_OfferCampaigns_Manage', 'UI_OfferCampaigns_Suspend'], { resource: 'offers', action: 'ban' }, 'admin')).toBe(true);
    expect(canAccess(view, { resource: 'offer-requests', action: 'approve' }, 'manager')).toBe(false);
    expect(canAccess([...view, 'UI_OfferCampaigns_ApproveRequest'], { resource: 'offer-requests', action: 'approve' }, 'manager')).toBe(true);
  });

  it('revenue rules are never an affiliate screen', () => {
    expect(canAccess(['UI_RevenueRules_View'], { resource: 'revenue-rules', action: 'list' }, 'affiliate')).toBe(false);
    expect(canAccess(['UI_RevenueRules_View'], { resource: 'revenue-rules', action: 'list' }, 'admin')).toBe(true);
  });
});
