import { csvHeader } from '../../../domain/exports/csvColumns';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers, trackingDomains, users } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { newClickId, type ClickRecord } from '../tracker/clickRecord';
import { writeClicks } from '../tracker/clickStore';

const t = serverAppPerFile();
const CLICK_ID = newClickId();
/** 22:30 UTC: 04:00 the next day in Kolkata (+05:30), 18:30 the same day in New York (EDT, -04:00). */
const AT = '2026-03-10T22:30:00.000Z';

beforeAll(async () => {
  const db = t.database.db;
  await db.update(users).set({ timeZone: 'Asia/Kolkata' }).where(eq(users.email, 'admin@example.com'));
  const [affiliate] = await db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
  const [offer] = await db.select().from(offers).orderBy(asc(offers.id)).limit(1);
  const [domain] = await db.select().from(trackingDomains).limit(1);
  await writeClicks(db, [
    {
      click_id: CLICK_ID,
      clicked_at: AT,
      offer_id: offer!.id,
      affiliate_id: affiliate!.id,
      manager_id: affiliate!.managerId ?? 0,
      tracking_domain_id: domain!.id,
      p1: 'csv-zone',
      ...Object.fromEntries(['p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10'].map((p) => [p, null])),
      ip: '192.0.2.7',
      country: 'DE',
      device_type: 2,
      os: 'Windows',
      browser: 'Chrome',
      referrer: '',
      refusal: null,
    } as ClickRecord,
  ]);
});

async function clickCsv(language: 'en' | 'ru', extra: object = {}) {
  await t.database.db.update(users).set({ language }).where(eq(users.email, 'admin@example.com'));
  const res = await t.call('POST', '/api/admin/reports/clicks/export-csv', {
    cookie: await t.cookieFor('admin'),
    headers: { 'Accept-Language': language },
    body: { period_type: 'custom_date', period_start: '2026-03-10', period_finish: '2026-03-11', p1: 'csv-zone', ...extra },
  });
  expect(res.status).toBe(200);
  const lines = (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n');
  const header = lines[0]!.split(',');
  const row = lines.find((l) => l.includes(CLICK_ID))!.split(',');
  return { clickedAt: row[header.indexOf(csvHeader('clicked_at', language))] };
}

describe('times in a CSV export', () => {
  it('writes a click’s time in the caller’s profile zone with its offset, the same in English and in Russian', async () => {
    const en = await clickCsv('en');
    expect(en.clickedAt).toBe('2026-03-11T04:00:00+05:30');
    // headed in each language (domain/exports/csvColumns.ts), the instant written alike
    expect((await clickCsv('ru')).clickedAt).toBe(en.clickedAt);
    // the instant is unchanged: a program reading the file gets the stored click time
    expect(new Date(en.clickedAt!).toISOString()).toBe(AT);
  });

  it('writes them in the zone the request names, as the report’s period is read in it', async () => {
    expect((await clickCsv('en', { time_zone: 'America/New_York' })).clickedAt).toBe('2026-03-10T18:30:00-04:00');
  });
});
