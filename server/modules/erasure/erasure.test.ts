import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, leadPushes, leads, mailOutbox, securityLog, userChanges } from '../../db/schema';
import { findUserByEmail } from '../users/userRepository';
import { DEMO_PASSWORD } from '../../db/seed';
import { serverAppPerFile } from '../../../test/serverTest';

const t = serverAppPerFile();
const AFFILIATE = 'affiliate@example.com';


let admin: string;
const json = async <T>(res: Response) => {
  const body = (await res.json()) as { data: T };
  if (res.status !== 200 && res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body.data;
};

/** What the reports, the payouts and the funnel say, with the affiliate's name left out: erasure must not move a figure. */
async function figures() {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // the longest period a report takes, ending tomorrow: every demo figure is in it
  const period = { period_type: 'custom_date', period_start: day(-1000), period_finish: day(1), time_zone: 'UTC' };
  const traffic = await json<{ rows: Array<Record<string, unknown>>; total: unknown }>(
    await t.call('POST', '/api/admin/reports/traffic', { cookie: admin, body: { ...period, group_by: ['affiliate'], per_page: 500 } }),
  );
  const funnel = await json<{ total: unknown }>(await t.call('POST', '/api/admin/reports/lead-funnel', { cookie: admin, body: { ...period, group_by: 'affiliate' } }));
  const payouts = await json<Array<Record<string, unknown>>>(await t.call('POST', '/api/admin/billing/payouts/list', { cookie: admin, body: { per_page: 500 } }));
  const unnamed = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([k]) => !/name|label|email/.test(k)));
  return { traffic: { rows: traffic.rows.map(unnamed), total: traffic.total }, funnel: funnel.total, payouts: payouts.map(unnamed) };
}

beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

describe('erasing an affiliate’s personal data', () => {
  it('asks for the confirmation word and refuses staff accounts, changing nothing', async () => {
    const user = (await findUserByEmail(t.database.db, AFFILIATE))!;
    const wrong = await t.call('POST', `/api/admin/user_profiles/${user.id}/erase`, { cookie: admin, body: { confirm: 'yes' } });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(['confirm']);
    const manager = (await findUserByEmail(t.database.db, 'manager@example.com'))!;
    const staff = await t.call('POST', `/api/admin/user_profiles/${manager.id}/erase`, { cookie: admin, body: { confirm: 'ERASE' } });
    expect(staff.status).toBe(422);
    expect((await t.call('POST', '/api/admin/user_profiles/999999/erase', { cookie: admin, body: { confirm: 'ERASE' } })).status).toBe(404);
    expect((await findUserByEmail(t.database.db, AFFILIATE))!.firstName).toBe(user.firstName);
    expect((await findUserByEmail(t.database.db, 'manager@example.com'))!.email).toBe('manager@example.com');
  });

  it('empties the account and every log that kept its values, ends its access, and leaves every figure as it was', async () => {
    const user = (await findUserByEmail(t.database.db, AFFILIATE))!;
    // a key, a sign-in, a change and a mail that name the person
    const keyRes = await t.call('POST', '/api/affiliate/me/api-keys', { cookie: await t.cookieFor('affiliate'), body: { name: 'server', scope: 'read' } });
    const key = (await json<{ key: string }>(keyRes)).key;
    expect((await t.call('POST', '/api/login', { body: { email: AFFILIATE, password: DEMO_PASSWORD }, headers: { 'x-test-ip': '203.0.113.9' } })).status).toBe(200);
    await t.call('PATCH', `/api/admin/user_profiles/${user.id}`, { cookie: admin, body: { mobile: '+447911000111' } });
    await t.database.db.insert(mailOutbox).values({ toEmail: AFFILIATE, subject: 'Welcome', body: `Hello ${user.firstName}` });
    const before = await figures();
    expect(before.traffic.rows.length).toBeGreaterThan(1);

    const res = await t.call('POST', `/api/admin/user_profiles/${user.id}/erase`, { cookie: admin, body: { confirm: 'ERASE' } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: user.id, erased_fields: expect.arrayContaining(['email', 'first_name', 'mobile', 'bank_iban_number']) });

    const profile = await json<Record<string, unknown>>(await t.call('GET', `/api/admin/user_profiles/${user.id}`, { cookie: admin }));
    expect(profile).toMatchObject({ email: `erased-${user.id}@erased.invalid`, first_name: 'Erased', mobile: '' });
    expect(JSON.stringify(profile)).not.toContain(AFFILIATE);
    // no way in: the password, the key and the sessions are gone
    expect((await t.call('POST', '/api/login', { body: { email: AFFILIATE, password: DEMO_PASSWORD } })).status).toBe(422);
    expect((await t.app.request('http://localhost/api/affiliate/me', { headers: { Authorization: `Bearer ${key}` } })).status).toBe(401);
    // the logs keep their entries, without the values or the addresses
    const db = t.database.db;
    const logs = JSON.stringify([
      await db.select().from(securityLog).where(eq(securityLog.userId, user.id)),
      await db.select().from(userChanges).where(eq(userChanges.userId, user.id)),
      await db.select({ to: mailOutbox.toEmail, body: mailOutbox.body }).from(mailOutbox),
    ]);
    expect(logs).not.toContain(AFFILIATE);
    expect(logs).not.toContain('203.0.113.9');
    expect(logs).not.toContain('+447911000111');
    expect((await db.select().from(securityLog).where(eq(securityLog.userId, user.id))).length).toBeGreaterThan(0);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.type, 'personal_data_erased'));
    expect(entry).toMatchObject({ entity: 'user', entityId: String(user.id), changes: { erased_fields: { before: null, after: expect.arrayContaining(['email']) } } });

    expect(await figures()).toEqual(before);
    const again = await t.call('POST', `/api/admin/user_profiles/${user.id}/erase`, { cookie: admin, body: { confirm: 'ERASE' } });
    expect(again.status).toBe(409);
  });
});

describe('erasing a lead’s personal data', () => {
  it('empties the lead, its click’s address and its push log, and leaves the funnel as it was', async () => {
    const db = t.database.db;
    const [lead] = await db
      .select({ id: leads.id, email: leads.email, phone: leads.phone })
      .from(leads)
      .where(sql`${leads.email} <> '' AND EXISTS (SELECT 1 FROM lead_pushes p WHERE p.lead_id = ${leads.id})`)
      .limit(1);
    expect(lead).toBeDefined();
    const before = await figures();
    expect((await t.call('POST', `/api/admin/leads/${lead!.id}/erase`, { cookie: admin, body: {} })).status).toBe(422);
    const res = await t.call('POST', `/api/admin/leads/${lead!.id}/erase`, { cookie: admin, body: { confirm: 'ERASE' } });
    expect(res.status).toBe(200);
    const shown = await json<Record<string, unknown>>(await t.call('GET', `/api/admin/leads/${lead!.id}`, { cookie: admin }));
    expect(shown).toMatchObject({ email: '', phone: '', first_name: '', last_name: '', ip: '' });
    expect(JSON.stringify(shown)).not.toContain(lead!.email);
    const pushes = await db.select({ request: leadPushes.requestExcerpt, answer: leadPushes.answerExcerpt }).from(leadPushes).where(eq(leadPushes.leadId, lead!.id));
    expect(pushes.every((p) => p.request === '[erased]' && p.answer === '[erased]')).toBe(true);
    expect(await figures()).toEqual(before);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.entityId, lead!.id));
    expect(entry).toMatchObject({ type: 'personal_data_erased', entity: 'lead' });
    expect((await t.call('POST', `/api/admin/leads/${lead!.id}/erase`, { cookie: admin, body: { confirm: 'ERASE' } })).status).toBe(409);
  });

  it('is the admin’s alone', async () => {
    const [lead] = await t.database.db.select({ id: leads.id }).from(leads).limit(1);
    const res = await t.call('POST', `/api/manager/leads/${lead!.id}/erase`, { cookie: await t.cookieFor('manager'), body: { confirm: 'ERASE' } });
    expect(res.status).toBe(403);
  });
});
