import { and, eq } from 'drizzle-orm';
import type { WorkspaceFeature } from '../domain/permissions/features';
import { offers, users } from '../server/db/schema';
import { readWorkspaceFeatures, saveGeneralSettings } from '../server/modules/settings/settingsRepository';
import { findUserByEmail } from '../server/modules/users/userRepository';
import type { TestApp } from './serverApp';

/** Ids of demo users the authorization table points requests at. */
export interface DemoIds {
  admin: number;
  manager: number;
  affiliate: number;
  /** a second affiliate: someone else's permission set, for the affiliate as much as for the others */
  otherAffiliate: number;
  /** an active offer of the demo advertiser's */
  advertiserOffer: number;
}

export async function demoIds(t: TestApp): Promise<DemoIds> {
  const id = async (email: string) => {
    const user = await findUserByEmail(t.database.db, email);
    if (!user) throw new Error(`no demo user ${email}`);
    return user.id;
  };
  return {
    admin: await id('admin@example.com'),
    manager: await id('manager@example.com'),
    affiliate: await id('affiliate@example.com'),
    otherAffiliate: await id('affiliate2@example.com'),
    advertiserOffer: (await t.database.db.select({ id: offers.id }).from(offers).where(and(eq(offers.advertiserId, await id('advertiser@example.com')), eq(offers.status, 1))).orderBy(offers.id).limit(1))[0]!.id,
  };
}

/** Runs `fn` while the user holds exactly `keys`, then puts the stored keys back. */
export async function withStoredKeys<T>(t: TestApp, email: string, keys: (held: string[]) => string[], fn: () => Promise<T>): Promise<T> {
  const user = await findUserByEmail(t.database.db, email);
  if (!user) throw new Error(`no user ${email}`);
  await t.database.db.update(users).set({ permissions: keys(user.permissions) }).where(eq(users.id, user.id));
  try {
    return await fn();
  } finally {
    await t.database.db.update(users).set({ permissions: user.permissions }).where(eq(users.id, user.id));
  }
}

/** Runs `fn` with one workspace feature switched on or off, then restores the features. */
export async function withFeature<T>(t: TestApp, feature: WorkspaceFeature, on: boolean, fn: () => Promise<T>): Promise<T> {
  const db = t.database.db;
  const before = await readWorkspaceFeatures(db);
  const during = on ? [...new Set([...before, feature])] : before.filter((f) => f !== feature);
  await saveGeneralSettings(db, { workspace_features: during }, new Date());
  try {
    return await fn();
  } finally {
    await saveGeneralSettings(db, { workspace_features: before }, new Date());
  }
}
