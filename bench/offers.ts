import { sql } from 'drizzle-orm';
import { CampaignAccess, CampaignStatus, CampaignUserRuleStatus } from '../domain/enums/campaign';
import { createApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { readConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { fmt, percentiles } from './stats';
import { freshPg } from './tracker';

// The offers list at 10 000 offers and 100 000 affiliate rules (offer_affiliates), for an
// admin and for an affiliate's marketplace, beside the plain SQL of the same page in the same run.
const OFFERS = 10_000;
const RULES = 100_000;
const AFFILIATES = 1_000;
const SAMPLES = 200;

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Set-based: affiliates, offers over every access type and status, ten affiliates' rules per offer. */
async function fill(database: Database) {
  const { db } = database;
  // the demo affiliate's keys: an affiliate the marketplace is open to
  await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, user_type, status_id, permissions)
    SELECT 'bench-aff-' || n || '@example.com', 'x', 'Bench', 'Affiliate ' || n, 2, 1, (SELECT permissions FROM users WHERE email = 'affiliate@example.com')
    FROM generate_series(1, ${AFFILIATES}) AS n`);
  const group = rows<{ id: number }>(await db.execute(sql`SELECT id FROM offer_groups ORDER BY id LIMIT 1`))[0]!.id;
  await db.execute(sql`INSERT INTO offers (name, offer_group_id, status, access, payout_cpa, revenue_cpa)
    SELECT 'Bench offer ' || n, ${group}, CASE WHEN n % 10 = 0 THEN 2 ELSE 1 END, 1 + (n % 4), 10 + n % 90, 20 + n % 90 FROM generate_series(1, ${OFFERS}) AS n`);
  await db.execute(sql`
    WITH o AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM offers WHERE name LIKE 'Bench offer %'),
         a AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS j FROM users WHERE email LIKE 'bench-aff-%')
    INSERT INTO offer_affiliates (offer_id, affiliate_id, status)
    SELECT o.id, a.id, (k % 3)::smallint FROM o CROSS JOIN generate_series(0, ${RULES / OFFERS - 1}) AS k
    JOIN a ON a.j = (o.i + k * 101) % ${AFFILIATES}`);
  await db.execute(sql`ANALYZE`);
  return rows<{ id: number }>(await db.execute(sql`SELECT id FROM users WHERE email = 'bench-aff-1@example.com'`))[0]!.id;
}

/** Both calls' timings, taken alternately, so a burst of load on the machine hits both alike. */
async function timedPair(route: () => Promise<unknown>, raw: () => Promise<unknown>) {
  const ours: number[] = [];
  const base: number[] = [];
  const time = async (run: () => Promise<unknown>, into: number[]) => {
    const started = performance.now();
    await run();
    into.push(performance.now() - started);
  };
  for (let i = 0; i < SAMPLES; i++) {
    await time(route, ours);
    await time(raw, base);
  }
  return { ours: percentiles(ours.slice(10)), base: percentiles(base.slice(10)) };
}

async function measure(label: string, database: Database) {
  const affiliateId = await fill(database);
  const config = readConfig({ SEED: 'none' });
  const app = createApp({ db: database.db, config, now: () => new Date(), clientIp: () => '127.0.0.1' });
  const admin = rows<{ id: number }>(await database.db.execute(sql`SELECT id FROM users WHERE email = 'admin@example.com'`))[0]!.id;
  const cookie = async (id: number) => `sid=${(await createSession(database.db, { idleMs: 3.6e6, absoluteMs: 3.6e6 }, id, { ip: '', userAgent: 'bench' })).token}`;
  const call = (role: string, sid: string) => async () => {
    const res = await app.request(`http://localhost/api/${role}/campaigns/list`, {
      method: 'POST',
      headers: { Cookie: sid, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: '{"page":1,"per_page":25}',
    });
    const body = (await res.json()) as { data?: unknown[] };
    if (res.status !== 200 || !body.data?.length) throw new Error(`${role} list answered ${res.status} with ${body.data?.length ?? 0} rows`);
  };
  const adminSid = await cookie(admin);
  const affiliateSid = await cookie(affiliateId);

  // the same page in plain SQL: the rows with their group, the total, and the page's rule counts
  const rawAdmin = async () => {
    // the same rows the route reads: every offer but the Deleted, with its group, category and advertiser
    const page = rows<{ id: number }>(
      await database.db.execute(sql`SELECT o.*, g.name AS group_name, m.name AS category_name, a.first_name, a.last_name FROM offers o
        JOIN offer_groups g ON g.id = o.offer_group_id LEFT JOIN marketplace_categories m ON m.id = o.marketplace_category_id
        LEFT JOIN users a ON a.id = o.advertiser_id WHERE o.status <> -1 ORDER BY o.id LIMIT 25`),
    );
    await database.db.execute(sql`SELECT count(*) FROM offers WHERE status <> -1`);
    await database.db.execute(sql`SELECT offer_id, count(*) FILTER (WHERE status = 2), count(*) FILTER (WHERE status = 0) FROM offer_affiliates
      WHERE offer_id IN (${sql.join(page.map((r) => sql`${r.id}`), sql`, `)}) GROUP BY offer_id`);
  };
  // visibleToAffiliate (server/modules/offers/offerRepository.ts) written out: Active, and Public or
  // ApplyToPromote, Private with an Approved rule, Unlisted with any rule not Deleted
  const { Unlisted, Private, ApplyToPromote, Public } = CampaignAccess;
  const { Approved, Deleted } = CampaignUserRuleStatus;
  const visible = sql.raw(`o.status = ${CampaignStatus.Active} AND (o.access IN (${Public}, ${ApplyToPromote}) OR (o.access = ${Private} AND r.status = ${Approved})
    OR (o.access = ${Unlisted} AND r.status IS NOT NULL AND r.status <> ${Deleted}))`);
  const rawMarket = async () => {
    const page = rows<{ id: number }>(
      await database.db.execute(sql`SELECT o.*, g.name, m.name, a.first_name, a.last_name, r.status, r.blocked FROM offers o JOIN offer_groups g ON g.id = o.offer_group_id
      LEFT JOIN marketplace_categories m ON m.id = o.marketplace_category_id LEFT JOIN users a ON a.id = o.advertiser_id
      LEFT JOIN offer_affiliates r ON r.offer_id = o.id AND r.affiliate_id = ${affiliateId} WHERE ${visible} ORDER BY o.id LIMIT 25`),
    );
    await database.db.execute(sql`SELECT count(*) FROM offers o LEFT JOIN offer_affiliates r ON r.offer_id = o.id AND r.affiliate_id = ${affiliateId} WHERE ${visible}`);
    // the page's payouts, as the route resolves them: the affiliate's active payout rules on these offers
    await database.db.execute(sql`SELECT * FROM payout_rules WHERE status = 1 AND affiliate_id = ${affiliateId}
      AND offer_id IN (${sql.join(page.map((r) => sql`${r.id}`), sql`, `)})`);
  };
  for (const [who, route, raw] of [['admin list', call('admin', adminSid), rawAdmin], ['affiliate marketplace', call('affiliate', affiliateSid), rawMarket]] as const) {
    const { ours, base } = await timedPair(route, raw);
    console.log(`offers ${who}, ${label}: p50 ${fmt(ours.p50)}  p95 ${fmt(ours.p95)}   plain SQL p50 ${fmt(base.p50)}  p95 ${fmt(base.p95)}   ratio ${(ours.p95 / base.p95).toFixed(2)}× (goal ≤ 2×)`);
  }
}

export async function printOfferBenchmarks(): Promise<void> {
  const lite = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(lite);
    await seedDemo(lite.db, { trafficEvents: 0 });
    await measure('PGlite', lite);
  } finally {
    await lite.close();
  }
  try {
    const { database, drop } = await freshPg();
    try {
      await migrate(database);
      await seedDemo(database.db, { trafficEvents: 0 });
      await measure('PostgreSQL', database);
    } finally {
      await drop();
    }
  } catch (error) {
    console.log(`offers on PostgreSQL: skipped (${(error as Error).message})`);
  }
}
