import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PixelAction } from '../../../domain/enums/pixel';
import { ReferralStatus, RewardType } from '../../../domain/enums/commission';
import { UserType } from '../../../domain/enums/user';
import { referralBonusCents } from '../../../domain/referrals/rewards';
import { users } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { withFeature } from '../../../test/permissionToggles';
import { closeDuePeriods, forcePeriod } from '../billing/closeRepository';
import { convertAt } from '../billing/conversions.test-utils';
import { decideHolds, holdConversion } from '../conversions/holdRepository';
import { moderate } from '../conversions/moderationRepository';
import { invoiceLines } from '../billing/invoiceRepository';

// The referral program through billing periods (spec 4 §6, docs/decisions/referrals.md): a friend
// registers through the referrer's link, converts, and the referrer's next period bills the reward
// as `referral_bonus` items, to the cent, each referred conversion once.

const t = serverAppPerFile({ REGISTRATION_MAX_PER_ADDRESS: '1000' });
const settings = { defaultTerms: 0, systemThreshold: 0, currency: 'USD' };
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
let admin = '';
let adminId = 0;
let seq = 0;

const json = async <T>(res: Response) => (await res.json()) as T;

/** A new affiliate with the demo affiliate's keys, signed in. */
async function newAffiliate(name: string): Promise<{ id: number; email: string; cookie: string }> {
  const db = t.database.db;
  const [demo] = await db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
  const email = `${name}.${++seq}@referrals.example.com`;
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: demo!.passwordHash, userType: UserType.Affiliate, firstName: name, lastName: 'Test', permissions: demo!.permissions, managerId: demo!.managerId })
    .returning({ id: users.id });
  return { id: row!.id, email, cookie: await t.cookieFor(email) };
}

/** A friend registered through the referrer's link: the code from their own program page, the public registration call. */
async function registerFriend(referrerCookie: string, name: string): Promise<number> {
  const me = await json<{ data: { referral_code: string; referral_link: string } }>(await t.call('GET', '/api/affiliate/referrals/me', { cookie: referrerCookie }));
  expect(me.data.referral_link).toBe(`http://localhost/auth/a/registration?referral=${me.data.referral_code}`);
  const email = `${name.toLowerCase()}.${++seq}@friends.example.com`;
  const res = await t.call('POST', '/api/registration/first-time', {
    body: { email, first_name: name, last_name: 'Friend', password: 'friend-pass-12', password_confirmation: 'friend-pass-12', referral_code: me.data.referral_code },
  });
  expect(res.status).toBe(201);
  const [friend] = await t.database.db.select().from(users).where(eq(users.email, email));
  return friend!.id;
}

/** The friend's conversions at `at` (one per action), each commission set by hand to the amount given. */
async function convertWith(friendId: number, at: string, conversions: [PixelAction, string][]): Promise<number[]> {
  const ids: number[] = [];
  for (const [action, amount] of conversions) {
    const [id] = await convertAt(t, friendId, [at], action);
    const done = await moderate(t.database.db, { id: adminId, userType: UserType.Admin }, id!, { action: 'commission_change', reason: 'other', amount }, adminId, new Date(at));
    expect(done).toEqual({ kind: 'done' });
    ids.push(id!);
  }
  return ids;
}

const override = (affiliateId: number, program: { status: number; reward_type_id: number; reward_value: number }) =>
  t.call('POST', '/api/admin/referrals/overrides', { cookie: admin, body: { affiliate_id: affiliateId, ...program } });

/** The referrer's referral items: amount per period end, in SQL numerics. */
async function bonuses(referrerId: number) {
  return rowsOf<{ period_end: string; paid_for: string; amount: string; referred_conversion_id: number }>(
    await t.database.db.execute(sql`SELECT bp.period_end::text AS period_end, b.paid_for, b.amount::text AS amount, b.referred_conversion_id::int AS referred_conversion_id
      FROM billing_items b JOIN billing_periods bp ON bp.id = b.period_id WHERE bp.affiliate_id = ${referrerId} ORDER BY bp.period_end, b.referred_conversion_id`),
  );
}

const total = (items: { amount: string }[]) => items.reduce((sum, i) => sum + Math.round(Number(i.amount) * 100), 0);

/** Four conversions of every kind: a lead, a sale (CPA), an FTD and a revshare, with awkward amounts for the rounding. */
const EVERY_KIND: [PixelAction, string][] = [
  [PixelAction.Lead, '33.33'],
  [PixelAction.Sale, '50.00'],
  [PixelAction.FTD, '12.34'],
  [PixelAction.Revshare, '7.77'],
];

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  adminId = (await t.database.db.select().from(users).where(eq(users.userType, UserType.Admin)))[0]!.id;
});

describe('referral rewards through a billing period', () => {
  const cases = [
    // 7.5 % of 33.33, 50.00, 12.34, 7.77 = 2.49975, 3.75, 0.9255, 0.58275 → 2.50 + 3.75 + 0.93 + 0.58
    { type: RewardType.PercentageOfFriendsPayment, value: 7.5, month: '2022-01', expected: 776, count: 4 },
    // a lead only
    { type: RewardType.FixedAmountPerCPL, value: 2.5, month: '2022-02', expected: 250, count: 1 },
    // a sale and an FTD
    { type: RewardType.FixedAmountPerCPA, value: 3, month: '2022-03', expected: 600, count: 2 },
    // the revshare
    { type: RewardType.FixedAmountPerRevshare, value: 1.25, month: '2022-04', expected: 125, count: 1 },
  ];
  for (const c of cases) {
    it(`${RewardType.label(c.type, 'en')}: the referrer's next period bills the reward, to the cent, once`, async () => {
      const referrer = await newAffiliate(`referrer${c.type}`);
      expect((await override(referrer.id, { status: ReferralStatus.Active, reward_type_id: c.type, reward_value: c.value })).status).toBe(201);
      const friendId = await registerFriend(referrer.cookie, `friend${c.type}`);
      const [friend] = await t.database.db.select().from(users).where(eq(users.id, friendId));
      expect(friend!.referredById).toBe(referrer.id);
      const ids = await convertWith(friendId, `${c.month}-10T12:00:00Z`, EVERY_KIND);

      // the same rule in TypeScript, over the conversions as stored
      const stored = rowsOf<{ commission: string; paid_for: string | null; action: number }>(
        await t.database.db.execute(sql`SELECT commission::text, paid_for, action FROM conversions WHERE affiliate_id = ${friendId} ORDER BY id`),
      );
      const words: Record<number, string> = { [PixelAction.Lead]: 'lead', [PixelAction.Sale]: 'cpa', [PixelAction.FTD]: 'ftd', [PixelAction.Revshare]: 'revshare' };
      const program = { status: ReferralStatus.Active, reward_type_id: c.type, reward_value: c.value };
      expect(stored.reduce((s, v) => s + referralBonusCents(program, v.commission, v.paid_for ?? words[v.action]!), 0)).toBe(c.expected);

      // before the closing the referrer reads it as pending, nothing earned yet
      const before = await json<{ data: { referred: number; earned: number; pending: number } }>(await t.call('GET', '/api/affiliate/referrals/me', { cookie: referrer.cookie }));
      expect(before.data).toMatchObject({ referred: 1, earned: 0, pending: c.expected / 100 });

      const [year, month] = c.month.split('-').map(Number) as [number, number];
      const next = new Date(Date.UTC(year, month, 1, 1));
      await closeDuePeriods(t.database.db, settings, next);
      const items = await bonuses(referrer.id);
      expect(items.every((i) => i.paid_for === 'referral_bonus' && ids.includes(i.referred_conversion_id))).toBe(true);
      expect(items).toHaveLength(c.count);
      expect(total(items)).toBe(c.expected);
      // the period's total and the payout's invoice line say the same
      const [period] = rowsOf<{ total: string; payout_id: number }>(await t.database.db.execute(sql`SELECT total::text, payout_id::int AS payout_id FROM billing_periods WHERE affiliate_id = ${referrer.id}`));
      expect(Math.round(Number(period!.total) * 100)).toBe(c.expected);
      const lines = await invoiceLines(t.database.db, period!.payout_id);
      expect(lines).toEqual([expect.objectContaining({ paidFor: 'referral_bonus', quantity: c.count, amount: (c.expected / 100).toFixed(2) })]);

      // closing the next month bills nothing more for the same conversions
      await closeDuePeriods(t.database.db, settings, new Date(Date.UTC(year, month + 1, 1, 1)));
      expect(total(await bonuses(referrer.id))).toBe(c.expected);

      // the referrer reads it earned; staff read who referred whom and what it earned
      const after = await json<{ data: { earned: number; pending: number } }>(await t.call('GET', '/api/affiliate/referrals/me', { cookie: referrer.cookie }));
      expect(after.data).toMatchObject({ earned: c.expected / 100, pending: 0 });
      const listed = await json<{ data: { referrer_id: number; referred_id: number; earned: number }[] }>(
        await t.call('POST', '/api/admin/referrals/list', { cookie: admin, body: { referrer_id: referrer.id } }),
      );
      expect(listed.data).toEqual([expect.objectContaining({ referrer_id: referrer.id, referred_id: friendId, earned: c.expected / 100, pending: 0 })]);
    });
  }

  it('Inactive earns nothing; the workspace default applies without an override', async () => {
    const inactive = await newAffiliate('inactive');
    await override(inactive.id, { status: ReferralStatus.Inactive, reward_type_id: RewardType.FixedAmountPerCPA, reward_value: 10 });
    const friendA = await registerFriend(inactive.cookie, 'friendA');
    await convertWith(friendA, '2022-06-10T12:00:00Z', EVERY_KIND);

    // the default (the demo's: Active, 5 % of the friend's payment) for a referrer without an override
    const defaulted = await newAffiliate('defaulted');
    const friendB = await registerFriend(defaulted.cookie, 'friendB');
    await convertWith(friendB, '2022-06-11T12:00:00Z', [[PixelAction.Sale, '19.99']]);

    await closeDuePeriods(t.database.db, settings, new Date('2022-07-01T01:00:00Z'));
    expect(await bonuses(inactive.id)).toEqual([]);
    // 5 % of 19.99 = 0.9995 → 1.00
    expect(total(await bonuses(defaulted.id))).toBe(100);
  });

  it('a held conversion earns when approved; a void after billing is taken back in the next period', async () => {
    const referrer = await newAffiliate('holds');
    await override(referrer.id, { status: ReferralStatus.Active, reward_type_id: RewardType.FixedAmountPerCPA, reward_value: 4 });
    const friend = await registerFriend(referrer.cookie, 'friendHold');
    const [held, voided] = await convertWith(friend, '2022-08-10T12:00:00Z', [
      [PixelAction.Sale, '20.00'],
      [PixelAction.Sale, '20.00'],
    ]);
    await t.database.db.transaction((tx) => holdConversion(tx, held!, { until: new Date('2022-12-01T00:00:00Z'), reason: 'review', now: new Date('2022-08-10T13:00:00Z') }));
    await closeDuePeriods(t.database.db, settings, new Date('2022-09-01T01:00:00Z'));
    expect((await bonuses(referrer.id)).map((i) => [i.referred_conversion_id, i.amount])).toEqual([[voided, '4.00']]);

    await decideHolds(t.database.db, { id: adminId, userType: UserType.Admin }, [held!], { decision: 'approve', reason: 'ok', actorId: adminId, now: new Date('2022-09-05T00:00:00Z') });
    await moderate(t.database.db, { id: adminId, userType: UserType.Admin }, voided!, { action: 'commission_void', reason: 'fraud' }, adminId, new Date('2022-09-06T00:00:00Z'));
    await closeDuePeriods(t.database.db, settings, new Date('2022-10-01T01:00:00Z'));
    const september = (await bonuses(referrer.id)).filter((i) => i.period_end === '2022-10-01');
    // the approved one earns now, the voided one gives its bonus back
    expect(september.map((i) => [i.referred_conversion_id, i.amount])).toEqual([
      [held, '4.00'],
      [voided, '-4.00'],
    ]);
    expect(total(await bonuses(referrer.id))).toBe(400);
  });

  it('a forced period bills the referral bonus up to now; the feature off earns nothing new and ties no one', async () => {
    const referrer = await newAffiliate('forced');
    await override(referrer.id, { status: ReferralStatus.Active, reward_type_id: RewardType.FixedAmountPerRevshare, reward_value: 0.99 });
    const friend = await registerFriend(referrer.cookie, 'friendForced');
    await convertWith(friend, '2022-11-03T12:00:00Z', [[PixelAction.Revshare, '5.00']]);
    await withFeature(t, 'referral_program', false, async () => {
      await closeDuePeriods(t.database.db, settings, new Date('2022-12-01T01:00:00Z'));
      expect(await bonuses(referrer.id)).toEqual([]);
    });
    const payout = await forcePeriod(t.database.db, settings, referrer.id, 1, new Date('2022-12-02T10:00:00Z'));
    expect(payout).not.toBeNull();
    expect(total(await bonuses(referrer.id))).toBe(99);

    const me = await json<{ data: { referral_code: string } }>(await t.call('GET', '/api/affiliate/referrals/me', { cookie: referrer.cookie }));
    await withFeature(t, 'referral_program', false, async () => {
      const res = await t.call('POST', '/api/registration/first-time', {
        body: { email: 'untied@friends.example.com', first_name: 'Un', last_name: 'Tied', password: 'friend-pass-12', password_confirmation: 'friend-pass-12', referral_code: me.data.referral_code },
      });
      expect(res.status).toBe(201);
    });
    const [untied] = await t.database.db.select().from(users).where(eq(users.email, 'untied@friends.example.com'));
    expect(untied!.referredById).toBeNull();
  });
});

describe('overrides and the lists', () => {
  it('refuses bad terms with field messages, puts an affiliate back on the default when deleted, and keeps managers to their affiliates', async () => {
    const affiliate = await newAffiliate('overridden');
    const bad = await override(affiliate.id, { status: 2, reward_type_id: 2, reward_value: 1.234 });
    expect(bad.status).toBe(422);
    expect((await json<{ field: string }[]>(bad)).map((e) => e.field).sort()).toEqual(['reward_type_id', 'reward_value', 'status']);
    const percent = await override(affiliate.id, { status: 1, reward_type_id: 1, reward_value: 101 });
    expect(await json(percent)).toEqual([{ field: 'reward_value', message: 'A percentage is at most 100.' }]);
    expect((await override(999999, { status: 1, reward_type_id: 1, reward_value: 5 })).status).toBe(422);

    expect((await override(affiliate.id, { status: 1, reward_type_id: 4, reward_value: 2 })).status).toBe(201);
    const changed = await t.call('PUT', `/api/admin/referrals/overrides/${affiliate.id}`, { cookie: admin, body: { reward_value: 2.5 } });
    expect((await json<{ data: unknown }>(changed)).data).toMatchObject({ id: affiliate.id, status: 1, reward_type_id: 4, reward_value: 2.5 });
    const mine = await json<{ data: { program: unknown } }>(await t.call('GET', '/api/affiliate/referrals/me', { cookie: affiliate.cookie }));
    expect(mine.data.program).toEqual({ status: 1, reward_type_id: 4, reward_value: 2.5, source: 'override' });

    // the demo manager manages this affiliate (the demo affiliate's manager); another manager does not see it
    const manager2 = await t.cookieFor('manager2@example.com');
    expect((await t.call('GET', `/api/manager/referrals/overrides/${affiliate.id}`, { cookie: manager2 })).status).toBe(404);
    expect((await t.call('GET', `/api/manager/referrals/overrides/${affiliate.id}`, { cookie: await t.cookieFor('manager') })).status).toBe(200);

    expect((await t.call('DELETE', `/api/admin/referrals/overrides/${affiliate.id}`, { cookie: admin })).status).toBe(200);
    const back = await json<{ data: { program: { source: string } } }>(await t.call('GET', '/api/affiliate/referrals/me', { cookie: affiliate.cookie }));
    expect(back.data.program.source).toBe('default');
    const log = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM activity_log WHERE entity = 'user' AND entity_id = ${String(affiliate.id)}`));
    expect(log[0]!.n).toBe(3);
  });

  it('an affiliate reads only the affiliates they referred, without their e-mail; an unknown code ties no one', async () => {
    const referrer = await newAffiliate('lister');
    const friend = await registerFriend(referrer.cookie, 'friendListed');
    const own = await json<{ data: Record<string, unknown>[] }>(await t.call('POST', '/api/affiliate/referrals/list', { cookie: referrer.cookie, body: {} }));
    expect(own.data).toEqual([expect.objectContaining({ referrer_id: referrer.id, referred_id: friend, referred_name: 'friendListed Friend' })]);
    expect(own.data[0]).not.toHaveProperty('referred_email');
    const other = await json<{ data: unknown[] }>(await t.call('POST', '/api/affiliate/referrals/list', { cookie: await t.cookieFor('affiliate'), body: { referrer_id: referrer.id } }));
    expect(other.data).toEqual([]);

    const res = await t.call('POST', '/api/registration/first-time', {
      body: { email: 'nobody-referred@friends.example.com', first_name: 'No', last_name: 'Body', password: 'friend-pass-12', password_confirmation: 'friend-pass-12', referral_code: 'no-such-code' },
    });
    expect(res.status).toBe(201);
    const [nobody] = await t.database.db.select().from(users).where(eq(users.email, 'nobody-referred@friends.example.com'));
    expect(nobody!.referredById).toBeNull();
  });
});

describe('the referrer on an account', () => {
  type Account = { data: { referred_by: { id: number; email: string; isLink: boolean } | null } };
  const referredBy = async (role: 'admin' | 'manager' | 'affiliate', id: number, cookie: string) => {
    const res = await t.call('GET', `/api/${role}/user_profiles/${id}`, { cookie });
    expect(res.status).toBe(200);
    return (await json<Account>(res)).data.referred_by;
  };

  it('names who referred an affiliate to staff who read referrals, linked when the referrer is theirs; never to the affiliate, nor with the feature off', async () => {
    const referrer = await newAffiliate('named');
    const friend = await registerFriend(referrer.cookie, 'friendNamed');
    expect(await referredBy('admin', friend, admin)).toEqual({ id: referrer.id, email: referrer.email, isLink: true });
    expect(await referredBy('admin', referrer.id, admin)).toBeNull();

    // the demo manager runs both (a new affiliate gets the demo affiliate's manager)
    const manager = await t.cookieFor('manager');
    await t.database.db.update(users).set({ managerId: (await t.database.db.select().from(users).where(eq(users.email, 'manager@example.com')))[0]!.id }).where(eq(users.id, friend));
    expect(await referredBy('manager', friend, manager)).toEqual({ id: referrer.id, email: referrer.email, isLink: true });
    // a referrer another manager runs: named, not linked (their account is out of this manager's scope)
    const [other] = await t.database.db.select().from(users).where(eq(users.email, 'manager2@example.com'));
    await t.database.db.update(users).set({ managerId: other!.id }).where(eq(users.id, referrer.id));
    expect(await referredBy('manager', friend, manager)).toEqual({ id: referrer.id, email: referrer.email, isLink: false });

    // the seeded friend reads their own account: no one else's e-mail
    const [seeded] = await t.database.db.select().from(users).where(eq(users.email, 'affiliate2@example.com'));
    expect(seeded!.referredById).not.toBeNull();
    expect(await referredBy('admin', seeded!.id, admin)).toMatchObject({ email: 'affiliate@example.com' });
    expect(await referredBy('affiliate', seeded!.id, await t.cookieFor('affiliate2@example.com'))).toBeNull();

    await withFeature(t, 'referral_program', false, async () => {
      expect(await referredBy('admin', friend, admin)).toBeNull();
    });
  });
});
