import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import type { Db } from '../../db/client';
import { alerts, mailOutbox, users } from '../../db/schema';
import { findUserByEmail } from '../users/userRepository';
import { sendAlertDigests } from './alertDigest';
import { raiseAlert, type NewAlert } from './alertRepository';

// The hour's e-mail limit and the digest after it, on a fixed clock (docs/decisions/alerts.md).
const t = serverAppPerFile();
const T0 = new Date('2026-03-02T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const ADMIN = 'admin@example.com';
const RU = 'digest-ru@example.com';
let adminId = 0;

beforeAll(async () => {
  adminId = (await findUserByEmail(t.database.db, ADMIN))!.id;
  // the demo admin chooses the documents' defaults by e-mail; this one reads Russian and chooses caps too
  await t.database.db.insert(users).values({ email: RU, passwordHash: 'x', userType: 0, language: 'ru', emailNotifications: ['tracking_domain_removed', 'cap_reached'] });
  await t.database.db.update(users).set({ emailNotifications: ['country_capacity_reached', 'tracking_domain_removed'] }).where(eq(users.id, adminId));
});

const domain: NewAlert = { kind: 'tracking_domain_removed', subject: 'tracking_domain:4242', name: 'gone.example.org', link: '/tracking-domains/4242' };
const cap: NewAlert = { kind: 'cap_reached', subject: 'cap:77:day', name: 'Offer 77', link: '/offers/77' };

const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(asc(mailOutbox.id));
const allMail = async () => (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
/** Everyone reads their alerts, so the same condition may be raised again. */
const readAll = () => t.database.db.update(alerts).set({ status: 1 }).where(eq(alerts.status, 0));
const raise = async (alert: NewAlert, when: Date) => {
  await raiseAlert(t.database.db, alert, { now: when, origin: 'https://net.example' });
  await readAll();
};

describe('the alert e-mail digest', () => {
  it('mails the first alert at once, holds the next within the hour, and after it sends one digest with them, once', async () => {
    await raise(domain, at(0));
    expect(await mailsTo(ADMIN)).toHaveLength(1);
    expect(await mailsTo(RU)).toHaveLength(1);
    // within the hour: in the bell, not mailed; the kind the admin did not choose is never mailed
    await raise(domain, at(10));
    await raise(cap, at(12));
    await raise(domain, at(20));
    expect(await mailsTo(ADMIN)).toHaveLength(1);
    // the Russian admin got the first cap alert at once, the domain ones are held
    expect((await mailsTo(RU)).map((m) => m.subject)).toEqual(['Оповещение: Трекинговый домен удалён', 'Оповещение: Достигнут лимит оффера']);

    // before the hour has passed the digest waits
    const before = await allMail();
    expect(await sendAlertDigests(t.database.db, at(59))).toBe(0);
    expect(await allMail()).toBe(before);

    // after the hour: one digest per recipient with both held alerts, with their links, in their language
    expect(await sendAlertDigests(t.database.db, at(61))).toBe(2);
    const adminMail = await mailsTo(ADMIN);
    expect(adminMail).toHaveLength(2);
    const digest = adminMail[1]!;
    expect(digest.subject).toBe('Alert digest: 2 not mailed one by one');
    expect(digest.body).toContain('2026-03-02 10:10 UTC, A tracking domain is removed: Tracking domain gone.example.org was deactivated');
    expect(digest.body).toContain('2026-03-02 10:20 UTC');
    expect(digest.body.match(/https:\/\/net\.example\/admin\/d\/tracking-domains\/4242/g)).toHaveLength(2);
    expect(digest.body).not.toContain('Offer 77');
    const ruMail = await mailsTo(RU);
    expect(ruMail).toHaveLength(3);
    expect(ruMail[2]!.subject).toBe('Сводка оповещений: 2 без отдельного письма');
    expect(ruMail[2]!.body).toContain('Трекинговый домен gone.example.org деактивирован');

    // nothing is sent twice: again later, or two runs at once
    const after = await allMail();
    expect(await sendAlertDigests(t.database.db, at(62))).toBe(0);
    expect(await Promise.all([sendAlertDigests(t.database.db, at(63)), sendAlertDigests(t.database.db, at(63))])).toEqual([0, 0]);
    expect(await allMail()).toBe(after);
    const mine = await t.database.db.select().from(alerts).where(and(eq(alerts.userId, adminId), eq(alerts.subject, domain.subject)));
    expect(mine.map((a) => [a.mailedAt?.toISOString(), a.mailHeld])).toEqual([
      [at(0).toISOString(), false],
      [at(61).toISOString(), false],
      [at(61).toISOString(), false],
    ]);
  });

  it('counts the digest as the hour’s mail, and a run killed before it commits leaves the alerts for the next', async () => {
    // the digest went at +61: a raise at +70 is held, not mailed
    const before = await mailsTo(ADMIN);
    await raise(domain, at(70));
    expect(await mailsTo(ADMIN)).toHaveLength(before.length);
    // a run that dies before its transaction commits queues nothing and marks nothing
    const killed = t.database.db.transaction(async (tx) => {
      expect(await sendAlertDigests(tx as unknown as Db, at(125))).toBe(2);
      throw new Error('killed');
    });
    await expect(killed).rejects.toThrow('killed');
    expect(await mailsTo(ADMIN)).toHaveLength(before.length);
    const held = await t.database.db.select().from(alerts).where(and(eq(alerts.subject, domain.subject), eq(alerts.mailHeld, true)));
    expect(held.map((a) => a.userId)).toContain(adminId);
    // the next run sends it, once
    expect(await sendAlertDigests(t.database.db, at(126))).toBe(2);
    expect(await sendAlertDigests(t.database.db, at(127))).toBe(0);
    const after = await t.database.db.select().from(mailOutbox).where(and(inArray(mailOutbox.toEmail, [ADMIN]), gt(mailOutbox.id, before.at(-1)!.id)));
    expect(after).toHaveLength(1);
    expect(after[0]!.body).toContain('2026-03-02 11:10 UTC');
  });

  it('lets a held alert go when its recipient no longer chooses its kind by e-mail', async () => {
    await raise(domain, at(130));
    await raise(domain, at(140));
    await t.database.db.update(users).set({ emailNotifications: ['country_capacity_reached'] }).where(eq(users.id, adminId));
    const before = (await mailsTo(ADMIN)).length;
    await sendAlertDigests(t.database.db, at(200));
    expect(await mailsTo(ADMIN)).toHaveLength(before);
    const held = await t.database.db.select().from(alerts).where(and(eq(alerts.userId, adminId), eq(alerts.mailHeld, true)));
    expect(held).toEqual([]);
  });
});
