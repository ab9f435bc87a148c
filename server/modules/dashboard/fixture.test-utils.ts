import { asc, eq, inArray } from 'drizzle-orm';
import { addSums, EMPTY_SUMS, measuresOf, type Sums } from '../../../domain/dashboard/measures';
import type { Db } from '../../db/client';
import { offers, users } from '../../db/schema';
import { insertEvents, type TrafficEventInput } from '../traffic/trafficRepository';

/** The people of the fixed data set, read from the seeded demo workspace. */
export async function fixturePeople(db: Db) {
  const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;
  const manager = await byEmail('manager@example.com');
  const affiliate = await byEmail('affiliate@example.com');
  // affiliate2 shares the demo manager; affiliate3 belongs to manager2
  const sameManager = await byEmail('affiliate2@example.com');
  const otherManager = await byEmail('affiliate3@example.com');
  const offerRows = await db.select().from(offers).orderBy(asc(offers.id));
  return { manager, affiliate, sameManager, otherManager, offers: offerRows };
}

export type People = Awaited<ReturnType<typeof fixturePeople>>;

/** A small, fixed month of traffic (March 2021), with events on hour, day and half-hour edges. */
export function fixtureEvents(p: People): TrafficEventInput[] {
  const [o1, o2, o3, o4] = p.offers;
  const at = (iso: string) => new Date(iso);
  const A = p.affiliate.id;
  const B = p.sameManager.id;
  const C = p.otherManager.id;
  const clicks = (iso: string, affiliateId: number, n: number, offerId = o1!.id, country = 'US'): TrafficEventInput[] =>
    Array.from({ length: n }, (_, i) => ({ occurredAt: new Date(at(iso).getTime() + i * 60_000), kind: 'click', affiliateId, offerId, country }));
  return [
    ...clicks('2021-03-01T08:00:00Z', A, 10),
    ...clicks('2021-03-01T09:10:00Z', B, 6, o2!.id, 'DE'),
    ...clicks('2021-03-02T22:00:00Z', C, 8, o3!.id, 'GB'),
    ...clicks('2021-03-10T23:30:00Z', A, 4, o4!.id, 'FR'),
    { occurredAt: at('2021-03-01T08:20:00Z'), kind: 'lead', affiliateId: A, offerId: o1!.id, country: 'US', commission: 5, revenue: 12.5 },
    { occurredAt: at('2021-03-01T08:40:00Z'), kind: 'lead', affiliateId: A, offerId: o1!.id, country: 'US', commission: 5, revenue: 12.5 },
    { occurredAt: at('2021-03-01T09:30:00Z'), kind: 'lead', affiliateId: B, offerId: o2!.id, country: 'DE', revenue: 20 },
    { occurredAt: at('2021-03-03T00:15:00Z'), kind: 'lead', affiliateId: C, offerId: o3!.id, country: 'GB', commission: 7.25, revenue: 15 },
    { occurredAt: at('2021-03-01T12:00:00Z'), kind: 'sale', affiliateId: A, offerId: o1!.id, country: 'US', commission: 250, revenue: 420 },
    { occurredAt: at('2021-03-02T18:45:00Z'), kind: 'sale', affiliateId: B, offerId: o2!.id, country: 'DE', commission: 180, revenue: 300 },
    { occurredAt: at('2021-03-05T03:00:00Z'), kind: 'sale', affiliateId: C, offerId: o3!.id, country: 'GB', commission: 300, revenue: 260 },
    // 23:30 UTC: the 10th in UTC, the 11th at UTC+2 and UTC+5:30
    { occurredAt: at('2021-03-10T23:30:00Z'), kind: 'sale', affiliateId: A, offerId: o4!.id, country: 'FR', commission: 120.5, revenue: 210.75 },
    { occurredAt: at('2021-03-10T23:45:00Z'), kind: 'lead', affiliateId: A, offerId: o4!.id, country: 'FR', commission: 3, revenue: 6 },
    { occurredAt: at('2021-03-20T10:00:00Z'), kind: 'revshare', affiliateId: A, offerId: o1!.id, country: 'US', commission: 33.33, revenue: 53.33 },
    { occurredAt: at('2021-03-31T23:59:00Z'), kind: 'revshare', affiliateId: C, offerId: o3!.id, country: 'GB', commission: 10, revenue: 16 },
  ];
}

export async function writeFixture(db: Db): Promise<{ people: People; events: TrafficEventInput[] }> {
  const people = await fixturePeople(db);
  const events = fixtureEvents(people);
  await insertEvents(db, events);
  return { people, events };
}

/** The affiliates' managers, as insertEvents records them. */
export async function managerOf(db: Db, affiliateIds: number[]): Promise<Map<number, number>> {
  const rows = await db.select({ id: users.id, managerId: users.managerId }).from(users).where(inArray(users.id, affiliateIds));
  return new Map(rows.map((r) => [r.id, r.managerId ?? 0]));
}

/** Sums computed straight from the fixture's events, independently of the rollups. */
export function sumsOf(events: readonly TrafficEventInput[]): Sums {
  return events.reduce(
    (s, e) =>
      addSums(s, {
        click_count: e.kind === 'click' ? 1 : 0,
        lead_count: e.kind === 'lead' ? 1 : 0,
        sale_count: e.kind === 'sale' ? 1 : 0,
        revshare_count: e.kind === 'revshare' ? 1 : 0,
        commission: Number(e.commission ?? 0),
        revenue: Number(e.revenue ?? 0),
      }),
    EMPTY_SUMS,
  );
}

export const expected = (events: readonly TrafficEventInput[]) => measuresOf(sumsOf(events));

export const inRange = (events: readonly TrafficEventInput[], from: string, to: string) =>
  events.filter((e) => e.occurredAt >= new Date(from) && e.occurredAt < new Date(to));
