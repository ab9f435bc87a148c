import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { PixelAction } from '../../../domain/enums/pixel';
import { UserType } from '../../../domain/enums/userType';
import type { Db } from '../../db/client';
import { contactToday, conversions, leads, offers, payouts, trackingDomains, users } from '../../db/schema';
import { newClickId, subIds, type ClickRecord } from '../tracker/clickRecord';
import { writeClicks } from '../tracker/clickStore';

const HOUR = 3_600_000;

/** Builders of the data contact-today reads: clicks, leads and conversions of fresh affiliates at given instants. */
export function deskData(db: () => Db) {
  let made = 0;
  const place = async () => {
    const [offer] = await db().select({ id: offers.id }).from(offers).orderBy(asc(offers.id)).limit(1);
    const [domain] = await db().select({ id: trackingDomains.id }).from(trackingDomains).limit(1);
    return { offerId: offer!.id, domainId: domain!.id };
  };
  return {
    async affiliate(managerId: number | null) {
      made += 1;
      const [row] = await db()
        .insert(users)
        .values({ email: `desk-${made}-${randomUUID()}@example.com`, passwordHash: 'x', userType: UserType.Affiliate, firstName: 'Desk', lastName: `Affiliate ${made}`, managerId })
        .returning({ id: users.id });
      return row!.id;
    },
    /** a fresh manager (a book of their own), named `Desk Manager N` */
    async manager() {
      made += 1;
      const [row] = await db()
        .insert(users)
        .values({ email: `desk-manager-${made}-${randomUUID()}@example.com`, passwordHash: 'x', userType: UserType.Manager, firstName: 'Desk', lastName: `Manager ${made}` })
        .returning({ id: users.id });
      return row!.id;
    },
    /** the reasons of the rows about the manager's book on the day, sorted */
    async bookReasons(managerId: number, day: string) {
      const rows = await db().select().from(contactToday).where(sql`${contactToday.managerId} = ${managerId} AND ${contactToday.day} = ${day}`);
      return rows.map((r) => r.reason).sort();
    },
    async bookRows(managerId: number) {
      return db().select().from(contactToday).where(eq(contactToday.managerId, managerId));
    },
    /** `n` clicks of the affiliate at `at` (spread over the next minutes) from `country` */
    async clicks(affiliateId: number, at: Date, n: number, country = 'GB') {
      const { offerId, domainId } = await place();
      const records = Array.from(
        { length: n },
        (_, i): ClickRecord => ({
          click_id: newClickId(), clicked_at: new Date(at.getTime() + i * 1000).toISOString(), offer_id: offerId, affiliate_id: affiliateId, manager_id: 0,
          tracking_domain_id: domainId, ip: '81.2.69.160', country, device_type: 2, os: 'Linux', browser: '', referrer: '', refusal: null, ...subIds({}),
        }),
      );
      await writeClicks(db(), records);
    },
    /** `n` lead-distribution leads of the affiliate at `at` */
    async leads(affiliateId: number, at: Date, n: number, country = 'GB', status = 'ACCEPTED') {
      const { offerId } = await place();
      await db()
        .insert(leads)
        .values(Array.from({ length: n }, (_, i) => ({ id: randomUUID(), offerId, affiliateId, country, status, createdAt: new Date(at.getTime() + i * 1000) })));
    },
    /** `n` conversions of the action, each earning `commission` */
    async conversions(affiliateId: number, at: Date, n: number, action: PixelAction, commission = '0', transactionStatus = 0) {
      const { offerId } = await place();
      await db()
        .insert(conversions)
        .values(
          Array.from({ length: n }, (_, i) => ({
            clickId: newClickId(), clickedAt: at, offerId, affiliateId, country: 'GB', action, payable: 1, commission, transactionStatus,
            createdAt: new Date(at.getTime() + i * 1000),
          })),
        );
    },
    async payout(affiliateId: number, status: number, periodEnd: string) {
      await db().insert(payouts).values({ affiliateId, amount: '100.00', currency: 'USD', status, periodStart: '2026-01-01', periodEnd });
    },
    /** the reasons of the affiliate's rows on the day, sorted */
    async reasons(affiliateId: number, day: string) {
      const rows = await db().select().from(contactToday).where(sql`${contactToday.affiliateId} = ${affiliateId} AND ${contactToday.day} = ${day}`);
      return rows.map((r) => r.reason).sort();
    },
    async rows(affiliateId: number) {
      return db().select().from(contactToday).where(eq(contactToday.affiliateId, affiliateId));
    },
  };
}

/** An instant `hours` before `at`. */
export const before = (at: Date, hours: number) => new Date(at.getTime() - hours * HOUR);
