import type { Db } from './client';
import { marketplaceCategories, trackingDomainRules, trackingDomains } from './schema';

// Redirect type ids from migration 0001: 1 = 301, 2 = 302, 3 = meta refresh, 4 = double meta refresh, 5 = JS.
const DEMO_DOMAINS: Array<{
  domain: string;
  status: number;
  rules: Array<{ redirectTypeId: number; note?: string; campaign?: [number, string]; primary?: boolean; deleted?: boolean }>;
}> = [
  {
    domain: 'track.example-network.com',
    status: 1,
    rules: [
      { redirectTypeId: 2, note: 'Default for all offers', primary: true },
      { redirectTypeId: 1, note: 'SEO traffic' },
      { redirectTypeId: 5, campaign: [101, 'Summer Casino CPA'] },
      { redirectTypeId: 3, note: 'Old landing pages', deleted: true },
    ],
  },
  {
    domain: 'go.example-network.com',
    status: 1,
    rules: [
      { redirectTypeId: 3, note: 'Hides the referrer of push traffic', primary: true },
      { redirectTypeId: 2, campaign: [102, 'Crypto Wallet CPL'] },
    ],
  },
  { domain: 'click.partner-offers.net', status: 1, rules: [{ redirectTypeId: 2, primary: true }] },
  { domain: 'old.example-network.com', status: -1, rules: [{ redirectTypeId: 1, primary: true }] },
];

const DEMO_CATEGORIES: Array<[string, number]> = [
  ['Finance', 1],
  ['Crypto', 1],
  ['Gambling', 1],
  ['Betting', 1],
  ['Dating', 1],
  ['Nutra', 1],
  ['E-commerce', 1],
  ['Education', 1],
  ['Travel', 1],
  ['Sweepstakes', -1],
  ['Utilities', -1],
];

/** Demo tracking domains with their rules, and marketplace categories (some deactivated). */
export async function seedDictionaries(tx: Db): Promise<void> {
  for (const { domain, status, rules } of DEMO_DOMAINS) {
    const [row] = await tx.insert(trackingDomains).values({ domain, status }).returning({ id: trackingDomains.id });
    const trackingDomainId = row!.id;
    await tx.insert(trackingDomainRules).values(
      rules.map((r) => ({
        trackingDomainId,
        redirectTypeId: r.redirectTypeId,
        note: r.note ?? '',
        campaignId: r.campaign?.[0] ?? null,
        campaignName: r.campaign?.[1] ?? null,
        isPrimary: r.primary === true,
        status: r.deleted ? -1 : 1,
      })),
    );
  }
  await tx.insert(marketplaceCategories).values(DEMO_CATEGORIES.map(([name, status]) => ({ name, status })));
}
