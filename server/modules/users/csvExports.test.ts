import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { serverAppPerFile } from '../../../test/serverTest';

// Every CSV of user management and the security log reads in the downloader's profile language
// and zone: headers in words, codes as their labels, instants in the profile's zone.

const t = serverAppPerFile({ LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000' });
/** 22:30 UTC: 04:00 the next day in Kolkata (+05:30). */
const MADE = new Date('2026-03-10T22:30:00.000Z');
const IN_KOLKATA = '2026-03-11T04:00:00+05:30';
let affiliateId: number;

beforeAll(async () => {
  const db = t.database.db;
  await db.update(users).set({ timeZone: 'Asia/Kolkata' }).where(eq(users.email, 'admin@example.com'));
  const [affiliate] = await db.update(users).set({ createdAt: MADE, mobile: '' }).where(eq(users.email, 'affiliate@example.com')).returning();
  affiliateId = affiliate!.id;
  const admin = await t.cookieFor('admin');
  expect((await t.call('POST', `/api/admin/user_profiles/user-accounts/${affiliateId}/ban`, { cookie: admin })).status).toBe(200);
  expect((await t.call('POST', `/api/admin/user_profiles/user-accounts/${affiliateId}/unban`, { cookie: admin })).status).toBe(200);
});

/** RFC 4180 lines into cells (quoted cells may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => (m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? ''))));
}

/** The CSV as the admin downloads it in `language`: its header and its rows by header. */
async function csv(language: 'en' | 'ru', path: string, body: object = {}) {
  await t.database.db.update(users).set({ language }).where(eq(users.email, 'admin@example.com'));
  const res = await t.call('POST', `/api/admin${path}`, { cookie: await t.cookieFor('admin'), body });
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toContain('text/csv');
  const [header, ...rows] = parseCsv(await res.text());
  return { header: header!, rows: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? '']))) };
}

describe('the user lists as CSV', () => {
  it('all accounts: headers in words, the account type and status as labels, the time in the caller’s zone', async () => {
    const en = await csv('en', '/user_profiles/export-csv', { q: 'affiliate@example.com' });
    expect(en.header).toEqual(['ID', 'E-mail', 'Name', 'Account type', 'Status', 'Manager', 'Phone', 'Created']);
    expect(en.rows).toEqual([expect.objectContaining({ ID: String(affiliateId), 'Account type': 'Affiliate', Status: 'Active', Created: IN_KOLKATA })]);
    const ru = await csv('ru', '/user_profiles/export-csv', { q: 'affiliate@example.com' });
    expect(ru.header).toEqual(['ID', 'E-mail', 'Имя', 'Тип учётной записи', 'Статус', 'Менеджер', 'Телефон', 'Создано']);
    expect(ru.rows).toEqual([expect.objectContaining({ 'Тип учётной записи': 'Партнёр', Статус: 'Активен', Создано: IN_KOLKATA })]);
  });

  it('affiliates: the commission type and postback state as labels', async () => {
    const en = await csv('en', '/user_profiles/affiliates/export-csv', { q: 'affiliate@example.com' });
    expect(en.header).toEqual(['ID', 'E-mail', 'Name', 'Status', 'Postback', 'Commission type', 'Manager', 'Registered by', 'Phone', 'Created']);
    expect(en.rows[0]!['Commission type']).toMatch(/^CP[AL]$/);
    expect(en.rows[0]!.Postback).toMatch(/postback/i);
    const ru = await csv('ru', '/user_profiles/affiliates/export-csv', { q: 'affiliate@example.com' });
    expect(ru.header).toContain('Тип комиссии');
    expect(ru.rows[0]!.Постбэк).toMatch(/остбэк/);
  });

  it('managers, for administrators only; a bad filter is a 422 before the first byte', async () => {
    const ru = await csv('ru', '/user_profiles/managers/export-csv');
    expect(ru.header).toEqual(['ID', 'E-mail', 'Имя', 'Статус', 'Телефон', 'Создано']);
    expect(ru.rows.map((r) => r['E-mail'])).toContain('manager@example.com');
    expect((await t.call('POST', '/api/manager/user_profiles/managers/export-csv', { cookie: await t.cookieFor('manager'), body: {} })).status).toBe(403);
    expect((await t.call('POST', '/api/admin/user_profiles/affiliates/export-csv', { cookie: await t.cookieFor('admin'), body: { period_type: 'never' } })).status).toBe(422);
  });
});

describe('the advertisers as CSV', () => {
  it('headers in words, the status and the postback token as words, in both languages', async () => {
    const db = t.database.db;
    await db.update(users).set({ createdAt: MADE }).where(eq(users.userType, 3));
    const en = await csv('en', '/advertisers/export-csv');
    expect(en.header).toEqual(['ID', 'E-mail', 'Name', 'Status', 'Offers', 'Active offers', 'Postback token', 'Created']);
    expect(en.rows.length).toBeGreaterThan(0);
    expect(en.rows.every((r) => ['Yes', 'No'].includes(r['Postback token']!) && ['Active', 'Inactive'].includes(r.Status!) && r.Created === IN_KOLKATA)).toBe(true);
    const ru = await csv('ru', '/advertisers/export-csv');
    expect(ru.header).toEqual(['ID', 'E-mail', 'Имя', 'Статус', 'Офферы', 'Активные офферы', 'Токен постбэка', 'Создано']);
    expect(ru.rows.every((r) => ['Да', 'Нет'].includes(r['Токен постбэка']!) && ['Активен', 'Неактивен'].includes(r.Статус!))).toBe(true);
    expect((await t.call('POST', '/api/admin/advertisers/export-csv', { cookie: await t.cookieFor('admin'), body: { status_id: 7 } })).status).toBe(422);
  });
});

describe('the logs and statistics as CSV', () => {
  it('the change log: the action by its label and each change as a sentence, in both languages', async () => {
    const en = await csv('en', '/user-management/user-change-log/export-csv', { user_id: affiliateId });
    expect(en.header).toEqual(['ID', 'Created', 'User ID', 'User e-mail', 'Done by (ID)', 'Done by', 'Action', 'Changes', 'IP address']);
    const ban = en.rows.find((r) => r.Action === 'Banned')!;
    expect(ban.Changes).toBe('Status: Active → Inactive');
    expect(ban.Created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    const ru = await csv('ru', '/user-management/user-change-log/export-csv', { user_id: affiliateId });
    expect(ru.header).toContain('Изменения');
    expect(ru.rows.find((r) => r.Действие === 'Заблокирован')!.Изменения).toBe('Статус: Активен → Неактивен');
  });

  it('registration statistics: labels for the request, e-mail and lead states; grouped rows headed in words', async () => {
    const body = { period_type: 'custom_date', period_start: '2026-03-01', period_finish: '2026-03-31', q: 'affiliate@example.com' };
    const ru = await csv('ru', '/user-management/registration-stats/export-csv', body);
    expect(ru.header).toEqual(['ID', 'E-mail', 'Имя', 'Создано', 'Статус', 'Заявка', 'Подтверждение e-mail', 'Статус лида', 'Интеграция', 'Менеджер', 'Кем приглашён']);
    expect(ru.rows).toEqual([expect.objectContaining({ Создано: IN_KOLKATA, Статус: 'Активен', 'Подтверждение e-mail': 'Подтверждён' })]);
    const en = await csv('en', '/user-management/registration-stats/export-csv', body);
    expect(en.rows).toEqual([expect.objectContaining({ Created: IN_KOLKATA, 'E-mail confirmation': 'Confirmed' })]);
    const grouped = await csv('ru', '/user-management/registration-stats/export-csv', { ...body, q: '', group_by: 'month' });
    expect(grouped.header).toEqual(['Период', 'Регистрации', 'E-mail подтверждён', 'Ожидают', 'Одобрены', 'Отклонены']);
  });

  it('the security log: each event by its label, the time in the caller’s zone', async () => {
    expect((await t.call('POST', '/api/login', { body: { email: 'manager@example.com', password: DEMO_PASSWORD } })).status).toBe(200);
    const en = await csv('en', '/security/security-log/export-csv', { event: 'login' });
    expect(en.header).toEqual(['ID', 'Created', 'Event', 'User ID', 'Done by (ID)', 'E-mail', 'IP address', 'Browser (user agent)', 'Details']);
    expect(en.rows.length).toBeGreaterThan(0);
    expect(en.rows.every((r) => r.Event === 'Signed in' && /\+05:30$/.test(r.Created!))).toBe(true);
    const ru = await csv('ru', '/security/security-log/export-csv', { event: 'login' });
    expect(ru.rows.every((r) => r.Событие === 'Вход')).toBe(true);
  });
});
