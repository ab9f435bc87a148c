import { asc, eq, sql } from 'drizzle-orm';
import { rebuildRollups, withoutIndexes } from '../modules/traffic/trafficRepository';
import type { Db } from './client';
import { offerGroups, offers, users } from './schema';

type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'update'>;

export interface TrafficSeedOptions {
  /** how many events (clicks, leads, sales, revshares) */
  events: number;
  /** days of history ending now */
  days?: number;
}

/** Offer groups and their offers: [name, [offer name, CPA payout, sale revenue, CPL payout, lead revenue]]. */
const DEMO_OFFERS: Array<[string, Array<[string, number, number, number, number]>]> = [
  ['Forex & CFD', [['FX Prime — EU', 250, 420, 18, 35], ['TradeLine — LATAM', 180, 300, 12, 25], ['CFD Academy — UK', 300, 520, 20, 40]]],
  ['Crypto', [['CoinVault Wallet', 120, 210, 8, 15], ['BitHarbor Exchange', 200, 360, 14, 28], ['Satoshi Signals', 90, 170, 6, 12]]],
  ['Casino', [['Lucky Star Casino', 150, 260, 0, 0], ['Golden Reel', 130, 240, 0, 0], ['Vegas Nights — DE', 170, 280, 0, 0]]],
  ['Sports betting', [['BetArena', 110, 190, 5, 10], ['GoalLine Bet', 95, 160, 4, 9], ['Champion Odds — BR', 80, 150, 4, 8]]],
];

/** Geo weights: where demo traffic comes from. */
const COUNTRIES: Array<[string, number]> = [
  ['US', 18], ['GB', 12], ['DE', 11], ['FR', 7], ['ES', 6], ['IT', 6], ['PL', 5], ['BR', 7], ['TR', 4], ['UA', 4],
  ['CA', 5], ['AU', 4], ['IN', 6], ['MX', 3], ['NL', 2],
];
/** Affiliate languages (Languages dictionary system names) and how common they are. */
const LANGUAGES: Array<[string, number]> = [['en', 10], ['de', 3], ['es', 3], ['ru', 3], ['fr', 2], ['pt-br', 2], ['it', 1], ['pl', 1], ['tr', 1], ['uk', 1]];
/** Share of the day's traffic per UTC hour: quiet at night in Europe, busiest in the evening. */
const HOUR_WEIGHTS = [3, 2, 2, 1, 1, 1, 2, 3, 4, 5, 6, 6, 6, 6, 7, 7, 8, 9, 10, 10, 9, 7, 5, 4];

/** Lower bounds of each item's share of [0, 1), for width_bucket(random(), bounds). */
function lowerBounds(weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  return weights.map((w) => {
    const bound = acc / total;
    acc += w;
    return bound;
  });
}

/** A repeatable pseudo-random sequence for the per-affiliate traits (not for the events themselves). */
const traits = (i: number) => ((Math.sin(i * 12.9898 + 78.233) * 43758.5453) % 1 + 1) % 1;

const pgArray = (values: readonly (number | string | boolean)[], type: string) =>
  sql.raw(`ARRAY[${values.map((v) => (typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v))).join(',')}]::${type}[]`);

/** Offer groups and offers, once (seeded even without events: tests write their own against them). */
async function seedOffers(db: Executor): Promise<void> {
  if ((await db.select({ id: offers.id }).from(offers).limit(1)).length) return;
  for (const [group, items] of DEMO_OFFERS) {
    const [row] = await db.insert(offerGroups).values({ name: group }).returning({ id: offerGroups.id });
    await db.insert(offers).values(items.map(([name]) => ({ name, offerGroupId: row!.id })));
  }
}

/**
 * A few months of plausible traffic, written set-based: one INSERT … SELECT over
 * generate_series draws every event (affiliate, offer, geo, day and hour from weighted tables,
 * kind from the affiliate's quality), then the rollups are built from the events in two
 * GROUPING SETS passes. No per-row round trips, so a million events take well under a minute.
 */
export async function seedTraffic(db: Executor, options: TrafficSeedOptions): Promise<void> {
  const days = options.days ?? 120;
  await seedOffers(db);
  if (options.events <= 0) return;
  const affiliates = await db
    .select({ id: users.id, managerId: users.managerId, commissionTypeId: users.commissionTypeId })
    .from(users)
    .where(eq(users.userType, 2))
    .orderBy(asc(users.id));
  const offerRows = await db.select({ id: offers.id, groupId: offers.offerGroupId }).from(offers).orderBy(asc(offers.id));
  if (affiliates.length === 0 || offerRows.length === 0) return;
  const economics = DEMO_OFFERS.flatMap(([, items]) => items);

  // a few affiliates bring most of the traffic; quality moves their conversion rates
  const affWeights = affiliates.map((_, i) => 1 / Math.pow(1 + ((i * 7) % affiliates.length), 0.9));
  const languageBounds = lowerBounds(LANGUAGES.map(([, w]) => w));
  const languageOf = (i: number) => LANGUAGES[languageBounds.findLastIndex((b) => b <= traits(i + 101))]![0];
  const dayWeights = Array.from({ length: days }, (_, d) => {
    const growth = 1 + (0.6 * d) / days;
    const weekday = (new Date(Date.now() - (days - d) * 86_400_000).getUTCDay() + 6) % 7;
    return growth * (weekday >= 5 ? 0.8 : 1);
  });
  const end = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const start = new Date(end.getTime() - days * 86_400_000);

  await db.execute(sql`SELECT setseed(0.2024)`);
  await withoutIndexes(db, 'traffic_events', async () => {
    await db.execute(sql`
    INSERT INTO traffic_events (occurred_at, kind, affiliate_id, manager_id, offer_id, offer_group_id, country, language, commission, revenue)
    SELECT t, kind, aff_id, mgr_id, offer_id, group_id, country, language,
      CASE WHEN kind = 2 AND cpl THEN cpl_pay WHEN kind = 3 AND NOT cpl THEN cpa_pay WHEN kind = 4 THEN rs ELSE 0 END,
      CASE WHEN kind = 2 THEN lead_rev WHEN kind = 3 THEN sale_rev WHEN kind = 4 THEN round(rs * 1.6, 2) ELSE 0 END
    FROM (
      SELECT ${start.toISOString()}::timestamptz + (g.di - 1) * interval '1 day' + (g.hi - 1 + g.rm) * interval '1 hour' AS t,
        CASE WHEN g.rk < 0.02 * a.quality THEN 3 WHEN g.rk < 0.03 * a.quality THEN 4 WHEN g.rk < 0.12 * a.quality THEN 2 ELSE 1 END AS kind,
        a.id AS aff_id, a.manager_id AS mgr_id, a.language, a.cpl, o.id AS offer_id, o.group_id, o.cpa_pay, o.sale_rev, o.cpl_pay, o.lead_rev,
        (${pgArray(COUNTRIES.map(([c]) => c), 'text')})[g.ci] AS country, round((10 + g.rv * 50)::numeric, 2) AS rs
      FROM (
        SELECT width_bucket(random(), ${pgArray(lowerBounds(affWeights), 'float8')}) AS ai,
          width_bucket(random(), ${pgArray(lowerBounds(offerRows.map((_, i) => 1 + ((i * 5) % 4))), 'float8')}) AS oi,
          width_bucket(random(), ${pgArray(lowerBounds(COUNTRIES.map(([, w]) => w)), 'float8')}) AS ci,
          width_bucket(random(), ${pgArray(lowerBounds(dayWeights), 'float8')}) AS di,
          width_bucket(random(), ${pgArray(lowerBounds(HOUR_WEIGHTS), 'float8')}) AS hi,
          random() AS rm, random() AS rk, random() AS rv
        FROM generate_series(1, ${Math.ceil(options.events * 1.02) + 10}) AS s(n)
      ) g
      JOIN unnest(${pgArray(affiliates.map((a) => a.id), 'int')}, ${pgArray(affiliates.map((a) => a.managerId ?? 0), 'int')},
        ${pgArray(affiliates.map((_, i) => languageOf(i)), 'text')}, ${pgArray(affiliates.map((_, i) => 0.5 + traits(i)), 'float8')},
        ${pgArray(affiliates.map((a) => a.commissionTypeId === 2), 'boolean')}) WITH ORDINALITY AS a(id, manager_id, language, quality, cpl, n)
        ON a.n = g.ai
      JOIN unnest(${pgArray(offerRows.map((o) => o.id), 'int')}, ${pgArray(offerRows.map((o) => o.groupId), 'int')},
        ${pgArray(offerRows.map((_, i) => economics[i % economics.length]![1]), 'numeric')},
        ${pgArray(offerRows.map((_, i) => economics[i % economics.length]![2]), 'numeric')},
        ${pgArray(offerRows.map((_, i) => economics[i % economics.length]![3]), 'numeric')},
        ${pgArray(offerRows.map((_, i) => economics[i % economics.length]![4]), 'numeric')}) WITH ORDINALITY AS o(id, group_id, cpa_pay, sale_rev, cpl_pay, lead_rev, n)
        ON o.n = g.oi
    ) e
    WHERE t < ${end.toISOString()}::timestamptz
    LIMIT ${options.events}`);
  });
  await rebuildRollups(db);

  // an affiliate registered shortly before their first event (the demo accounts keep theirs)
  await db.execute(sql`
    UPDATE users u SET created_at = f.first - interval '1 day' * (1 + (u.id % 9))
    FROM (SELECT affiliate_id, min(occurred_at) AS first FROM traffic_events GROUP BY affiliate_id) f
    WHERE u.id = f.affiliate_id AND u.user_type = 2 AND u.email <> 'affiliate@example.com'`);
}
