import { asc, eq, inArray } from 'drizzle-orm';
import { CampaignAccess, CampaignStatus, CampaignUserRuleStatus } from '../../domain/enums/campaign';
import { UserType } from '../../domain/enums/user';
import { builtInRoleDefaults } from '../../domain/permissions/roleDefaults';
import { newPostbackToken } from '../modules/offers/advertiserRoutes';
import type { Db } from './client';
import { marketplaceCategories, offerAffiliates, offerGroups, offers, payoutRules, revenueRules, users } from './schema';

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

const { Public, ApplyToPromote, Private, Unlisted } = CampaignAccess;
const { Active, Draft, Deleted, Inactive, Suspended, Archived } = CampaignStatus;
/** The first is the demo advertiser, who signs in with the demo password (spec 4 §7). */
const ADVERTISERS = [
  ['advertiser@example.com', 'FX Prime', 'Ltd'],
  ['partners@coinvault.example', 'CoinVault', 'Inc'],
  ['affiliates@luckystar.example', 'Lucky Star', 'Gaming'],
] as const;
/** Access of the twelve traffic offers, in id order: mostly open, some by request, one private, one unlisted. */
const ACCESS = [Public, ApplyToPromote, Public, Public, ApplyToPromote, Private, Public, Unlisted, ApplyToPromote, Public, Public, ApplyToPromote];
const COUNTRIES = [['DE', 'AT', 'CH'], ['BR', 'MX', 'AR'], ['GB'], [], [], [], ['DE', 'GB', 'CA'], [], ['DE'], [], ['US', 'CA'], ['BR']];
const EXTRA: Array<[string, number, number]> = [
  ['Summer Casino Promo (draft)', Draft, Public],
  ['NFT Drop — paused', Inactive, Public],
  ['Binary Options (compliance hold)', Suspended, ApplyToPromote],
  ['Poker Weekend 2025', Archived, Public],
  ['VIP Trading Room', Active, Private],
  ['Crypto Card — early access', Active, Unlisted],
  ['Esports Bet — EU', Active, ApplyToPromote],
  ['Forex Webinar Leads', Active, Public],
  ['Slots Tournament — TR', Active, Public],
  ['Savings App — UK', Active, ApplyToPromote],
  ['Sportsbook Welcome 2024 (deleted)', Deleted, Public],
];

/**
 * Offers demo data (after the traffic seed's offers and the users): advertisers with postback
 * tokens, the twelve traffic offers filled in, eleven more across every status (a Deleted one
 * included) and access, affiliate requests, payout rules for the demo affiliate and for all of the
 * demo manager's affiliates, and revenue rules. Existing offer ids are kept, so
 * traffic events keep pointing at them.
 */
export async function seedOffers(tx: Tx, demoPasswordHash = '!'): Promise<void> {
  const advertisers = await tx
    .insert(users)
    .values(
      ADVERTISERS.map(([email, firstName, lastName], i) => ({
        email,
        passwordHash: i === 0 ? demoPasswordHash : '!',
        userType: UserType.Advertiser,
        firstName,
        lastName,
        postbackToken: newPostbackToken(),
        // what advertiser creation gives: the always-added keys
        permissions: builtInRoleDefaults('advertiser'),
      })),
    )
    .returning({ id: users.id });
  const [category] = await tx.select({ id: marketplaceCategories.id }).from(marketplaceCategories).orderBy(asc(marketplaceCategories.id)).limit(1);
  const existing = await tx.select({ id: offers.id, name: offers.name }).from(offers).orderBy(asc(offers.id));
  for (const [i, o] of existing.entries()) {
    await tx
      .update(offers)
      .set({
        advertiserId: advertisers[Math.floor(i / 4) % advertisers.length]!.id,
        marketplaceCategoryId: category?.id ?? null,
        access: ACCESS[i % ACCESS.length]!,
        description: `${o.name}: high-converting landing pages, daily payouts.`,
        landingUrl: `https://www.example.com/lp/${o.id}?click={click_id}&aff={aff_id}&sub={p1}`,
        previewUrl: `https://www.example.com/lp/${o.id}`,
        countries: COUNTRIES[i % COUNTRIES.length]!,
        payoutCpa: String(80 + ((i * 37) % 200)),
        payoutCpl: String(4 + (i % 5) * 3),
        revenueCpa: String(150 + ((i * 37) % 200) * 2),
        revenueCpl: String(9 + (i % 5) * 5),
        revsharePercent: String(i % 3 === 0 ? 25 : 0),
      })
      .where(eq(offers.id, o.id));
  }
  const [group] = await tx.select({ id: offerGroups.id }).from(offerGroups).orderBy(asc(offerGroups.id)).limit(1);
  if (!group) return;
  const added = await tx
    .insert(offers)
    .values(
      EXTRA.map(([name, status, access], i) => ({
        name,
        status,
        access,
        offerGroupId: group.id,
        advertiserId: advertisers[i % advertisers.length]!.id,
        landingUrl: `https://offers.example.org/${i + 1}?cid={click_id}&country={country}`,
        payoutCpa: String(60 + i * 15),
        payoutCpl: String(3 + i),
        revenueCpa: String(120 + i * 25),
        revenueCpl: String(7 + i * 2),
      })),
    )
    .returning({ id: offers.id, name: offers.name });
  const [affiliate] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com')).limit(1);
  const others = await tx.select({ id: users.id }).from(users).where(inArray(users.email, ['affiliate2@example.com', 'affiliate3@example.com', 'affiliate4@example.com']));
  if (!affiliate) return;
  const id = (i: number) => existing[i]?.id;
  const byName = (name: string) => added.find((a) => a.name === name)!.id;
  const rules = [
    { offerId: id(1), affiliateId: affiliate.id, status: CampaignUserRuleStatus.Approved },
    { offerId: id(4), affiliateId: affiliate.id, status: CampaignUserRuleStatus.Pending },
    { offerId: id(8), affiliateId: affiliate.id, status: CampaignUserRuleStatus.Rejected },
    { offerId: id(5), affiliateId: affiliate.id, status: CampaignUserRuleStatus.Approved },
    { offerId: byName('VIP Trading Room'), affiliateId: affiliate.id, status: CampaignUserRuleStatus.Approved },
    { offerId: byName('Crypto Card — early access'), affiliateId: affiliate.id, status: CampaignUserRuleStatus.Approved },
    ...others.map((o, i) => ({ offerId: byName('Esports Bet — EU'), affiliateId: o.id, status: i === 2 ? CampaignUserRuleStatus.Rejected : CampaignUserRuleStatus.Pending })),
  ];
  await tx.insert(offerAffiliates).values(rules.flatMap((r) => (r.offerId === undefined ? [] : [{ ...r, offerId: r.offerId }])));
  if (id(0)) await tx.insert(payoutRules).values({ offerId: id(0)!, affiliateId: affiliate.id, payoutCpa: '300.00' });
  await seedOverrides(tx, affiliate.id, byName);
}

/** A manager-wide payout rule (all of the demo manager's affiliates) and revenue rules, on offers no test counts on. */
async function seedOverrides(tx: Tx, affiliateId: number, byName: (name: string) => number) {
  const [manager] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'manager@example.com')).limit(1);
  if (manager) await tx.insert(payoutRules).values({ offerId: byName('Forex Webinar Leads'), managerId: manager.id, payoutCpa: '95.00', payoutCpl: '12.00' });
  await tx.insert(revenueRules).values([
    { offerId: byName('Forex Webinar Leads'), affiliateId, revenueCpa: '240.00' },
    { offerId: byName('Esports Bet — EU'), affiliateId, revenueCpl: '14.50' },
    ...(manager ? [{ offerId: byName('Slots Tournament — TR'), managerId: manager.id, revenueCpa: '260.00', revenueCpl: '11.00' }] : []),
  ]);
}
