import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PixelAction } from '../../../domain/enums/pixel';
import { PayoutStatus } from '../../../domain/enums/payout';
import { serverAppPerFile } from '../../../test/serverTest';
import { alerts, contactToday, contactTodayRuns, users } from '../../db/schema';
import { saveGeneralSettings } from '../settings/settingsRepository';
import { raiseAlert } from '../alerts/alertRepository';
import { changeUser } from '../users/changeLog';
import { findUserByEmail, findUserById } from '../users/userRepository';
import { computeContactToday, listContactToday, runMorningList } from './contactTodayRepository';
import { before, deskData } from './contactToday.test-utils';
import { dayBounds, readFigures } from './contactTodayFigures';

// Contact-today (spec 4 §5; docs/decisions/desk.md): each built reason from the data that triggers
// it and the data that must not, with a fixed clock. A Wednesday, so no Monday-only rule runs.
const t = serverAppPerFile();
const data = deskData(() => t.database.db);
const NOW = new Date('2026-06-17T08:00:00Z');
const DAY = '2026-06-17';
const YESTERDAY = before(NOW, 22);
const DAY_BEFORE = before(NOW, 46);
const LAST_WEEK = before(NOW, 118);
const ids = { manager: 0 };

beforeAll(async () => {
  ids.manager = (await findUserByEmail(t.database.db, 'manager@example.com'))!.id;
});

const compute = (now = NOW) => computeContactToday(t.database.db, now);
const { Lead, FTD, Sale } = PixelAction;

describe('stopped affiliates', () => {
  it('no_traffic_24h: clicks in the week before and none yesterday; not with clicks yesterday or too few before', async () => {
    const [stopped, going, few] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    await data.clicks(stopped, LAST_WEEK, 5);
    await data.clicks(going, LAST_WEEK, 5);
    await data.clicks(going, YESTERDAY, 1);
    await data.clicks(few, LAST_WEEK, 2);
    await compute();
    expect(await data.reasons(stopped, DAY)).toEqual(['no_traffic_24h']);
    expect((await data.rows(stopped))[0]).toMatchObject({ priority: 3, status: 1, detail: '5 → 0' });
    expect(await data.reasons(going, DAY)).not.toContain('no_traffic_24h');
    expect(await data.reasons(few, DAY)).toEqual([]);
  });

  it('no_lead_24h and no_ftd_24h: leads or FTDs in the week before, none yesterday while clicks go on; refused leads and voided FTDs do not count', async () => {
    const [stopped, going, refused] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    for (const a of [stopped, going, refused]) {
      await data.clicks(a, LAST_WEEK, 5);
      await data.clicks(a, YESTERDAY, 5);
    }
    await data.leads(stopped, LAST_WEEK, 2);
    await data.conversions(stopped, LAST_WEEK, 1, Lead);
    await data.conversions(stopped, LAST_WEEK, 3, FTD);
    await data.leads(going, LAST_WEEK, 3);
    await data.leads(going, YESTERDAY, 1);
    await data.conversions(going, LAST_WEEK, 3, FTD);
    await data.conversions(going, YESTERDAY, 1, FTD);
    // a lead refused at intake and voided FTDs are not activity
    await data.leads(refused, LAST_WEEK, 5, 'GB', 'VALIDATION_FAILED');
    await data.conversions(refused, LAST_WEEK, 5, FTD, '0', 1);
    await compute();
    expect(await data.reasons(stopped, DAY)).toEqual(['no_ftd_24h', 'no_lead_24h']);
    expect(await data.reasons(going, DAY)).toEqual([]);
    expect(await data.reasons(refused, DAY)).toEqual([]);
  });
});

describe('rates over 24 hours', () => {
  async function twoDays(a: number, clicks: number) {
    await data.clicks(a, DAY_BEFORE, clicks);
    await data.clicks(a, YESTERDAY, clicks);
  }

  it('cr_increase_24h / cr_decrease_24h: conversions per click moved by half or more over 100 clicks a day; not a smaller move or fewer clicks', async () => {
    const [up, down, flat, small] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager), await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    for (const a of [up, down, flat]) await twoDays(a, 100);
    await twoDays(small, 50);
    await data.conversions(up, DAY_BEFORE, 4, Sale);
    await data.conversions(up, YESTERDAY, 8, Sale);
    await data.conversions(down, DAY_BEFORE, 8, Sale);
    await data.conversions(down, YESTERDAY, 4, Sale);
    await data.conversions(flat, DAY_BEFORE, 4, Sale);
    await data.conversions(flat, YESTERDAY, 5, Sale);
    await data.conversions(small, DAY_BEFORE, 2, Sale);
    await data.conversions(small, YESTERDAY, 8, Sale);
    await compute();
    expect(await data.reasons(up, DAY)).toEqual(['cr_increase_24h']);
    expect((await data.rows(up))[0]).toMatchObject({ detail: '4.0% → 8.0%', priority: 1 });
    expect(await data.reasons(down, DAY)).toEqual(['cr_decrease_24h']);
    expect((await data.rows(down))[0]).toMatchObject({ priority: 2 });
    expect(await data.reasons(flat, DAY)).toEqual([]);
    expect(await data.reasons(small, DAY)).toEqual([]);
  });

  it('epc_increase_24h / epc_decrease_24h: commission per click moved by half or more; the same commission is no move', async () => {
    const [up, down, same] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    for (const a of [up, down, same]) await twoDays(a, 100);
    await data.conversions(up, DAY_BEFORE, 4, Sale, '10.00');
    await data.conversions(up, YESTERDAY, 4, Sale, '20.00');
    await data.conversions(down, DAY_BEFORE, 4, Sale, '20.00');
    await data.conversions(down, YESTERDAY, 4, Sale, '9.99');
    await data.conversions(same, DAY_BEFORE, 4, Sale, '10.00');
    await data.conversions(same, YESTERDAY, 4, Sale, '10.00');
    await compute();
    expect(await data.reasons(up, DAY)).toEqual(['epc_increase_24h']);
    expect((await data.rows(up))[0]).toMatchObject({ detail: '0.40 → 0.80' });
    expect(await data.reasons(down, DAY)).toEqual(['epc_decrease_24h']);
    expect(await data.reasons(same, DAY)).toEqual([]);
  });

  it('ctl_increase_24h / ctl_decrease_24h: leads per click moved by half or more', async () => {
    const [up, down, flat] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    for (const a of [up, down, flat]) await twoDays(a, 100);
    await data.leads(up, DAY_BEFORE, 5);
    await data.leads(up, YESTERDAY, 10);
    await data.leads(down, DAY_BEFORE, 10);
    await data.leads(down, YESTERDAY, 5);
    await data.leads(flat, DAY_BEFORE, 10);
    await data.leads(flat, YESTERDAY, 9);
    await compute();
    expect(await data.reasons(up, DAY)).toEqual(['ctl_increase_24h']);
    expect(await data.reasons(down, DAY)).toEqual(['ctl_decrease_24h']);
    expect(await data.reasons(flat, DAY)).toEqual([]);
  });
});

describe('new starts', () => {
  it('new_geo_started_click / _lead: a country yesterday the affiliate had none of in the 30 days before; not a known one', async () => {
    const [fresh, known] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    for (const a of [fresh, known]) {
      await data.clicks(a, LAST_WEEK, 2, 'GB');
      await data.leads(a, LAST_WEEK, 1, 'GB');
      await data.clicks(a, YESTERDAY, 1, 'GB');
      await data.leads(a, YESTERDAY, 1, 'GB');
    }
    await data.clicks(fresh, YESTERDAY, 2, 'DE');
    await data.clicks(fresh, YESTERDAY, 1, 'FR');
    await data.leads(fresh, YESTERDAY, 1, 'DE');
    await compute();
    expect(await data.reasons(fresh, DAY)).toEqual(['new_geo_started_click', 'new_geo_started_lead']);
    const rows = await data.rows(fresh);
    expect(rows.find((r) => r.reason === 'new_geo_started_click')).toMatchObject({ detail: 'DE, FR', priority: 2 });
    expect(rows.find((r) => r.reason === 'new_geo_started_lead')).toMatchObject({ detail: 'DE' });
    expect(await data.reasons(known, DAY)).toEqual([]);
  });

  it('first_campaign_started: activity yesterday and never before (not also a new geo); not for an affiliate at work 40 days ago', async () => {
    const [first, returning] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    await data.clicks(first, YESTERDAY, 3, 'DE');
    await data.leads(first, YESTERDAY, 1, 'DE');
    await data.clicks(returning, before(NOW, 40 * 24), 1, 'GB');
    await data.clicks(returning, YESTERDAY, 1, 'GB');
    await compute();
    expect(await data.reasons(first, DAY)).toEqual(['first_campaign_started']);
    expect((await data.rows(first))[0]).toMatchObject({ detail: '3 / 1 / 0' });
    // back after 40 days: not a first campaign (their country, unseen for 30 days, reads as a new geo)
    expect(await data.reasons(returning, DAY)).toEqual(['new_geo_started_click']);
  });
});

describe('alerts and payouts', () => {
  it('unresolved_critical_alerts: a High alert about the affiliate still unread a day later; not a fresh one, nor a read one', async () => {
    const [old, fresh, read] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    const alert = (a: number, at: Date) => raiseAlert(t.database.db, { kind: 'risky_traffic', subject: `affiliate:${a}`, name: `#${a}`, link: '/click-log', affiliateId: a }, { now: at });
    await alert(old, before(NOW, 30));
    await alert(fresh, before(NOW, 2));
    await alert(read, before(NOW, 30));
    await t.database.db.update(alerts).set({ status: 1 }).where(eq(alerts.subject, `affiliate:${read}`));
    await compute();
    expect(await data.reasons(old, DAY)).toEqual(['unresolved_critical_alerts']);
    expect((await data.rows(old))[0]).toMatchObject({ detail: '1', priority: 3 });
    expect(await data.reasons(fresh, DAY)).toEqual([]);
    expect(await data.reasons(read, DAY)).toEqual([]);
  });

  it('expired_payment_date: an unpaid payout 14 days past its period; not a recent one, nor a completed or cancelled one', async () => {
    const [late, recent, paid] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    await data.payout(late, PayoutStatus.AwaitingInvoice, '2026-06-01');
    await data.payout(recent, PayoutStatus.Pending, '2026-06-10');
    await data.payout(paid, PayoutStatus.Completed, '2026-05-01');
    await data.payout(paid, PayoutStatus.Cancelled, '2026-05-01');
    await compute();
    expect(await data.reasons(late, DAY)).toEqual(['expired_payment_date']);
    expect(await data.reasons(recent, DAY)).toEqual([]);
    expect(await data.reasons(paid, DAY)).toEqual([]);
  });
});

describe('Monday and first-of-month rules', () => {
  const MONDAY = new Date('2026-06-15T08:00:00Z');
  const SATURDAY = new Date('2026-06-13T12:00:00Z');

  it('traffic_on_weekend: on a Monday, clicks on the weekend just past and none the weekend before; not every weekend, nor on a Wednesday', async () => {
    const [started, always] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    await data.clicks(started, SATURDAY, 2);
    await data.clicks(always, SATURDAY, 2);
    await data.clicks(always, before(SATURDAY, 7 * 24), 2);
    await compute(MONDAY);
    expect(await data.reasons(started, '2026-06-15')).toContain('traffic_on_weekend');
    expect(await data.reasons(always, '2026-06-15')).not.toContain('traffic_on_weekend');
    expect(await data.reasons(started, DAY)).not.toContain('traffic_on_weekend');
  });

  it('weekly_ftd_compare: on a Monday, last week’s FTDs moved by half or more from the week before, with 5 or more', async () => {
    const [moved, steady] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    for (const a of [moved, steady]) await data.clicks(a, before(MONDAY, 10 * 24), 1);
    await data.conversions(moved, before(MONDAY, 10 * 24), 4, FTD);
    await data.conversions(moved, before(MONDAY, 3 * 24), 10, FTD);
    await data.conversions(steady, before(MONDAY, 10 * 24), 5, FTD);
    await data.conversions(steady, before(MONDAY, 3 * 24), 5, FTD);
    await compute(MONDAY);
    expect(await data.reasons(moved, '2026-06-15')).toContain('weekly_ftd_compare');
    expect((await data.rows(moved)).find((r) => r.reason === 'weekly_ftd_compare')).toMatchObject({ detail: '4 → 10' });
    expect(await data.reasons(steady, '2026-06-15')).not.toContain('weekly_ftd_compare');
  });

  it('monthly_ftd_compare: on the 1st, last month’s FTDs against the month before', async () => {
    const FIRST = new Date('2026-08-01T08:00:00Z');
    const [moved, steady] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    await data.conversions(moved, new Date('2026-06-10T10:00:00Z'), 10, FTD);
    await data.conversions(moved, new Date('2026-07-10T10:00:00Z'), 3, FTD);
    await data.conversions(steady, new Date('2026-06-10T10:00:00Z'), 6, FTD);
    await data.conversions(steady, new Date('2026-07-10T10:00:00Z'), 6, FTD);
    await compute(FIRST);
    expect(await data.reasons(moved, '2026-08-01')).toContain('monthly_ftd_compare');
    expect(await data.reasons(steady, '2026-08-01')).not.toContain('monthly_ftd_compare');
  });
});

describe('EPC compares', () => {
  const MONDAY = new Date('2026-06-15T08:00:00Z');
  const FIRST = new Date('2026-08-01T08:00:00Z');

  /** 100 clicks and 4 sales at `at`, each sale earning `commission` */
  async function period(a: number, at: Date, commission: string) {
    await data.clicks(a, at, 100);
    await data.conversions(a, at, 4, Sale, commission);
  }

  it('weekly_epc_compare: on a Monday, last week’s commission per click moved by half or more from the week before; not the same EPC, nor on a Wednesday', async () => {
    const [up, down, steady] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    await period(up, before(MONDAY, 10 * 24), '10.00');
    await period(up, before(MONDAY, 3 * 24), '20.00');
    await period(down, before(MONDAY, 10 * 24), '20.00');
    await period(down, before(MONDAY, 3 * 24), '9.99');
    await period(steady, before(MONDAY, 10 * 24), '10.00');
    await period(steady, before(MONDAY, 3 * 24), '12.00');
    await compute(MONDAY);
    expect(await data.reasons(up, '2026-06-15')).toContain('weekly_epc_compare');
    expect((await data.rows(up)).find((r) => r.reason === 'weekly_epc_compare')).toMatchObject({ detail: '0.40 → 0.80', priority: 2 });
    expect((await data.rows(down)).find((r) => r.reason === 'weekly_epc_compare')).toMatchObject({ detail: '0.80 → 0.40' });
    expect(await data.reasons(steady, '2026-06-15')).not.toContain('weekly_epc_compare');
    // two days later the same weeks are no reason: the compare runs on Mondays only
    await compute(new Date('2026-06-17T08:00:00Z'));
    expect(await data.reasons(up, '2026-06-17')).not.toContain('weekly_epc_compare');
  });

  it('monthly_epc_compare: on the 1st, last month’s commission per click against the month before; not too few clicks, nor on the 2nd', async () => {
    const [moved, steady, few] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager), await data.affiliate(ids.manager)];
    await period(moved, new Date('2026-06-10T10:00:00Z'), '10.00');
    await period(moved, new Date('2026-07-10T10:00:00Z'), '25.00');
    await period(steady, new Date('2026-06-10T10:00:00Z'), '10.00');
    await period(steady, new Date('2026-07-10T10:00:00Z'), '10.00');
    // 50 clicks a month: below the 100 a rate needs
    await data.clicks(few, new Date('2026-06-10T10:00:00Z'), 50);
    await data.conversions(few, new Date('2026-06-10T10:00:00Z'), 4, Sale, '1.00');
    await data.clicks(few, new Date('2026-07-10T10:00:00Z'), 50);
    await data.conversions(few, new Date('2026-07-10T10:00:00Z'), 4, Sale, '9.00');
    await compute(FIRST);
    expect(await data.reasons(moved, '2026-08-01')).toContain('monthly_epc_compare');
    expect((await data.rows(moved)).find((r) => r.reason === 'monthly_epc_compare')).toMatchObject({ detail: '0.40 → 1.00' });
    expect(await data.reasons(steady, '2026-08-01')).not.toContain('monthly_epc_compare');
    expect(await data.reasons(few, '2026-08-01')).not.toContain('monthly_epc_compare');
    await compute(new Date('2026-08-02T08:00:00Z'));
    expect(await data.reasons(moved, '2026-08-02')).not.toContain('monthly_epc_compare');
  });
});

describe('negative lead status', () => {
  /** moves the user's lead status as the users screen does, logged at `at` */
  const move = async (id: number, leadStatus: string, at: Date) =>
    changeUser(t.database.db, { id: ids.manager, ip: '' }, (await findUserById(t.database.db, id))!, { leadStatus }, at);

  it('{hash}: moved to Not interested or Declined yesterday and still there; not a move between two negative ones, an older one, one taken back, nor No answer', async () => {
    const [declined, notInterested, between, older, takenBack, noAnswer] = await Promise.all(Array.from({ length: 6 }, () => data.affiliate(ids.manager)));
    await move(declined!, 'call_again', before(NOW, 40));
    await move(declined!, 'declined', YESTERDAY);
    await move(notInterested!, 'not_interested', YESTERDAY);
    await t.database.db.update(users).set({ leadStatus: 'declined' }).where(eq(users.id, between!));
    await move(between!, 'not_interested', YESTERDAY);
    await move(older!, 'declined', DAY_BEFORE);
    await move(takenBack!, 'declined', YESTERDAY);
    await move(takenBack!, 'approved', before(NOW, 2));
    await move(noAnswer!, 'no_answer', YESTERDAY);
    await compute();
    expect(await data.reasons(declined!, DAY)).toEqual(['{hash}']);
    // the row keeps the move in status codes: the screen shows them in the reader's language
    expect((await data.rows(declined!))[0]).toMatchObject({ detail: 'call_again → declined', priority: 2 });
    expect((await data.rows(notInterested!))[0]).toMatchObject({ reason: '{hash}', detail: 'new → not_interested' });
    for (const a of [between, older, takenBack, noAnswer]) expect(await data.reasons(a!, DAY)).toEqual([]);
  });
});

describe('a manager’s book', () => {
  /** `n` fresh affiliates of the manager; the first `before` clicked the day before, the first `after` yesterday */
  async function book(manager: number, n: number, active: { before: number; after: number }) {
    const made = await Promise.all(Array.from({ length: n }, () => data.affiliate(manager)));
    for (const [i, a] of made.entries()) {
      if (i < active.before) await data.clicks(a, DAY_BEFORE, 1);
      if (i < active.after) await data.clicks(a, YESTERDAY, 1);
    }
  }

  it('active_affiliate_increase / _decrease: the affiliates with any activity yesterday against the day before, moved by 30 % of the larger, with 5 or more; one row naming the manager, no affiliate', async () => {
    const [grower, shrinker, steady, small] = [await data.manager(), await data.manager(), await data.manager(), await data.manager()];
    await book(grower, 6, { before: 2, after: 6 });
    await book(shrinker, 6, { before: 6, after: 3 });
    await book(steady, 6, { before: 5, after: 4 });
    await book(small, 4, { before: 1, after: 4 });
    await compute();
    expect(await data.bookReasons(grower, DAY)).toEqual(['active_affiliate_increase']);
    expect((await data.bookRows(grower))[0]).toMatchObject({ affiliateId: null, managerId: grower, detail: '2 → 6', priority: 1 });
    expect(await data.bookReasons(shrinker, DAY)).toEqual(['active_affiliate_decrease']);
    expect((await data.bookRows(shrinker))[0]).toMatchObject({ detail: '6 → 3', priority: 2 });
    expect(await data.bookReasons(steady, DAY)).toEqual([]);
    expect(await data.bookReasons(small, DAY)).toEqual([]);
  });

  it('new_affiliate_increase: 3 or more affiliates signed up yesterday, at least twice the day before; not fewer, nor a smaller rise', async () => {
    const [more, less, flat] = [await data.manager(), await data.manager(), await data.manager()];
    const signUp = async (manager: number, at: Date) => {
      const a = await data.affiliate(manager);
      await t.database.db.update(users).set({ createdAt: at }).where(eq(users.id, a));
    };
    for (const at of [YESTERDAY, YESTERDAY, YESTERDAY, DAY_BEFORE]) await signUp(more, at);
    for (const at of [YESTERDAY, YESTERDAY]) await signUp(less, at);
    for (const at of [YESTERDAY, YESTERDAY, YESTERDAY, DAY_BEFORE, DAY_BEFORE]) await signUp(flat, at);
    await compute();
    expect(await data.bookReasons(more, DAY)).toEqual(['new_affiliate_increase']);
    expect((await data.bookRows(more))[0]).toMatchObject({ detail: '1 → 3', priority: 1 });
    expect(await data.bookReasons(less, DAY)).toEqual([]);
    expect(await data.bookReasons(flat, DAY)).toEqual([]);
  });

  it('a book row is its manager’s: listed to them with their name, not to another manager; their recompute keeps it and leaves other books alone', async () => {
    const [mine, theirs] = [await data.manager(), await data.manager()];
    await book(mine, 5, { before: 0, after: 5 });
    await book(theirs, 5, { before: 5, after: 0 });
    await compute();
    const db = t.database.db;
    const page = { perPage: 100, offset: 0 };
    const listed = async (managerId: number) => (await listContactToday(db, { managerId }, { day: DAY }, page)).rows;
    expect((await listed(mine)).filter((r) => r.affiliate_id === null)).toEqual([
      expect.objectContaining({ reason: 'active_affiliate_increase', manager_id: mine, affiliate_name: expect.stringMatching(/^Desk Manager /), detail: '0 → 5' }),
    ]);
    expect((await listed(theirs)).filter((r) => r.affiliate_id === null).map((r) => r.reason)).toEqual(['active_affiliate_decrease']);
    await computeContactToday(db, NOW, { managerId: mine });
    expect(await data.bookReasons(mine, DAY)).toEqual(['active_affiliate_increase']);
    expect(await data.bookReasons(theirs, DAY)).toEqual(['active_affiliate_decrease']);
  });
});

describe('a recompute', () => {
  it('removes a row nobody touched whose reason no longer holds, keeps one staff touched, and leaves other managers’ affiliates alone', async () => {
    const db = t.database.db;
    const other = await data.manager();
    const [quiet, noted, theirs] = [await data.affiliate(ids.manager), await data.affiliate(ids.manager), await data.affiliate(other)];
    for (const a of [quiet, noted, theirs]) await data.clicks(a, LAST_WEEK, 5);
    await compute();
    for (const a of [quiet, noted, theirs]) expect(await data.reasons(a, DAY)).toEqual(['no_traffic_24h']);
    await db.update(contactToday).set({ note: 'Called, sent the new creatives.' }).where(eq(contactToday.affiliateId, noted));
    // late clicks of yesterday arrive: no reason holds for any of the three any more
    for (const a of [quiet, noted, theirs]) await data.clicks(a, YESTERDAY, 1);
    await computeContactToday(db, NOW, { managerId: ids.manager });
    expect(await data.reasons(quiet, DAY)).toEqual([]);
    expect(await data.rows(noted)).toEqual([expect.objectContaining({ reason: 'no_traffic_24h', note: 'Called, sent the new creatives.' })]);
    expect(await data.reasons(theirs, DAY)).toEqual(['no_traffic_24h']);
    await compute();
    expect(await data.reasons(theirs, DAY)).toEqual([]);
  });
});

describe('a user removed', () => {
  it('takes the rows about them (as affiliate or as manager of a book) with them; the rows they changed stay, with no one named as the changer', async () => {
    const db = t.database.db;
    const [affiliate, manager, changer, kept] = [await data.affiliate(null), await data.manager(), await data.manager(), await data.affiliate(null)];
    await db.insert(contactToday).values([
      { affiliateId: affiliate, day: DAY, reason: 'no_traffic_24h', priority: 3 },
      { managerId: manager, day: DAY, reason: 'new_affiliate_increase', priority: 2 },
      { affiliateId: kept, day: DAY, reason: 'no_lead_24h', priority: 3, status: 2, changedBy: changer, changedAt: NOW },
    ]);
    await db.delete(users).where(inArray(users.id, [affiliate, manager, changer]));
    expect(await data.rows(affiliate)).toEqual([]);
    expect(await data.bookRows(manager)).toEqual([]);
    expect(await data.rows(kept)).toEqual([expect.objectContaining({ reason: 'no_lead_24h', status: 2, changedBy: null })]);
  });
});

describe('the morning job', () => {
  it('computes once a day from the morning hour in the workspace time zone; a re-run, or a run after one killed half-way, writes nothing twice', async () => {
    const db = t.database.db;
    const a = await data.affiliate(ids.manager);
    const morning = new Date('2026-05-20T08:00:00Z');
    await data.clicks(a, before(morning, 100), 5);
    // 05:00 local: not yet
    expect(await runMorningList(db, new Date('2026-05-20T05:00:00Z'))).toBeNull();
    // a run killed half-way: some rows written, no run mark (its transaction would have rolled back; here a row survives to prove the key)
    await db.insert(contactToday).values({ affiliateId: a, day: '2026-05-20', reason: 'no_traffic_24h', priority: 3 });
    expect(await runMorningList(db, morning)).toBe('2026-05-20');
    expect(await runMorningList(db, new Date('2026-05-20T09:00:00Z'))).toBeNull();
    expect(await data.reasons(a, '2026-05-20')).toEqual(['no_traffic_24h']);
    expect(await db.select().from(contactTodayRuns).where(eq(contactTodayRuns.day, '2026-05-20'))).toHaveLength(1);
    // on demand again, at once from two processes: still one row
    await Promise.all([computeContactToday(db, morning), computeContactToday(db, morning)]);
    expect(await data.reasons(a, '2026-05-20')).toEqual(['no_traffic_24h']);
  });

  it('reads the day in the workspace time zone', async () => {
    const db = t.database.db;
    await saveGeneralSettings(db, { time_zone: 'Asia/Tokyo' }, new Date());
    try {
      // 22:00 UTC on 20 May is 07:00 on 21 May in Tokyo
      expect(await runMorningList(db, new Date('2026-05-20T22:00:00Z'))).toBe('2026-05-21');
    } finally {
      await saveGeneralSettings(db, { time_zone: 'UTC' }, new Date());
    }
  });
});

describe('where the traffic is read', () => {
  it('from the rollups where the day’s starts fall on their buckets (UTC days, whole hours), from the raw rows elsewhere, with the same figures', async () => {
    const db = t.database.db;
    const manager = await data.manager();
    const [a, b] = [await data.affiliate(manager), await data.affiliate(manager)];
    // a Monday that is the 1st, so every window is read; events at odd minutes, in two countries, a voided FTD
    const monday = new Date('2026-06-01T08:00:00Z');
    const at = (hours: number) => new Date(monday.getTime() - hours * 3_600_000 - 17 * 60_000);
    await data.clicks(a, at(22), 5);
    await data.clicks(a, at(47), 3, 'DE');
    await data.clicks(a, at(24 * 9), 4);
    await data.clicks(a, at(24 * 40), 6);
    await data.clicks(b, at(24 * 20), 2);
    await data.conversions(a, at(21), 2, FTD, '10.50');
    await data.conversions(a, at(50), 1, Lead, '3.25');
    await data.conversions(a, at(24 * 10), 2, Sale, '7.00');
    await data.conversions(a, at(24 * 35), 1, FTD, '5.00', 1);
    await data.leads(b, at(22), 2);
    for (const [zone, grain] of [['UTC', 'daily'], ['Europe/Berlin', 'hourly'], ['Asia/Kolkata', 'raw']] as const) {
      const bounds = await dayBounds(db, monday, zone);
      expect(bounds.grain).toBe(grain);
      for (const scope of [{ managerId: manager }, {}]) {
        expect(await readFigures(db, bounds, scope, monday)).toEqual(await readFigures(db, { ...bounds, grain: 'raw' }, scope, monday));
      }
    }
    const figures = (await readFigures(db, await dayBounds(db, monday, 'UTC'), { managerId: manager }, monday)).get(a)!;
    expect(figures).toMatchObject({ clicks: { cur: 5, prev: 3 }, ftds: { cur: 2, prev: 0 }, leads: { cur: 0, prev: 1 }, commissionMinor: { cur: 2100n, prev: 325n } });
    expect(figures.monthlyEpc).toMatchObject({ clicks: { cur: 5 + 3 + 4, prev: 6 }, conversions: { cur: 2 + 1 + 2, prev: 0 } });
  });
});
