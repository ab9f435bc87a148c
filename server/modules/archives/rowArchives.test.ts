import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { RESTORED_KEEP_DAYS } from './archiveMonths';
import { retireRowMonths } from './rowArchives';

// Months of the demo's leads and logs archived by their retention (a clock 400 days on, so every
// demo month is past 365 days), downloaded and restored through the API, on both databases: the
// reports do not move, a lead erased while archived stays erased.
const dir = mkdtempSync(join(tmpdir(), 'row-archives-'));
const t = serverAppPerFile({ ARCHIVE_DIR: dir });
const DAY = 86_400_000;
const LATER = new Date(Date.now() + 400 * DAY);
const DAYS = { leads: 365, logs: 365 };
let admin: string;

interface Archive {
  id: number;
  kind: string;
  file_name: string;
  rows: number;
  bytes: number;
  restored_at: string | null;
}
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const json = async <T>(res: Response) => {
  const body = (await res.json()) as { data: T };
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body.data;
};
const count = async (table: string, where = 'true') =>
  rows<{ n: number }>(await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`)))[0]!.n;
const archives = (kind?: string) => t.call('POST', '/api/admin/archives/list', { cookie: admin, body: { kind, per_page: 100 } }).then((r) => json<Archive[]>(r));

async function features(change: (current: string[]) => string[]) {
  const config = await json<{ 'general-settings': { workspace_features: string[] } }>(await t.call('GET', '/api/admin/settings/config', { cookie: admin }));
  const res = await t.call('PUT', '/api/admin/settings/config/batch-update/general-settings', {
    cookie: admin,
    body: { workspace_features: change(config['general-settings'].workspace_features) },
  });
  expect(res.status).toBe(200);
}

/** What the reports, the lead funnel and the payouts say over every demo day: archiving must not move a figure. */
async function figures() {
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
  const period = { period_type: 'custom_date', period_start: day(-1000), period_finish: day(1), time_zone: 'UTC' };
  const traffic = await json<{ rows: unknown[]; total: unknown }>(
    await t.call('POST', '/api/admin/reports/traffic', { cookie: admin, body: { ...period, group_by: ['affiliate', 'p1'], per_page: 500 } }),
  );
  const funnel = await json<{ total: unknown }>(await t.call('POST', '/api/admin/reports/lead-funnel', { cookie: admin, body: { ...period, group_by: 'affiliate' } }));
  const payouts = await json<unknown[]>(await t.call('POST', '/api/admin/billing/payouts/list', { cookie: admin, body: { per_page: 500 } }));
  return { traffic, funnel: funnel.total, payouts };
}

/** A demo lead with a push log and a status history, and one more to erase while archived. */
async function leadsWithHistory() {
  const found = rows<{ id: string; email: string; pushes: number; statuses: number }>(
    await t.database.db.execute(sql`SELECT l.id, l.email,
      (SELECT count(*)::int FROM lead_pushes p WHERE p.lead_id = l.id) AS pushes, (SELECT count(*)::int FROM lead_statuses s WHERE s.lead_id = l.id) AS statuses
      FROM leads l WHERE l.email <> '' AND EXISTS (SELECT 1 FROM lead_pushes p WHERE p.lead_id = l.id) ORDER BY l.created_at, l.id LIMIT 2`),
  );
  expect(found).toHaveLength(2);
  return { kept: found[0]!, erased: found[1]! };
}

let before: Awaited<ReturnType<typeof figures>>;
let leads: Awaited<ReturnType<typeof leadsWithHistory>>;
let totals: { leads: number; pushes: number; statuses: number; activity: number };
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  // a settings change the activity log keeps
  await features((list) => list.filter((f) => f !== 'archives'));
  leads = await leadsWithHistory();
  before = await figures();
  totals = { leads: await count('leads'), pushes: await count('lead_pushes'), statuses: await count('lead_statuses'), activity: await count('activity_log') };
  expect(totals.activity).toBeGreaterThan(0);
});

describe('archives of leads and logs', () => {
  it('keeps every lead and log entry while the archives feature is off', async () => {
    expect(await retireRowMonths(t.database.db, dir, DAYS, LATER)).toEqual([]);
    expect(await count('activity_log')).toBe(totals.activity);
    expect(await count('leads', 'archived_at IS NOT NULL')).toBe(0);
    await features((list) => [...new Set([...list, 'archives'])]);
  });

  it('writes each month past the retention to a file: log entries leave, leads keep what the reports count', async () => {
    // a month still inside the retention is left alone
    expect(await retireRowMonths(t.database.db, dir, DAYS, new Date())).toEqual([]);
    const written = await retireRowMonths(t.database.db, dir, DAYS, LATER);
    expect(written).toEqual(expect.arrayContaining([expect.stringMatching(/^leads-\d{4}-\d{2}\.csv\.gz$/), expect.stringMatching(/^activity-log-\d{4}-\d{2}\.csv\.gz$/)]));
    // what the admin's own settings change above logged is archived too, as every entry before the clock's cutoff
    expect(await count('activity_log')).toBe(0);
    expect(await count('lead_pushes')).toBe(0);
    expect(await count('lead_statuses')).toBe(0);
    expect(await count('leads')).toBe(totals.leads);
    expect(await count('leads', `archived_at IS NULL OR email <> '' OR first_name <> ''`)).toBe(0);
    expect(await figures()).toEqual(before);
    // a second run finds nothing more to write
    expect(await retireRowMonths(t.database.db, dir, DAYS, LATER)).toEqual([]);

    const leadFiles = await archives('leads');
    expect(leadFiles.reduce((n, a) => n + a.rows, 0)).toBe(totals.leads);
    const file = leadFiles.find((a) => a.rows > 0)!;
    const res = await t.call('GET', `/api/admin/archives/${file.id}/download`, { cookie: admin });
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${file.file_name}"`);
    const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(text.split('\n')[0]).toMatch(/^id,offer_id,affiliate_id,.*,pushes,statuses$/);
    const all = await Promise.all(
      leadFiles.map(async (a) => gunzipSync(Buffer.from(await (await t.call('GET', `/api/admin/archives/${a.id}/download`, { cookie: admin })).arrayBuffer())).toString('utf8')),
    );
    expect(all.join('\n')).toContain(leads.kept.email);
  });

  it('restores a month through the API: the leads’ detail, push log and history come back, an erased lead stays erased', async () => {
    const erase = await t.call('POST', `/api/admin/leads/${leads.erased.id}/erase`, { cookie: admin, body: { confirm: 'ERASE' } });
    expect(erase.status).toBe(200);
    for (const archive of await archives('leads')) {
      const res = await t.call('POST', `/api/admin/archives/${archive.id}/restore`, { cookie: admin });
      expect(res.status).toBe(200);
      expect((await json<Archive>(res)).restored_at).not.toBeNull();
    }
    expect(await count('lead_pushes')).toBe(totals.pushes);
    expect(await count('lead_statuses')).toBe(totals.statuses);
    expect(await count('leads', 'archived_at IS NOT NULL')).toBe(0);
    const kept = await json<{ email: string }>(await t.call('GET', `/api/admin/leads/${leads.kept.id}`, { cookie: admin }));
    expect(kept.email).toBe(leads.kept.email);
    const erased = await json<{ email: string; first_name: string }>(await t.call('GET', `/api/admin/leads/${leads.erased.id}`, { cookie: admin }));
    expect(erased).toMatchObject({ email: '', first_name: '' });
    expect(await count('lead_pushes', `lead_id = '${leads.erased.id}' AND request_excerpt <> '[erased]'`)).toBe(0);
    expect(await figures()).toEqual(before);

    const [archive] = await archives('leads');
    const twice = await t.call('POST', `/api/admin/archives/${archive!.id}/restore`, { cookie: admin });
    expect(twice.status).toBe(409);
  });

  it('restores a log month, keeps it a week, then archives it again under the same name', async () => {
    const activity = (await archives('activity_log')).filter((a) => a.rows > 0);
    expect(activity.length).toBeGreaterThan(0);
    const first = activity[activity.length - 1]!;
    expect((await t.call('POST', `/api/admin/archives/${first.id}/restore`, { cookie: admin })).status).toBe(200);
    expect(await count('activity_log')).toBeGreaterThanOrEqual(first.rows);
    // a jsonb column comes back as the value it was, not as a string
    expect(await count('activity_log', `jsonb_typeof(changes) <> 'object'`)).toBe(0);

    // a log retention that every month has passed, so only the restore keeps the month
    const passed = { leads: 365, logs: -40 };
    const restoredAt = Date.now();
    expect(await retireRowMonths(t.database.db, dir, passed, new Date(restoredAt + DAY))).not.toContain(first.file_name);
    expect(await retireRowMonths(t.database.db, dir, passed, new Date(restoredAt + (RESTORED_KEEP_DAYS + 1) * DAY))).toEqual(expect.arrayContaining([first.file_name]));
    // the entries written while the month was back (the lead's erasure above) go into the file with it
    const again = (await archives('activity_log')).find((a) => a.id === first.id)!;
    expect(again).toMatchObject({ file_name: first.file_name, restored_at: null });
    expect(again.rows).toBeGreaterThanOrEqual(first.rows);
  });

  it('answers 422 for an unknown kind', async () => {
    expect((await t.call('POST', '/api/admin/archives/list', { cookie: admin, body: { kind: 'nonsense' } })).status).toBe(422);
  });
});
