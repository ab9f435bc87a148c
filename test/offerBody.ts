/**
 * The body of POST /campaigns for a test offer: Active, Public, in the seeded group 1, paying
 * CPA 10 / CPL 2 and bringing CPA 15 / CPL 3; `over` changes or adds fields.
 */
export const offerBody = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  offer_group_id: 1,
  status: 1,
  access: 4,
  landing_url: 'https://land.example.com/?c={click_id}',
  payout_cpa: 10,
  payout_cpl: 2,
  revenue_cpa: 15,
  revenue_cpl: 3,
  ...over,
});
