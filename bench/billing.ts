import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { closeDuePeriods } from '../server/modules/billing/closeRepository';
import { freshPg } from './tracker';

// Closing a billing period for 10 000 affiliates with 1 000 000 conversions in three currencies and
// a month of daily click earnings each (300 000 click billing items) — its time and
// the process's peak memory — beside the plain SQL that only sums the same conversions per affiliate
// in the same run. The conversions are written set-based (the postback path is measured by
// `bench postbacks`); BILLING_BENCH_SCALE scales both sizes (default 1 on PostgreSQL, a tenth of it
// on PGlite, whose one connection runs in this process).
const SCALE = Number(process.env.BILLING_BENCH_SCALE ?? 1);
const SIZES = { pg: { affiliates: 10_000 * SCALE, conversions: 1_000_000 * SCALE }, pglite: { affiliates: 1_000 * SCALE, conversions: 100_000 * SCALE } };
const MONTH_START = '2030-01-01T00:00:00Z';
const CLOSE_AT = new Date('2030-02-01T01:00:00Z');

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function fill(database: Database, size: { affiliates: number; conversions: number }) {
  const { db } = database;
  await migrate(database);
  await seedDemo(db);
  await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, user_type, status_id)
    SELECT 'bill-aff-' || n || '@example.com', 'x', 'Bench', 'Affiliate ' || n, 2, 1 FROM generate_series(1, ${size.affiliates}::int) AS n`);
  const offer = rows<{ id: number }>(await db.execute(sql`SELECT id FROM offers ORDER BY id LIMIT 1`))[0]!.id;
  const started = performance.now();
  // a month of conversions spread over the bench affiliates: nine in ten payable, one in fifty voided
  for (let done = 0; done < size.conversions; done += 100_000) {
    const n = Math.min(100_000, size.conversions - done);
    await db.execute(sql`
      WITH a AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS j FROM users WHERE email LIKE 'bill-aff-%')
      INSERT INTO conversions (created_at, click_id, clicked_at, offer_id, affiliate_id, country, action, payable, commission, revenue, transaction_status, sum, currency, offer_currency, offer_sum, network_sum)
      SELECT ${MONTH_START}::timestamptz + ((g * 2654435761::bigint) % (30 * 86400)) * interval '1 second', 'bench-' || g,
        ${MONTH_START}::timestamptz, ${offer}, a.id, 'US', 2, CASE WHEN g % 10 = 0 THEN 0 ELSE 1 END, (g % 50) + 0.25, 80, CASE WHEN g % 50 = 0 THEN 1 ELSE 0 END,
        -- sales reported in three currencies, kept with their converted sums (docs/decisions/currencies.md)
        (ARRAY[100, 92, 15000])[g % 3 + 1], (ARRAY['USD', 'EUR', 'JPY'])[g % 3 + 1], 'USD', 100, 100
      FROM generate_series(${done + 1}::bigint, ${done + n}::bigint) AS g JOIN a ON a.j = g % ${size.affiliates}::int`);
  }
  // click commissions: every bench affiliate's earning clicks of each day of the month (click_earnings, as the clicks' trigger keeps it)
  await db.execute(sql`INSERT INTO click_earnings (day, affiliate_id, offer_id, clicks, commission, revenue)
    SELECT d::date, u.id, ${offer}, 10 + (u.id + extract(day FROM d)::int) % 40, (10 + (u.id + extract(day FROM d)::int) % 40) * 0.05, (10 + (u.id + extract(day FROM d)::int) % 40) * 0.08
    FROM users u CROSS JOIN generate_series(${MONTH_START}::timestamptz, ${MONTH_START}::timestamptz + interval '29 days', interval '1 day') AS d
    WHERE u.email LIKE 'bill-aff-%'`);
  await db.execute(sql`ANALYZE`);
  return (performance.now() - started) / 1000;
}

/** The process's resident memory high-water mark now (Linux VmHWM), in MB; null elsewhere. */
async function peakRssMb(): Promise<number | null> {
  try {
    const { readFileSync } = await import('node:fs');
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

async function measure(label: string, database: Database, size: { affiliates: number; conversions: number }) {
  const fillSeconds = await fill(database, size);
  const { db } = database;
  const plainStarted = performance.now();
  const plain = rows<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM (SELECT affiliate_id, sum(CASE WHEN payable = 1 AND transaction_status <> 1 THEN commission ELSE 0 END)
      FROM conversions WHERE created_at < ${CLOSE_AT.toISOString()}::timestamptz GROUP BY affiliate_id) s`),
  )[0]!.n;
  const plainMs = performance.now() - plainStarted;

  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = await peakRssMb();
  const started = performance.now();
  const closed = await closeDuePeriods(db, { defaultTerms: 0, systemThreshold: 50, currency: 'USD' }, CLOSE_AT);
  const closeMs = performance.now() - started;
  const heapAfter = process.memoryUsage().heapUsed;
  const rssAfter = await peakRssMb();
  const [items] = rows<{ all: number; clicks: number }>(await db.execute(sql`SELECT count(*)::int AS all, count(click_day)::int AS clicks FROM billing_items`));
  const again = performance.now();
  const second = await closeDuePeriods(db, { defaultTerms: 0, systemThreshold: 50, currency: 'USD' }, CLOSE_AT);
  const againMs = performance.now() - again;

  console.log(
    `billing close ${label}: ${size.affiliates.toLocaleString('en')} affiliates, ${size.conversions.toLocaleString('en')} conversions (written in ${fillSeconds.toFixed(0)} s)\n` +
      `  close the month: ${(closeMs / 1000).toFixed(2)} s → ${closed.periods} periods, ${closed.payouts} payouts, ${items.clicks.toLocaleString('en')} click items of ${items.all.toLocaleString('en')}   ` +
      `(plain SQL sum per affiliate: ${(plainMs / 1000).toFixed(2)} s for ${plain} affiliates; ×${(closeMs / plainMs).toFixed(1)})\n` +
      `  heap growth ${((heapAfter - heapBefore) / 1e6).toFixed(1)} MB; process peak RSS ${rssAfter === null ? 'n/a' : `${rssAfter.toFixed(0)} MB (was ${rssBefore!.toFixed(0)} MB)`}` +
      `; closing again (idempotent): ${(againMs / 1000).toFixed(2)} s, ${second.periods} periods` +
      (label === 'PostgreSQL' && SCALE === 1 ? `\n  goal: within 1.5× of 21.9 s (the close before currencies and click items) = ${(21.9 * 1.5).toFixed(1)} s` : ''),
  );
}

export async function printBillingBenchmarks() {
  const pg = await freshPg();
  try {
    await measure('PostgreSQL', pg.database, SIZES.pg);
  } finally {
    await pg.drop();
  }
  const lite = await openDatabase({});
  try {
    await measure('PGlite', lite, SIZES.pglite);
  } finally {
    await lite.close();
  }
}
