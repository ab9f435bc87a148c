import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/serverApp';
import { users } from '../../db/schema';
import { closeDuePeriods } from '../billing/closeRepository';
import { FIXTURE_PERIOD, writeReportFixture } from './fixture.test-utils';

// What a spreadsheet user reads in an export: the header row in their profile's language and coded
// columns (action, status, payable, refusal…) as their labels, never internal names or numbers.
let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await writeReportFixture(t.database.db);
  // the fixture's refused clicks carry a code of its own; the tracker writes the run refusals
  await t.database.db.execute(sql`UPDATE clicks SET refusal = 'offer_not_active' WHERE refusal IS NOT NULL`);
  await closeDuePeriods(t.database.db, { defaultTerms: 0, systemThreshold: 0, currency: 'USD' }, new Date(Date.now() + 40 * 86_400_000));
  // the manager reads Russian; set before signing in, as a profile change would be
  await t.database.db.update(users).set({ language: 'ru' }).where(eq(users.email, 'manager@example.com'));
  for (const role of ['admin', 'manager'] as const) cookies[role] = await t.cookieFor(role);
});
afterAll(() => t.close());

/** The export's lines, cells split (a quoted cell keeps its comma). */
async function csv(role: 'admin' | 'manager', path: string, body: object) {
  const res = await t.call('POST', `/api/${role}${path}`, { cookie: cookies[role], body });
  expect(res.status).toBe(200);
  const text = (await res.text()).replace(/^\ufeff/, '').trim();
  return text.split('\r\n').map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1));
}
const column = (rows: string[][], header: string) => {
  const i = rows[0]!.indexOf(header);
  expect(i).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[i]);
};

describe('CSV exports speak the downloader’s language', () => {
  it('heads the conversion log in words and writes the action, payable and status as labels', async () => {
    const rows = await csv('admin', '/reports/conversions/export-csv', { ...FIXTURE_PERIOD, time_zone: 'UTC' });
    expect(rows[0]!.slice(0, 3)).toEqual(['ID', 'Created', 'Click time']);
    expect(rows[0]).toEqual(expect.arrayContaining(['Offer', 'Affiliate', 'Action', 'Order ID', 'Commission', 'Revenue', 'Payable', 'Transaction status', 'Sub-ID 1 (p1)']));
    expect(rows[0]).not.toContain('action');
    const actions = new Set(column(rows, 'Action'));
    expect(actions.size).toBeGreaterThan(0);
    for (const a of actions) expect(['Opt-in', 'Lead', 'FTD', 'Revshare', 'Sale']).toContain(a);
    for (const p of new Set(column(rows, 'Payable'))) expect(['Payable', 'Not payable']).toContain(p);
    for (const s of new Set(column(rows, 'Transaction status'))) expect(['OK', 'Voided', 'Changed', 'On hold']).toContain(s);
  });

  it('heads the click log in Russian for a Russian profile, with Да/Нет and the refusal in words', async () => {
    const rows = await csv('manager', '/reports/clicks/export-csv', { ...FIXTURE_PERIOD, time_zone: 'UTC' });
    expect(rows[0]!.slice(0, 3)).toEqual(['ID', 'ID клика', 'Время клика']);
    expect(rows[0]).toEqual(expect.arrayContaining(['Оффер', 'Страна', 'Устройство', 'Уникальный', 'Причина отказа']));
    for (const u of new Set(column(rows, 'Уникальный'))) expect(['Да', 'Нет']).toContain(u);
    for (const d of new Set(column(rows, 'Устройство'))) expect(['Мобильное устройство', 'Компьютер']).toContain(d);
    expect(new Set(column(rows, 'Причина отказа'))).toEqual(new Set(['', 'Оффер не активен']));
  });

  it('heads a traffic report with the dimension’s id and name and the measures as the screen names them', async () => {
    const en = await csv('admin', '/reports/traffic/export-csv', { ...FIXTURE_PERIOD, group_by: ['offer', 'device_type'] });
    expect(en[0]!.slice(0, 5)).toEqual(['Offer ID', 'Offer', 'Device', 'Clicks', 'Unique clicks']);
    expect(en[0]).toEqual(expect.arrayContaining(['Profit', 'CR, %', 'EPC']));
    for (const d of new Set(column(en, 'Device'))) expect(['Mobile', 'Desktop']).toContain(d);
    const ru = await csv('manager', '/reports/traffic/export-csv', { ...FIXTURE_PERIOD, group_by: ['affiliate'] });
    expect(ru[0]!.slice(0, 3)).toEqual(['ID партнёра', 'Партнёр', 'Клики']);
  });

  it('heads the payouts in words and writes the status as its label, once', async () => {
    const en = await csv('admin', '/billing/payouts/export-csv', {});
    expect(en[0]).toEqual(['ID', 'Affiliate ID', 'Affiliate', 'Affiliate e-mail', 'Amount', 'Currency', 'Status', 'Reason', 'Period from', 'Period until', 'Created', 'Payment reference']);
    expect(en.length).toBeGreaterThan(1);
    for (const s of new Set(column(en, 'Status'))) expect(s).toBe('Pending');
    const ru = await csv('manager', '/billing/payouts/export-csv', {});
    expect(ru[0]!.slice(0, 3)).toEqual(['ID', 'ID партнёра', 'Партнёр']);
    for (const s of new Set(column(ru, 'Статус'))) expect(s).not.toMatch(/^\d+$/);
  });
});
