import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALWAYS_ADDED_KEYS } from '../../domain/permissions/catalogue';
import { openTestDatabase } from '../../test/testDb';
import type { Database } from './client';
import { migrate } from './migrate';
import { users } from './schema';

const MIGRATION = '0010_role_defaults.sql';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const insert = async (email: string, userType: number, permissions: string[]) => {
  const [row] = await database.db
    .insert(users)
    .values({ email, passwordHash: '!', userType, firstName: 'Old', lastName: 'User', permissions })
    .returning({ id: users.id });
  return row!.id;
};
const held = async (id: number) => {
  const [row] = await database.db.select({ permissions: users.permissions }).from(users).where(eq(users.id, id));
  return [...row!.permissions].sort();
};

describe('migration 0010: role defaults for users made before them', () => {
  it('gives each role its defaults to users holding only always-added keys, and leaves everyone else alone', async () => {
    const bare = {
      admin: await insert('old-admin@example.com', 0, []),
      manager: await insert('old-manager@example.com', 1, [...ALWAYS_ADDED_KEYS]),
      affiliate: await insert('old-affiliate@example.com', 2, [...ALWAYS_ADDED_KEYS, 'UI_OfferCampaigns_View']),
    };
    const chosen = {
      manager: await insert('chosen-manager@example.com', 1, ['UI_Logs_View', 'UI_Postback_View']),
      affiliate: await insert('chosen-affiliate@example.com', 2, ['UI_Reports_Basic']),
    };
    const advertiser = await insert('old-brand@example.com', 3, []);
    const before = { manager: await held(chosen.manager), affiliate: await held(chosen.affiliate) };

    // run 0010 again, through migrate(), on a database that now holds old-style users
    await database.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${MIGRATION}`);
    expect(await migrate(database)).toEqual([MIGRATION]);

    expect(await held(bare.admin)).toEqual(expect.arrayContaining(['UI_UserOperations_Manage', 'UI_PermissionSettings_ManageAdmin', 'UI_Registration_Type_Open']));
    expect(await held(bare.manager)).toEqual(expect.arrayContaining(['UI_UserOperations_View', 'UI_PermissionSettings_ManageAffiliate', 'UI_Reports_Traffic']));
    expect(await held(bare.manager)).not.toContain('UI_PermissionSettings_ManageAdmin');
    expect(await held(bare.affiliate)).toEqual(expect.arrayContaining(['UI_Reports_Basic', 'UI_Billing_View', 'UI_OfferCampaigns_View']));
    expect(await held(bare.affiliate)).not.toContain('UI_UserOperations_View');
    for (const id of Object.values(bare)) expect(await held(id)).toEqual(expect.arrayContaining([...ALWAYS_ADDED_KEYS]));

    expect(await held(chosen.manager)).toEqual(before.manager);
    expect(await held(chosen.affiliate)).toEqual(before.affiliate);
    expect(await held(advertiser)).toEqual([]);
  });
});
