import { asc, eq, inArray } from 'drizzle-orm';
import { CampaignAccess, CampaignStatus, CampaignUserRuleStatus } from '../../domain/enums/campaign';
import { UserType } from '../../domain/enums/user';
import { builtInRoleDefaults } from '../../domain/permissions/roleDefaults';
import { newPostbackToken } from '../modules/offers/advertiserRoutes';
import type { Db } from './client';
import { marketplaceCategories, offerAffiliates, offerGroups, offers, payoutRules, users } from './schema';

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

const { Public, ApplyToPromote, Private, Unlisted } = CampaignAccess;
const { Active, Draft, Inactive, Suspended, Archived } = CampaignStatus;
const ADVERTISERS = [
  ['ads@fxprime.example', 'FX Prime', 'Ltd'],
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
];

/**
 * Offers demo data (after the traffic seed's offers and the users): advertisers with postback
 * tokens, the twelve traffic offers filled in, ten more across every status and access, and
 * affiliate requests and a payout rule for the demo affiliate. Existing offer ids are kept, so
 * traffic events keep pointing at them.
 */
export async function seedOffers(tx: Tx): Promise<void> {
  const advertisers = await tx
    .insert(users)
    .values(
      ADVERTISERS.map(([email, firstName, lastName]) => ({
        email,
        passwordHash: '!',
        userType: UserType.Advertiser,
        firstName,
        lastName,
        postbackToken: newPostbackToken(),
        // what advertiser creation gives (issue 19): the always-added keys
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
}
