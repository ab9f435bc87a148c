import { asc, eq, inArray, sql } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import { beforeAll } from 'vitest';
import { PixelAction, PixelType } from '../../../domain/enums/pixel';
import { TransactionStatus } from '../../../domain/enums/payout';
import { UserType } from '../../../domain/enums/user';
import type { Db } from '../../db/client';
import { offers, trackingDomains, users } from '../../db/schema';
import { moderate } from '../conversions/moderationRepository';
import { recordConversion } from '../conversions/recordRepository';
import { newClickId, type ClickRecord } from '../tracker/clickRecord';
import { writeClicks } from '../tracker/clickStore';
import type { ReportDimension } from './dimensions';
import { rowsOf } from '../../db/rows';
import { serverAppPerFile } from '../../../test/serverTest';

/** A small deterministic generator (mulberry32): the same fixture and the same draws every run. */
export function randomOf(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

export const FIXTURE_PERIOD = { period_type: 'custom_date', period_start: '2021-03-01', period_finish: '2021-03-14' } as const;
const START = Date.parse('2021-03-01T00:00:00Z');

/**
 * Ten days of clicks in March 2021 for three affiliates of two managers, through the tracker's
 * click store, and conversions on a third of them through the postback's recording path (some
 * voided): every dimension of a report has several keys, some clicks are refused, some repeat.
 */
export async function writeReportFixture(db: Db) {
  const r = randomOf(20210301);
  const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;
  const people = { affiliate: await byEmail('affiliate@example.com'), sameManager: await byEmail('affiliate2@example.com'), otherManager: await byEmail('affiliate3@example.com') };
  const affiliates = [people.affiliate, people.sameManager, people.otherManager];
  const offerIds = (await db.select({ id: offers.id }).from(offers).orderBy(asc(offers.id)).limit(4)).map((o) => o.id);
  const domainIds = (await db.select({ id: trackingDomains.id }).from(trackingDomains).orderBy(asc(trackingDomains.id)).limit(2)).map((d) => d.id);
  const [admin] = await db.select().from(users).where(eq(users.userType, UserType.Admin)).limit(1);

  const clicks: ClickRecord[] = Array.from({ length: 360 }, () => {
    const affiliate = r.pick(affiliates);
    const refused = r.next() < 0.1;
    return {
      click_id: newClickId(),
      clicked_at: new Date(START + Math.floor(r.next() * 10 * 86_400_000)).toISOString(),
      offer_id: r.pick(offerIds),
      affiliate_id: affiliate.id,
      manager_id: affiliate.managerId ?? 0,
      tracking_domain_id: r.pick(domainIds),
      p1: r.pick(['alpha', 'beta', null]),
      p2: r.pick(['x', null]),
      p3: r.pick(['k1', 'k2', 'k3', null]),
      p4: null,
      p5: null,
      p6: null,
      p7: null,
      p8: null,
      p9: null,
      p10: null,
      ip: `198.51.100.${1 + Math.floor(r.next() * 40)}`,
      country: r.pick(['US', 'DE', 'GB']),
      device_type: r.pick([1, 2] as const),
      os: r.pick(['Windows', 'Android', 'iOS']),
      browser: r.pick(['Chrome', 'Safari']),
      referrer: r.pick(['', 'https://news.example.com/']),
      refusal: refused ? 'offer_paused' : null,
    } as ClickRecord;
  });
  await writeClicks(db, clicks);

  const ran = clicks.filter((c) => c.refusal === null);
  const recorded: number[] = [];
  for (let i = 0; i < 130; i++) {
    const click = r.pick(ran);
    const action = r.pick(PixelAction.values) as PixelAction;
    const outcome = await recordConversion(
      db,
      {
        clickId: click.click_id,
        action,
        pixelType: PixelType.S2S,
        sum: action === PixelAction.Lead || action === PixelAction.OptIn ? '0' : (10 + Math.floor(r.next() * 9000) / 100).toFixed(2),
        currency: 'USD',
        orderId: `R-${i}`,
        token: null,
        now: new Date(Date.parse(click.clicked_at) + Math.floor(r.next() * 72 * 3_600_000)),
      },
      { networkToken: null },
    );
    if (outcome.kind === 'recorded') recorded.push(outcome.conversionId);
  }
  for (const id of recorded.filter((_, i) => i % 9 === 4)) {
    await moderate(db, { id: admin!.id, userType: UserType.Admin }, id, { action: 'commission_void', reason: 'test_sale' }, admin!.id, new Date());
  }
  return { people, clickIds: clicks.map((c) => c.click_id), adminId: admin!.id };
}

export type ReportFixture = Awaited<ReturnType<typeof writeReportFixture>>;

/**
 * The report endpoints' tests start here: the server app over the file's own database (opened before
 * the file's tests, closed after) with the fixture written, and a session cookie per role.
 */
export function reportAppPerFile() {
  const t = serverAppPerFile();
  const cookies: Record<string, string> = {};
  const fixture = {} as ReportFixture;
  beforeAll(async () => {
    for (const role of ['admin', 'manager', 'affiliate'] as const) cookies[role] = await t.cookieFor(role);
    Object.assign(fixture, await writeReportFixture(t.database.db));
  });
  return { t, cookies, fixture };
}

export type Sums = { c: number; uc: number; bad: number; optin: number; lead: number; ftd: number; sale: number; rs: number; commission: number; revenue: number };
const ZERO: Sums = { c: 0, uc: 0, bad: 0, optin: 0, lead: 0, ftd: 0, sale: 0, rs: 0, commission: 0, revenue: 0 };
export type OracleEvent = { keys: Record<ReportDimension, string | number | null>; sums: Sums };

interface RawClick {
  click_id: string;
  clicked_at: string | Date;
  offer_id: number | null;
  affiliate_id: number | null;
  manager_id: number;
  tracking_domain_id: number;
  smart_link_id: number | null;
  smart_link_entry_id: number | null;
  country: string;
  device_type: number;
  os: string;
  browser: string;
  is_unique: boolean;
  refusal: string | null;
  /** what the click earned by its click payout rule, numeric text; null: nothing */
  commission: string | null;
  revenue: string | null;
  [p: string]: unknown;
}

/**
 * The oracle's events: every click and conversion of the fixture read back as plain rows (no
 * grouping in SQL) with each dimension's key worked out here, in the given zone.
 */
export async function oracleEvents(db: Db, clickIds: readonly string[], timeZone: string, range: { start: Date; finish: Date }): Promise<OracleEvent[]> {
  const clickRows = rowsOf<RawClick>(await db.execute(sql`SELECT * FROM clicks WHERE click_id IN (${sql.join(clickIds.map((id) => sql`${id}`), sql`, `)})`));
  const byId = new Map(clickRows.map((c) => [c.click_id, c]));
  const offerRows = await db.select({ id: offers.id, group: offers.offerGroupId, advertiser: offers.advertiserId }).from(offers);
  const offerOf = new Map(offerRows.map((o) => [o.id, o]));
  const conversions = rowsOf<{ click_id: string; created_at: string | Date; offer_id: number; affiliate_id: number; manager_id: number; country: string; action: number; commission: string; revenue: string; transaction_status: number }>(
    await db.execute(sql`SELECT click_id, created_at, offer_id, affiliate_id, manager_id, country, action, commission::text, revenue::text, transaction_status FROM conversions
      WHERE click_id IN (${sql.join(clickIds.map((id) => sql`${id}`), sql`, `)})`),
  );
  const inRange = (t: Date) => t >= range.start && t < range.finish;
  const keysOf = (at: Date, offerId: number | null, own: { affiliate: number | null; manager: number; country: string }, click: RawClick | undefined) => {
    const offer = offerId === null ? undefined : offerOf.get(offerId);
    const subIds = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i + 1}`, click ? ((click[`p${i + 1}`] as string | null) ?? '') : null]));
    return {
      date: formatInTimeZone(at, timeZone, 'yyyy-MM-dd'),
      hour: Number(formatInTimeZone(at, timeZone, 'H')),
      offer: offerId,
      offer_group: offer?.group ?? null,
      advertiser: offer?.advertiser ?? null,
      affiliate: own.affiliate,
      manager: own.manager,
      country: own.country,
      device_type: click?.device_type ?? null,
      os: click?.os ?? null,
      browser: click?.browser ?? null,
      tracking_domain: click?.tracking_domain_id ?? null,
      smart_link: click ? (click.smart_link_id ?? 0) : null,
      smart_link_entry: click ? (click.smart_link_entry_id ?? 0) : null,
      ...subIds,
    } as Record<ReportDimension, string | number | null>;
  };
  const events: OracleEvent[] = [];
  for (const c of clickRows) {
    const at = new Date(c.clicked_at);
    if (!inRange(at)) continue;
    const ran = c.refusal === null;
    events.push({
      keys: keysOf(at, c.offer_id, { affiliate: c.affiliate_id, manager: c.manager_id, country: c.country }, c),
      sums: { ...ZERO, c: ran ? 1 : 0, uc: ran && c.is_unique ? 1 : 0, bad: ran ? 0 : 1, commission: Number(c.commission ?? 0), revenue: Number(c.revenue ?? 0) },
    });
  }
  for (const v of conversions) {
    const at = new Date(v.created_at);
    if (!inRange(at) || v.transaction_status === TransactionStatus.Voided) continue;
    const is = (a: number) => (v.action === a ? 1 : 0);
    events.push({
      keys: keysOf(at, v.offer_id, { affiliate: v.affiliate_id, manager: v.manager_id, country: v.country }, byId.get(v.click_id)),
      sums: {
        ...ZERO,
        optin: is(PixelAction.OptIn),
        lead: is(PixelAction.Lead),
        ftd: is(PixelAction.FTD),
        sale: is(PixelAction.Sale),
        rs: is(PixelAction.Revshare),
        commission: Number(v.commission),
        revenue: Number(v.revenue),
      },
    });
  }
  return events;
}

export function sumEvents(events: readonly OracleEvent[]): Sums {
  return events.reduce((s, e) => Object.fromEntries(Object.keys(ZERO).map((k) => [k, s[k as keyof Sums] + e.sums[k as keyof Sums]])) as Sums, ZERO);
}

const ratio = (a: number, b: number, scale = 1) => (b === 0 ? 0 : Math.round((a * scale * 10000) / b) / 10000);

/** The report's measures from plain sums, by their definitions (docs/api.md, Reports). */
export function measuresOfSums(s: Sums): Record<string, number> {
  const commission = Math.round(s.commission * 100) / 100;
  const revenue = Math.round(s.revenue * 100) / 100;
  return {
    click_count: s.c,
    unique_click_count: s.uc,
    bad_click_count: s.bad,
    opt_in_count: s.optin,
    lead_count: s.lead,
    ftd_count: s.ftd,
    sale_count: s.ftd + s.sale,
    revshare_count: s.rs,
    commission,
    revenue,
    system_profit: Math.round((revenue - commission) * 100) / 100,
    cr: ratio(s.ftd + s.sale, s.lead, 100),
    cl_rate: ratio(s.lead, s.c, 100),
    epc: ratio(commission, s.c),
    roi: ratio(revenue - commission, commission, 100),
  };
}

export const usersOf = async (db: Db, ids: number[]) => db.select({ id: users.id, managerId: users.managerId }).from(users).where(inArray(users.id, ids));
