import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { benchAdmin, printListsAtScale } from './listsAtScale';
import { fmt, percentiles } from './stats';

/**
 * User management at scale on an in-memory PGlite: the affiliates list at 100 000 affiliates,
 * a batch approval of 1 000 requests, and the CSV export of 100 000 change-log rows (time and
 * the heap it grows while streaming).
 */
export async function printUserBenchmarks(affiliates = 100_000, requests = 1_000, logRows = 100_000) {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const db = database.db;
  const { adminId, call } = await benchAdmin(db);
  await db.execute(sql`INSERT INTO users (email, password_hash, user_type, first_name, last_name)
    SELECT 'manager' || g || '@bench.example', 'x', 1, 'Manager', 'No. ' || g FROM generate_series(1, 20) g`);
  await db.execute(sql`INSERT INTO users (email, password_hash, user_type, first_name, last_name, manager_id, commission_type_id, status_id, created_at)
    SELECT 'aff' || g || '@bench.example', 'x', 2, 'Aff', 'No. ' || g, 2 + (g % 20), 1 + (g % 2), CASE WHEN g % 17 = 0 THEN 0 ELSE 1 END,
      now() - (g || ' minutes')::interval
    FROM generate_series(1, ${affiliates}) g`);
  await db.execute(sql`ANALYZE users`);

  const bodies = [
    { page: 1, per_page: 25, sort: '-id' },
    { page: 200, per_page: 25, sort: 'email' },
    { page: 1, per_page: 50, manager_id: 5, status_id: 1 },
    { page: 1, per_page: 25, commission_type_id: 2, sort: '-created_at' },
    { page: 1, per_page: 25, q: 'aff4242' },
  ];
  for (let i = 0; i < 10; i++) await (await call('/user_profiles/affiliates/list', bodies[i % bodies.length]!)).text();
  const samples: number[] = [];
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    const res = await call('/user_profiles/affiliates/list', bodies[i % bodies.length]!);
    await res.text();
    if (res.status !== 200) throw new Error(`affiliates list answered ${res.status}`);
    samples.push(performance.now() - started);
  }
  const list = percentiles(samples);
  console.log(`affiliates list @${affiliates} affiliates (PGlite): p50 ${fmt(list.p50)}  p95 ${fmt(list.p95)}  n=${list.n}`);

  const pending = await db.execute(sql`INSERT INTO users (email, password_hash, user_type, status_id, registration_status, registration_completed, manager_id)
    SELECT 'req' || g || '@bench.example', 'x', 2, 0, 0, false, 2 FROM generate_series(1, ${requests}) g RETURNING id`);
  const ids = (pending as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  const approveStarted = performance.now();
  const approved = await call('/user_profiles/affiliate-requests/batch-approve', { ids });
  await approved.text();
  if (approved.status !== 200) throw new Error(`batch approve answered ${approved.status}`);
  console.log(`batch approve of ${requests} requests (one transaction, logged): ${fmt(performance.now() - approveStarted)}`);

  await db.execute(sql`INSERT INTO user_changes (user_id, actor_id, action, changes, ip, created_at)
    SELECT 22 + (g % ${affiliates}), ${adminId}, 'update', jsonb_build_object('first_name', jsonb_build_object('from', 'Aff', 'to', 'Aff ' || g)), '203.0.113.1',
      now() - (g || ' seconds')::interval
    FROM generate_series(1, ${logRows}) g`);
  await db.execute(sql`ANALYZE`);
  await printListsAtScale(db, call, `PGlite, ${affiliates} affiliates, ${requests} requests, ${logRows} change-log rows`);

  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = heapBefore;
  const exportStarted = performance.now();
  const res = await call('/user-management/user-change-log/export-csv', {});
  const reader = res.body!.getReader();
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const b of value) if (b === 10) lines++;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  const exportMs = performance.now() - exportStarted;
  console.log(
    `change-log CSV export of ${lines - 1} rows: ${fmt(exportMs)}, ${(bytes / 1_048_576).toFixed(1)} MB, heap growth at peak ${((peak - heapBefore) / 1_048_576).toFixed(1)} MB (the file is not held)`,
  );
  await database.close();
}
