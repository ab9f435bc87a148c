import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { users } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { DeviceType, newClickId, subIds, type ClickRecord } from '../server/modules/tracker/clickRecord';
import { clickWriteStatement, preparedClickWriter } from '../server/modules/tracker/clickStore';
import { ensureClickPartitions } from '../server/modules/tracker/partitions';
import { freshPg } from './tracker';
import { fmt, percentiles } from './stats';

// The database's cost of one batch of clicks as the tracker writes it (preparedClickWriter: the
// clicks, their traffic events and every rollup the triggers keep), on PGlite and PostgreSQL,
// for batches of 100 and 500 clicks spread over a few offers, affiliates, countries and p1 values.
// CLICK_BATCH_SIZES=1,100 times other sizes; CLICK_BATCH_UPTO=0024 migrates only up to that migration (to compare with what came after);
// CLICK_BATCH_EXPLAIN=1 prints EXPLAIN ANALYZE of one batch (the time of every trigger; =all, every
// node); CLICK_BATCH_GROWTH=n, windows of 5 000 clicks timed as the month grows; CLICK_BATCH_NO_TRIGGERS=1 writes without the triggers on clicks; CLICK_BATCH_QUICK=1, few rounds.
const SIZES = process.env.CLICK_BATCH_SIZES ? process.env.CLICK_BATCH_SIZES.split(',').map(Number) : [100, 500];
const rounds = (size: number) => (process.env.CLICK_BATCH_QUICK ? 5 : Math.max(16, Math.round(6000 / size)));
const WARMUP = 5;
const GROWTH_WINDOWS = Number(process.env.CLICK_BATCH_GROWTH ?? (process.env.CLICK_BATCH_QUICK ? 1 : 4));

const migrationsFolder = fileURLToPath(new URL('../server/db/migrations', import.meta.url));

/** The migrations up to `upTo` (a number prefix) in a folder of their own, or the real folder. */
function migrationsUpTo(upTo: string | undefined): { folder: string; done: () => void } {
  if (!upTo) return { folder: migrationsFolder, done: () => {} };
  const folder = mkdtempSync(join(tmpdir(), 'affnet-migrations-'));
  for (const f of readdirSync(migrationsFolder)) if (f.slice(0, 4) <= upTo) copyFileSync(join(migrationsFolder, f), join(folder, f));
  return { folder, done: () => rmSync(folder, { recursive: true, force: true }) };
}

interface Source {
  affiliates: { id: number; managerId: number }[];
  offers: number[];
}

async function sourceOf(database: Database): Promise<Source> {
  const affiliates = await database.db.select({ id: users.id, managerId: users.managerId }).from(users).where(eq(users.userType, 2)).orderBy(users.id).limit(4);
  const offers = (await database.db.execute(sql`SELECT id FROM offers ORDER BY id LIMIT 3`)) as unknown as { rows: { id: number }[] };
  return { affiliates: affiliates.map((a) => ({ id: a.id, managerId: a.managerId ?? 0 })), offers: offers.rows.map((o) => o.id) };
}

const COUNTRIES = ['US', 'DE', 'RU', 'BR', '--'];
const SYSTEMS = [
  ['iOS', 'Safari', DeviceType.Mobile],
  ['Android', 'Chrome', DeviceType.Mobile],
  ['Windows', 'Chrome', DeviceType.Desktop],
] as const;

function batch(source: Source, size: number, seq: number): ClickRecord[] {
  const now = Date.now();
  return Array.from({ length: size }, (_, i) => {
    const n = seq * size + i;
    const affiliate = source.affiliates[n % source.affiliates.length]!;
    const [os, browser, device] = SYSTEMS[n % SYSTEMS.length]!;
    const refused = n % 20 === 0;
    return {
      click_id: newClickId(),
      clicked_at: new Date(now - (n % 7) * 1000).toISOString(),
      offer_id: source.offers[n % source.offers.length]!,
      affiliate_id: affiliate.id,
      manager_id: affiliate.managerId,
      tracking_domain_id: 1,
      ...subIds({ p1: `p1-${n % 10}`, p2: `s${n}` }),
      ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      country: COUNTRIES[n % COUNTRIES.length]!,
      device_type: device,
      os,
      browser,
      referrer: 'https://example.com/',
      refusal: refused ? 'offer_not_active' : null,
    } as ClickRecord;
  });
}

async function explain(database: Database, source: Source, size: number) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`PREPARE affnet_explain_clicks(json) AS ${clickWriteStatement()}`));
    // the last of three runs: the triggers' plans are made by then on this connection too
    let lines: string[] = [];
    for (let run = 0; run < 3; run++) {
      const json = JSON.stringify(batch(source, size, 1_000_000 + run));
      const result = await tx.execute(sql.raw(`EXPLAIN (ANALYZE, COSTS OFF) EXECUTE affnet_explain_clicks('${json.replaceAll("'", "''")}')`));
      lines = (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]!);
    }
    await tx.execute(sql.raw('DEALLOCATE affnet_explain_clicks'));
    console.log(lines.filter((l) => process.env.CLICK_BATCH_EXPLAIN === 'all' || /Trigger|Planning|Execution/.test(l)).map((l) => `    ${l.trim()}`).join('\n'));
  });
}

async function timeBatches(label: string, database: Database) {
  const source = await sourceOf(database);
  const write = preparedClickWriter(database.db);
  let seq = 0;
  for (const size of SIZES) {
    for (let i = 0; i < WARMUP; i++) await write(batch(source, size, seq++));
    const times: number[] = [];
    for (let i = 0; i < rounds(size); i++) {
      const records = batch(source, size, seq++);
      const t = performance.now();
      const written = await write(records);
      times.push(performance.now() - t);
      if (written !== size) throw new Error(`wrote ${written} of ${size}`);
    }
    const { p50, p95, n } = percentiles(times);
    console.log(`${label}, batch of ${size}: p50 ${fmt(p50)}  p95 ${fmt(p95)}  (${(p50 / size).toFixed(3)} ms a click)  n=${n}`);
    if (process.env.CLICK_BATCH_EXPLAIN) await explain(database, source, size);
  }
  // the month's partition growing under one writer (as under a running tracker): a batch must not
  // cost more as the month's clicks pile up
  const windows: number[] = [];
  for (let w = 0; w < GROWTH_WINDOWS; w++) {
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t = performance.now();
      await write(batch(source, 100, seq++));
      times.push(performance.now() - t);
    }
    windows.push(percentiles(times).p50);
  }
  console.log(`${label}, batch of 100 while the month grows by ${GROWTH_WINDOWS * 5000} clicks, p50 of each 5 000: ${windows.map(fmt).join(' → ')}`);
  if (process.env.CLICK_BATCH_EXPLAIN) {
    const plans = await database.db.execute(sql`SELECT name, generic_plans, custom_plans FROM pg_prepared_statements`);
    console.log('    prepared:', JSON.stringify((plans as unknown as { rows: unknown[] }).rows));
  }
}

export async function printClickBatchTimings(): Promise<void> {
  const { folder, done } = migrationsUpTo(process.env.CLICK_BATCH_UPTO);
  const setUp = async (database: Database) => {
    await migrate(database, folder);
    await seedDemo(database.db);
    await ensureClickPartitions(database.db, new Date());
    // attribution only: the batch without any trigger on clicks (the report rollups)
    if (process.env.CLICK_BATCH_NO_TRIGGERS) await database.db.execute(sql`ALTER TABLE clicks DISABLE TRIGGER USER`);
  };
  try {
    const lite = await openDatabase({ dataDir: 'memory://' });
    try {
      await setUp(lite);
      await timeBatches('click batch write, PGlite', lite);
    } finally {
      await lite.close();
    }
    const { database, drop } = await freshPg();
    try {
      await setUp(database);
      await timeBatches('click batch write, PostgreSQL', database);
    } finally {
      await drop();
    }
  } finally {
    done();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printClickBatchTimings().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
