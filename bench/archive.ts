import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from '../server/db/migrate';
import { archiveClickMonth } from '../server/modules/archives/clickArchives';
import { ensureMonthPartition } from '../server/modules/tracker/partitions';
import { freshPg } from './tracker';

// Archiving one month of 10 000 000 clicks on PostgreSQL (the retention job's work: the partition
// to a gzipped CSV, then dropped) beside a plain `COPY … TO` of the same rows to a file in the same
// run; the goal is at most 2× its time, with the app process's memory bounded (its peak RSS printed
// beside the start). ARCHIVE_BENCH_CLICKS sizes it (1 000 000 for a quick run).
const CLICKS = Number(process.env.ARCHIVE_BENCH_CLICKS ?? 10_000_000);
const MONTH = new Date('2026-01-01T00:00:00Z');
const PARTITION = 'clicks_p202601';
const SECONDS = 31 * 86_400;

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

export async function printArchiveBenchmarks() {
  const pg = await freshPg();
  const dir = mkdtempSync(join(tmpdir(), 'archive-bench-'));
  try {
    const { db } = pg.database;
    await migrate(pg.database);
    await ensureMonthPartition(db, MONTH);
    const fillStarted = performance.now();
    // straight into the month's partition: the parent's rollup triggers are not what is measured
    for (let done = 0; done < CLICKS; done += 500_000) {
      const n = Math.min(500_000, CLICKS - done);
      await db.execute(sql`
        INSERT INTO ${sql.identifier(PARTITION)} (click_id, clicked_at, offer_id, affiliate_id, tracking_domain_id, p1, p2, ip, country, device_type, os, browser, referrer, is_unique, traffic_safety, fraud_reasons)
        SELECT 'bench-' || g, ${MONTH.toISOString()}::timestamptz + ((g * 2654435761::bigint) % ${SECONDS}::int) * interval '1 second', 1 + g % 50, 100 + g % 5000, 1,
          'sub-' || (g % 1000), CASE WHEN g % 3 = 0 THEN NULL ELSE 'camp "' || (g % 77) || '"' END, '81.2.' || (g % 250) || '.' || (g % 200), 'GB', 1 + g % 2,
          'Android', 'Chrome', CASE WHEN g % 4 = 0 THEN '' ELSE 'https://news.example.com/a?id=' || g END, g % 7 <> 0, 1 + g % 3, CASE WHEN g % 9 = 0 THEN ARRAY['data_centre'] END
        FROM generate_series(${done + 1}::bigint, ${done + n}::bigint) AS g`);
    }
    await db.execute(sql`VACUUM ANALYZE ${sql.identifier(PARTITION)}`);
    const fillSeconds = (performance.now() - fillStarted) / 1000;

    // the baseline: the server writes the same rows as CSV to a file of its own
    // (in /tmp itself: the server writes it as its own user, which cannot enter the bench's private folder)
    const plainFile = join(tmpdir(), `archive-bench-plain-${process.pid}.csv`);
    const plainStarted = performance.now();
    await db.execute(sql.raw(`COPY ${PARTITION} TO '${plainFile}' WITH (FORMAT csv, HEADER)`));
    const plainSeconds = (performance.now() - plainStarted) / 1000;
    const plainBytes = statSync(plainFile).size;
    rmSync(plainFile);

    const rssStart = process.memoryUsage().rss;
    let rssPeak = rssStart;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    const archive = await archiveClickMonth(db, dir, { name: PARTITION, from: MONTH, to: new Date('2026-02-01T00:00:00Z') }, new Date());
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const left = rows<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM pg_class WHERE relname = ${PARTITION}`))[0]!.n;

    console.log(`archive: one month of ${CLICKS.toLocaleString('en')} clicks on PostgreSQL (fill ${fillSeconds.toFixed(0)} s)`);
    console.log(`  plain COPY … TO a file (CSV, uncompressed ${mb(plainBytes)}): ${plainSeconds.toFixed(1)} s`);
    console.log(
      `  archive to ${archive?.file_name} (gzip ${mb(archive?.bytes ?? 0)}, ${archive?.rows.toLocaleString('en')} rows) and drop: ${seconds.toFixed(1)} s = ${(seconds / plainSeconds).toFixed(2)}× plain   (goal ≤ 2×)`,
    );
    console.log(`  app process RSS: ${mb(rssStart)} at start, peak ${mb(rssPeak)} (+${mb(rssPeak - rssStart)})   (goal: bounded, not growing with the month)`);
    console.log(`  partition left after the archive: ${left === 0 ? 'none (dropped)' : PARTITION}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await pg.drop();
  }
}
