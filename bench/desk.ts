import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { dayBounds } from '../server/modules/desk/contactTodayFigures';
import { computeContactToday } from '../server/modules/desk/contactTodayRepository';
import { saveGeneralSettings } from '../server/modules/settings/settingsRepository';
import { ensureClickPartitions } from '../server/modules/tracker/partitions';
import { percentiles } from './stats';
import { freshPg } from './tracker';

// Contact-today for 10 000 affiliates over 1 000 000 conversions (and as many clicks, a tenth as
// many leads, lead-status moves) on PostgreSQL, computed on a Monday that is also the 1st (every
// rule runs, the monthly ones reading two months back), beside a plain SQL count per affiliate of
// the same clicks and conversions in the same run (goal ≤ 3×, under 60 s). DESK_BENCH_SCALE scales
// the sizes (0.1 for a quick run); DESK_BENCH_KEEP=1 keeps the filled database and prints its address.
const SCALE = Number(process.env.DESK_BENCH_SCALE ?? 1);
const SIZE = { managers: 20, affiliates: Math.round(10_000 * SCALE), conversions: Math.round(1_000_000 * SCALE) };
const NOW = new Date('2027-03-01T08:00:00Z');
const FROM = '2027-01-01T00:00:00Z';
const SECONDS = 59 * 86_400;

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
/** Runs `work`, adds its milliseconds to `runs`, and answers what it answered. */
async function timed<T>(runs: number[], work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  runs.push(performance.now() - started);
  return result;
}

async function fill(database: Database) {
  const { db } = database;
  await migrate(database);
  await seedDemo(db);
  for (const month of [new Date('2027-01-15T00:00:00Z'), new Date('2027-02-15T00:00:00Z')]) await ensureClickPartitions(db, month, 1);
  const started = performance.now();
  await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, user_type, status_id)
    SELECT 'desk-mgr-' || n || '@example.com', 'x', 'Bench', 'Manager ' || n, 1, 1 FROM generate_series(1, ${SIZE.managers}::int) AS n`);
  await db.execute(sql`
    WITH m AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS j FROM users WHERE email LIKE 'desk-mgr-%')
    INSERT INTO users (email, password_hash, first_name, last_name, user_type, status_id, manager_id, created_at)
    SELECT 'desk-aff-' || n || '@example.com', 'x', 'Bench', 'Affiliate ' || n, 2, 1, m.id, ${FROM}::timestamptz + ((n * 7919) % ${SECONDS}::int) * interval '1 second'
    FROM generate_series(1, ${SIZE.affiliates}::int) AS n JOIN m ON m.j = n % ${SIZE.managers}::int`);
  const offer = rows<{ id: number }>(await db.execute(sql`SELECT id FROM offers ORDER BY id LIMIT 1`))[0]!.id;
  const domain = rows<{ id: number }>(await db.execute(sql`SELECT id FROM tracking_domains ORDER BY id LIMIT 1`))[0]!.id;
  const aff = sql`SELECT id, row_number() OVER (ORDER BY id) - 1 AS j FROM users WHERE email LIKE 'desk-aff-%'`;
  const at = (g: SQL) => sql`${FROM}::timestamptz + ((${g} * 2654435761::bigint) % ${SECONDS}::int) * interval '1 second'`;
  // The triggers of the clicks, conversions and leads (the report rollups row by row, webhook events)
  // took most of a fill of ~18 minutes: the traffic is written with them off, in one transaction
  // (replica mode is this transaction's alone), and the rollups the desk reads are then written in
  // bulk, as migrations 0018 and 0021 wrote them for the rows before them.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    for (let done = 0; done < SIZE.conversions; done += 100_000) {
      const n = Math.min(100_000, SIZE.conversions - done);
      const g = sql`generate_series(${done + 1}::bigint, ${done + n}::bigint) AS g`;
      await tx.execute(sql`WITH a AS (${aff})
        INSERT INTO clicks (click_id, clicked_at, offer_id, affiliate_id, tracking_domain_id, ip, country, device_type, is_unique)
        SELECT 'desk-' || g, ${at(sql`(g + 17)`)}, ${offer}, a.id, ${domain}, '81.2.69.160', CASE WHEN g % 97 = 0 THEN 'DE' ELSE 'GB' END, 2, true
        FROM ${g} JOIN a ON a.j = g % ${SIZE.affiliates}::int`);
      await tx.execute(sql`WITH a AS (${aff})
        INSERT INTO conversions (created_at, click_id, clicked_at, offer_id, affiliate_id, country, action, payable, commission, transaction_status)
        SELECT ${at(sql`g`)}, 'desk-' || g, ${FROM}::timestamptz, ${offer}, a.id, 'GB', CASE WHEN g % 5 = 0 THEN 3 ELSE 2 END, 1, (g % 50) + 0.25, CASE WHEN g % 50 = 0 THEN 1 ELSE 0 END
        FROM ${g} JOIN a ON a.j = g % ${SIZE.affiliates}::int`);
    }
    await tx.execute(sql`WITH a AS (${aff})
      INSERT INTO leads (id, offer_id, affiliate_id, country, status, created_at)
      SELECT gen_random_uuid(), ${offer}, a.id, 'GB', 'ACCEPTED', ${at(sql`(g + 31)`)}
      FROM generate_series(1, ${Math.round(SIZE.conversions / 10)}::bigint) AS g JOIN a ON a.j = g % ${SIZE.affiliates}::int`);
    // the bench's own rows (the demo's are rolled up already, by the triggers)
    for (const [grain, name] of [['hour', 'hourly'], ['day', 'daily']] as const) {
      const [clickRollup, conversionRollup] = [sql.raw(`report_clicks_${name}`), sql.raw(`report_conversions_${name}`)];
      await tx.execute(sql`INSERT INTO ${clickRollup} (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks, commission, revenue)
        SELECT date_trunc(${grain}, clicked_at, 'UTC'), offer_id, affiliate_id, manager_id, country, device_type, COALESCE(os, ''), COALESCE(browser, ''), tracking_domain_id,
          count(*) FILTER (WHERE refusal IS NULL), count(*) FILTER (WHERE refusal IS NULL AND is_unique), count(*) FILTER (WHERE refusal IS NOT NULL), COALESCE(sum(commission), 0), COALESCE(sum(revenue), 0)
        FROM clicks WHERE click_id LIKE 'desk-%' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`);
      await tx.execute(sql`INSERT INTO ${conversionRollup} (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, opt_ins, leads, ftds, sales, revshares, commission, revenue)
        SELECT date_trunc(${grain}, v.created_at, 'UTC'), v.offer_id, v.affiliate_id, v.manager_id, v.country, k.device_type, COALESCE(k.os, ''), COALESCE(k.browser, ''), k.tracking_domain_id,
          count(*) FILTER (WHERE v.action = 1), count(*) FILTER (WHERE v.action = 2), count(*) FILTER (WHERE v.action = 3), count(*) FILTER (WHERE v.action = 5),
          count(*) FILTER (WHERE v.action = 4), sum(v.commission), sum(v.revenue)
        FROM conversions v LEFT JOIN clicks k ON k.click_id = v.click_id AND k.clicked_at = v.clicked_at
        WHERE v.click_id LIKE 'desk-%' AND v.transaction_status <> 1 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`);
    }
  });
  await db.execute(sql`INSERT INTO user_changes (user_id, action, changes, created_at)
    SELECT id, 'update', '{"lead_status": {"from": "new", "to": "declined"}}'::jsonb, ${NOW.toISOString()}::timestamptz - interval '20 hours'
    FROM users WHERE email LIKE 'desk-aff-%' AND id % 100 = 0`);
  await db.execute(sql`UPDATE users SET lead_status = 'declined' WHERE email LIKE 'desk-aff-%' AND id % 100 = 0`);
  // settled as autovacuum keeps a live database: hint bits and the visibility map set for the baseline and the desk alike
  await db.execute(sql`VACUUM ANALYZE`);
  // and the fill's gigabyte of pages written out before the timing starts: a checkpoint the fill's
  // WAL set off otherwise spends minutes writing them back beside the timed runs on the same cores
  await db.execute(sql`CHECKPOINT`);
  return (performance.now() - started) / 1000;
}

export async function printDeskBenchmarks() {
  const pg = await freshPg();
  try {
    const fillSeconds = await fill(pg.database);
    const { db } = pg.database;
    const plainCount = async () =>
      rows<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM (
          SELECT affiliate_id, count(*) FROM clicks WHERE clicked_at >= ${FROM}::timestamptz AND clicked_at < ${NOW.toISOString()}::timestamptz GROUP BY affiliate_id
          UNION ALL
          SELECT affiliate_id, count(*) FROM conversions WHERE created_at >= ${FROM}::timestamptz AND created_at < ${NOW.toISOString()}::timestamptz GROUP BY affiliate_id) s`),
      )[0]!.n;
    // The two are timed alike: five turns each, alternating, each figure the median of its five
    // (one run alone moved by half from run to run). Each compute starts from an empty day, as the
    // morning's first does; a turn of one leaves the other's pages as cold as it finds them.
    const [plainRuns, computeRuns]: [number[], number[]] = [[], []];
    let plain = 0;
    let computed = { rows: 0 };
    for (let turn = 0; turn < 5; turn++) {
      plain = await timed(plainRuns, plainCount);
      await db.execute(sql`DELETE FROM contact_today`);
      computed = await timed(computeRuns, () => computeContactToday(db, NOW));
    }
    const [plainMs, ms] = [percentiles(plainRuns).p50, percentiles(computeRuns).p50];
    const again = performance.now();
    const second = await computeContactToday(db, NOW);
    const againMs = performance.now() - again;
    const seconds = (runs: number[]) => runs.map((x) => (x / 1000).toFixed(2)).join(', ');
    console.log(
      `contact-today PostgreSQL: ${SIZE.affiliates.toLocaleString('en')} affiliates of ${SIZE.managers} managers, ${SIZE.conversions.toLocaleString('en')} conversions and clicks over two months (written in ${fillSeconds.toFixed(0)} s)\n` +
        `  compute the day (a Monday, the 1st; UTC, read from the daily rollups): ${(ms / 1000).toFixed(2)} s, the median of ${seconds(computeRuns)} → ${computed.rows} rows\n` +
        `  plain SQL count per affiliate of the same clicks and conversions: ${(plainMs / 1000).toFixed(2)} s, the median of ${seconds(plainRuns)}; ${plain} groups\n` +
        `  compute / plain count: ×${(ms / plainMs).toFixed(1)} (goal ≤ 3×, < 60 s)\n` +
        `  recompute (rows kept, figures refreshed): ${(againMs / 1000).toFixed(2)} s → ${second.rows} rows`,
    );
    // the same morning where local days are not UTC days: whole-hour offsets read the hourly rollups, others the raw rows
    for (const zone of ['Europe/Berlin', 'Asia/Kolkata']) {
      await saveGeneralSettings(db, { time_zone: zone }, NOW);
      const { grain } = await dayBounds(db, NOW, zone);
      const zoneStarted = performance.now();
      const result = await computeContactToday(db, NOW);
      console.log(`  in ${zone} (read from the ${grain === 'raw' ? 'raw rows' : `${grain} rollups`}): ${((performance.now() - zoneStarted) / 1000).toFixed(2)} s → ${result.rows} rows (×${((performance.now() - zoneStarted) / plainMs).toFixed(1)} the plain count)`);
    }
  } finally {
    // DESK_BENCH_KEEP=1 keeps the filled database to study (EXPLAIN) and names it
    if (process.env.DESK_BENCH_KEEP === '1') {
      console.log(`  kept the database: ${pg.url}`);
      await pg.keep();
    } else await pg.drop();
  }
}
