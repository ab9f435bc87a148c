import { describe, expect, it } from 'vitest';
import { groupOfPath, menuPlan } from './menuGroups';

describe('menu plan', () => {
  const { groups } = menuPlan('admin');
  it('finds the group of a list, record and sub-page path', () => {
    expect(groupOfPath('/tracking-domains', groups)).toBe('tracking');
    expect(groupOfPath('/tracking-domain-rules/4', groups)).toBe('tracking');
    expect(groupOfPath('/user-operations/affiliates/12/postbacks', groups)).toBe('userOperations');
    expect(groupOfPath('/', groups)).toBeUndefined();
    expect(groupOfPath('/languagesx', groups)).toBeUndefined();
  });
  it('lists every resource in at most one group', () => {
    const all = groups.flatMap((g) => g.resources);
    expect(new Set(all).size).toBe(all.length);
  });
  it('draws the staff groups and their entries in the order the manifests give', () => {
    expect(menuPlan('manager')).toEqual(menuPlan('admin'));
    expect(groups.map((g) => [g.id, g.resources])).toEqual([
      ['offers', ['offers', 'offer-requests', 'advertisers', 'offer-change-requests', 'offer-groups', 'payout-rules', 'click-payout-rules', 'smart-links', 'revenue-rules']],
      ['leads', ['leads', 'broker-integrations', 'flows', 'crg-deals']],
      ['conversions', ['conversions', 'payouts', 'invoices', 'click-billing', 'advertiser-invoices', 'advertiser-balances', 'advertiser-adjustments', 'advertiser-revenue', 'referrals', 'referral-overrides']],
      ['reports', ['traffic-report', 'global-report', 'click-log', 'conversion-log', 'lead-funnel']],
      [
        'userOperations',
        [
          'contact-today',
          'automation-rules',
          'user-operations/affiliates',
          'user-operations/managers',
          'user-operations/all-users',
          'user-operations/affiliate-requests',
          'user-operations/registration-stats',
          'user-operations/user-change-log',
          'security-log',
          'mail-outbox',
        ],
      ],
      ['tracking', ['tracking-domains', 'tracking-domain-rules']],
      ['dictionaries', ['languages', 'marketplace-categories', 'commission-types', 'currency-rates', 'redirect-types', 'traffic-channels', 'countries']],
      ['settings', ['permission-users', 'system-settings', 'my-permissions', 'activity-log', 'archives', 'webhooks', 'webhook-deliveries']],
    ]);
    expect(menuPlan('admin')).toMatchObject({ flat: [], profileEntry: false });
  });
  it('gives the advertiser a flat menu of their own with their profile', () => {
    expect(menuPlan('advertiser')).toMatchObject({ groups: [], profileEntry: true });
    expect(menuPlan('advertiser').flat).toEqual(['advertiser-spend', 'advertiser-offers', 'advertiser-conversions', 'advertiser-leads', 'advertiser-postbacks', 'advertiser-my-invoices']);
  });

  it('gives the affiliate a flat menu with their profile', () => {
    expect(menuPlan('affiliate')).toMatchObject({ groups: [], profileEntry: true });
    expect(menuPlan('affiliate').flat).toEqual(['marketplace', 'my-offers', 'click-payout-rules', 'traffic-report', 'click-log', 'conversions', 'postbacks', 'webhooks', 'webhook-deliveries', 'payouts', 'invoices', 'leads', 'lead-funnel', 'smart-links', 'my-referrals']);
  });
});
