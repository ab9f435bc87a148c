import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { UserType } from '../domain/enums/user';
import type { Database } from '../server/db/client';
import { offerGroups, users } from '../server/db/schema';
import { trackerTestSuite, type TrackerTestApp, type TrackerTestExtras } from './trackerApp';

/** The seeded advertiser that reports conversions: its id and the token its postbacks carry. */
export interface PostbackAdvertiser {
  id: number;
  token: string;
}

export async function postbackAdvertiser(database: Database): Promise<PostbackAdvertiser> {
  const [row] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Advertiser), isNotNull(users.postbackToken))).limit(1);
  return { id: row!.id, token: row!.postbackToken! };
}

/** The test affiliate's commission type: 1 paid per action (CPA), 2 per lead (CPL). */
export async function setCommissionType(t: TrackerTestApp, id: 1 | 2) {
  await t.db.update(users).set({ commissionTypeId: id }).where(eq(users.id, t.affiliate.id));
}

/**
 * The tracker test suite (test/trackerApp.ts) with what a test of conversions starts from: the
 * seeded advertiser that reports them, an offer group to make offers in, and, when asked, the test
 * affiliate's commission type (1 CPA, 2 CPL). `get()` inside a hook or a test.
 */
export function conversionTestSuite(
  openDatabase: () => Promise<Database>,
  options: { commissionType?: 1 | 2; env?: Record<string, string>; extra?: (database: Database) => Promise<TrackerTestExtras> | TrackerTestExtras } = {},
) {
  const suite = trackerTestSuite(openDatabase, options.env, options.extra);
  let advertiser: PostbackAdvertiser;
  let groupId: number;
  beforeAll(async () => {
    const { t, database } = suite.get();
    advertiser = await postbackAdvertiser(database);
    groupId = (await database.db.select().from(offerGroups).limit(1))[0]!.id;
    if (options.commissionType) await setCommissionType(t, options.commissionType);
  });
  return { get: () => ({ ...suite.get(), advertiser, groupId }) };
}

/**
 * An offer made through the API as staff would (POST /campaigns): Active and Public, in `groupId`,
 * of `advertiserId`, landing on `landingUrl`; `values` add to the body or override it. Answers
 * the offer as the API returns it.
 */
export async function createOffer<T = { id: number }>(
  t: TrackerTestApp,
  offer: { groupId: number; advertiserId: number; landingUrl: string },
  values: Record<string, unknown>,
): Promise<T> {
  const res = await t.call('admin@example.com', 'POST', '/api/admin/campaigns', {
    offer_group_id: offer.groupId,
    advertiser_id: offer.advertiserId,
    status: 1,
    access: 4,
    landing_url: offer.landingUrl,
    ...values,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: T }).data;
}
