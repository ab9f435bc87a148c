import { createHash } from 'node:crypto';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import { clickPartitions, dropExpiredClicks, ensureMonthPartition } from '../tracker/partitions';
import { RESTORED_KEEP_DAYS } from './archiveMonths';
import { retireClickMonth, type ClickMonth } from './clickArchives';

// A click month archived by retention, downloaded and restored through the API, on both databases;
// the rollups the reports read never move.
const dir = mkdtempSync(join(tmpdir(), 'archives-'));
const suite = trackerTestSuite(openTestDatabase, { ARCHIVE_DIR: dir });
let database: Database;
let t: TrackerTestApp;
const ADMIN = 'admin@example.com';
const MANAGER = 'manager@example.com';
const DAY = 86_400_000;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data;

interface Archive {
  id: number;
  kind: string;
  period_start: string;
  period_end: string;
  file_name: string;
  rows: number;
  bytes: number;
  sha256: string;
  restored_at: string | null;
  restored_by_name: string | null;
}

const retire = (now: Date) => (month: ClickMonth) => retireClickMonth(database.db, dir, month, now);
const retention = (now: Date) => dropExpiredClicks(database.db, now, 180, retire(now));
const clicksIn = async (from: string, to: string) =>
  rows<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM clicks WHERE clicked_at >= ${from}::timestamptz AND clicked_at < ${to}::timestamptz`))[0]!.n;
const rolledUp = async (from: string, to: string) =>
  rows<{ n: number | null }>(
    await database.db.execute(sql`SELECT sum(clicks)::int AS n FROM traffic_daily WHERE scope_manager_id = 0 AND dim = 0 AND bucket_start >= ${from}::timestamptz AND bucket_start < ${to}::timestamptz`),
  )[0]!.n ?? 0;
async function features(list: (current: string[]) => string[]) {
  const current = (await data<{ 'general-settings': { workspace_features: string[] } }>(await t.call(ADMIN, 'GET', '/api/admin/settings/config')))['general-settings'];
  const res = await t.call(ADMIN, 'PUT', '/api/admin/settings/config/batch-update/general-settings', { workspace_features: list(current.workspace_features) });
  expect(res.status).toBe(200);
}

const clickIds: string[] = [];
beforeAll(async () => {
  ({ t, database } = suite.get());
  await ensureMonthPartition(database.db, new Date('2025-01-10T00:00:00Z'));
  const offer = await t.offer();
  for (let i = 0; i < 12; i++) {
    t.setClock(() => new Date(Date.UTC(2025, 0, 3 + i, 10, i)));
    clickIds.push(cookieClickId(await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}&p1=${encodeURIComponent(`sub "${i}", line`)}`, { ip: `9.9.9.${i + 1}` }))!);
  }
  t.setClock(null);
  await t.flush();
});
afterAll(() => features((list) => list.filter((f) => f !== 'archives')));

describe('archives of click months', () => {
  it('without the archives feature, retention drops a month as before and writes no file', async () => {
    await features((list) => list.filter((f) => f !== 'archives'));
    await ensureMonthPartition(database.db, new Date('2024-11-10T00:00:00Z'));
    await retention(new Date('2025-06-10T00:00:00Z'));
    expect(await clickPartitions(database.db)).not.toContain('clicks_p202411');
    expect(rows<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM archives`))[0]!.n).toBe(0);
    expect(readdirSync(dir)).toEqual([]);
    // and the screens' calls answer that the feature is off
    expect((await t.call(ADMIN, 'POST', '/api/admin/archives/list', {})).status).toBe(403);
  });

  it('with it, writes the month to a gzipped CSV, drops the partition, and the reports’ rollups stay', async () => {
    await features((list) => [...new Set([...list, 'archives'])]);
    const before = await rolledUp('2025-01-01', '2025-02-01');
    expect(before).toBeGreaterThanOrEqual(12);
    expect(await clicksIn('2025-01-01', '2025-02-01')).toBe(12);
    expect(await retention(new Date('2025-09-01T00:00:00Z'))).toContain('clicks_p202501');
    expect(await clickPartitions(database.db)).not.toContain('clicks_p202501');
    expect(await clicksIn('2025-01-01', '2025-02-01')).toBe(0);
    expect(await rolledUp('2025-01-01', '2025-02-01')).toBe(before);

    const [archive] = await data<Archive[]>(await t.call(ADMIN, 'POST', '/api/admin/archives/list', { kind: 'clicks' }));
    expect(archive).toMatchObject({ kind: 'clicks', period_start: '2025-01-01', period_end: '2025-02-01', file_name: 'clicks-2025-01.csv.gz', rows: 12, restored_at: null });

    const file = await t.call(ADMIN, 'GET', `/api/admin/archives/${archive!.id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/gzip');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="clicks-2025-01.csv.gz"');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(archive!.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(archive!.sha256);
    const lines = gunzipSync(bytes).toString('utf8').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^click_id,clicked_at,/);
    expect(lines).toHaveLength(13);
    expect(lines.join('\n')).toContain(clickIds[5]!);
    // a quote and a comma in a sub-id survive as CSV
    expect(lines.join('\n')).toContain('"sub ""5"", line"');
  });

  it('restores the month through the API: the clicks are back as they were, the rollups count nothing twice', async () => {
    const [archive] = await data<Archive[]>(await t.call(ADMIN, 'POST', '/api/admin/archives/list', {}));
    const before = await rolledUp('2025-01-01', '2025-02-01');
    const restored = await t.call(ADMIN, 'POST', `/api/admin/archives/${archive!.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await data<Archive>(restored)).toMatchObject({ restored_by_name: 'Ada Admin' });
    expect(await clicksIn('2025-01-01', '2025-02-01')).toBe(12);
    expect(await rolledUp('2025-01-01', '2025-02-01')).toBe(before);
    const row = await t.clickRow(clickIds[5]!);
    expect(row).toMatchObject({ partition: 'clicks_p202501', p1: 'sub "5", line', ip: '9.9.9.6', affiliate_id: t.affiliate.id });
    expect(new Date(String(row!.clicked_at))).toEqual(new Date(Date.UTC(2025, 0, 8, 10, 5)));
    // twice is refused: the month is in the database
    expect((await t.call(ADMIN, 'POST', `/api/admin/archives/${archive!.id}/restore`)).status).toBe(409);
  });

  it('keeps a restored month for a week, then archives it again; a changed file is not restored', async () => {
    const restoredAt = Date.now();
    expect(await retire(new Date(restoredAt + DAY))({ name: 'clicks_p202501', from: new Date('2025-01-01T00:00:00Z'), to: new Date('2025-02-01T00:00:00Z') })).toBe('kept');
    expect(await retire(new Date(restoredAt + (RESTORED_KEEP_DAYS + 1) * DAY))({ name: 'clicks_p202501', from: new Date('2025-01-01T00:00:00Z'), to: new Date('2025-02-01T00:00:00Z') })).toBe('archived');
    const [archive] = await data<Archive[]>(await t.call(ADMIN, 'POST', '/api/admin/archives/list', {}));
    expect(archive).toMatchObject({ rows: 12, restored_at: null });
    expect(await clicksIn('2025-01-01', '2025-02-01')).toBe(0);

    appendFileSync(join(dir, archive!.file_name), 'tampered');
    const refused = await t.call(ADMIN, 'POST', `/api/admin/archives/${archive!.id}/restore`);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain('has changed since it was written');
    expect(await clickPartitions(database.db)).not.toContain('clicks_p202501');
    expect(readFileSync(join(dir, archive!.file_name)).length).toBe(archive!.bytes + 'tampered'.length);
  });

  it('is for staff holding the key: a manager without it is refused, an unknown archive is 404', async () => {
    expect((await t.call(ADMIN, 'GET', '/api/admin/archives/999999')).status).toBe(404);
    expect((await t.call(ADMIN, 'GET', '/api/admin/archives/999999/download')).status).toBe(404);
    expect((await t.call(MANAGER, 'POST', '/api/manager/archives/list', {})).status).toBe(403);
  });
});
