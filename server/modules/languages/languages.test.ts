import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { count } from 'drizzle-orm';
import { languages } from '../../db/schema';

const t = serverAppPerFile();
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

const BASE = '/api/admin/dictionary/languages';
const countRows = async () => Number((await t.database.db.select({ n: count() }).from(languages))[0]!.n);
const listAs = (cookie: string, body: unknown, role = 'admin') =>
  t.call('POST', `/api/${role}/dictionary/languages/list`, { cookie, body });

describe('POST /dictionary/languages/list', () => {
  it('pages, sorts and answers pagination headers, rows in a data array (R59, R200, R203)', async () => {
    const res = await listAs(admin, { page: 2, per_page: 3, sort: '-system_name' });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Pagination-Total-Count')).toBe('10');
    expect(res.headers.get('X-Pagination-Page-Count')).toBe('4');
    expect(res.headers.get('X-Pagination-Current-Page')).toBe('2');
    expect(res.headers.get('X-Pagination-Per-Page')).toBe('3');
    const { success, data } = await res.json();
    expect(success).toBe(true);
    expect(data.map((l: { system_name: string }) => l.system_name)).toEqual(['pt-br', 'pl', 'it']);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      name: 'Português (Brasil)',
      system_name: 'pt-br',
      status: 1,
      status_label: 'Active',
      statusClass: 'success',
    });
  });

  it('filters by text search and status', async () => {
    const q = await (await listAs(admin, { q: 'Рус' })).json();
    expect(q.data.map((l: { system_name: string }) => l.system_name)).toEqual(['ru']);
    const none = await listAs(admin, { status: -1 });
    expect(none.headers.get('X-Pagination-Total-Count')).toBe('0');
    expect((await none.json()).data).toEqual([]);
  });

  it('still counts the matches on a page past the last one', async () => {
    for (const body of [{ q: 'a', page: 50 }, { page: 50 }]) {
      const res = await listAs(admin, body);
      expect((await res.json()).data).toEqual([]);
      expect(Number(res.headers.get('X-Pagination-Total-Count'))).toBeGreaterThan(0);
    }
    const searched = await listAs(admin, { q: 'a', per_page: 2 });
    expect((await searched.json()).data).toHaveLength(2);
    expect(Number(searched.headers.get('X-Pagination-Total-Count'))).toBeGreaterThan(2);
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    const res = await (await listAs(admin, { q: '%' })).json();
    expect(res.data).toEqual([]);
  });

  it('refuses bad grid parameters with 422', async () => {
    const res = await listAs(admin, { page: 0, per_page: 100000, sort: 'password' });
    expect(res.status).toBe(422);
    const fields = (await res.json()).map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['page', 'per_page', 'sort']);
  });

  it('lets managers and affiliates read the list', async () => {
    for (const role of ['manager', 'affiliate'] as const) {
      const res = await listAs(await t.cookieFor(role), { per_page: 50 }, role);
      expect(res.status).toBe(200);
      expect((await res.json()).data).toHaveLength(10);
    }
  });
});

describe('create, read, update, delete', () => {
  it('creates a language, reads it, renames it, deactivates it and deletes it', async () => {
    const created = await t.call('POST', BASE, { cookie: admin, body: { name: 'Nederlands', system_name: 'NL' } });
    expect(created.status).toBe(201);
    const language = (await created.json()).data;
    expect(language).toMatchObject({ name: 'Nederlands', system_name: 'nl', status: 1, status_label: 'Active', statusClass: 'success' });

    const read = await t.call('GET', `${BASE}/${language.id}`, { cookie: admin });
    // R59: a single read answers the record in its data field
    expect((await read.json()).data).toEqual(language);

    const updated = await t.call('PUT', `${BASE}/${language.id}`, { cookie: admin, body: { name: 'Dutch', status: -1 } });
    expect(updated.status).toBe(200);
    expect((await updated.json()).data).toMatchObject({ name: 'Dutch', system_name: 'nl', status: -1, status_label: 'Deactivated', statusClass: 'danger' });

    const deleted = await t.call('DELETE', `${BASE}/${language.id}`, { cookie: admin });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    expect((await t.call('GET', `${BASE}/${language.id}`, { cookie: admin })).status).toBe(404);
    expect((await t.call('DELETE', `${BASE}/${language.id}`, { cookie: admin })).status).toBe(404);
  });

  it('refuses bad input with 422 field messages and changes nothing', async () => {
    const before = await countRows();
    const res = await t.call('POST', BASE, { cookie: admin, body: { name: '', system_name: 'english!', status: 5 } });
    expect(res.status).toBe(422);
    const errors = await res.json();
    expect(errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'status', 'system_name']);
    for (const e of errors) expect(e.message).toEqual(expect.any(String));
    expect(await countRows()).toBe(before);
  });

  it('refuses a duplicate name or system name with 422 and changes nothing', async () => {
    const before = await countRows();
    const dup = await t.call('POST', BASE, { cookie: admin, body: { name: 'english', system_name: 'ru' } });
    expect(dup.status).toBe(422);
    expect((await dup.json()).map((e: { field: string }) => e.field).sort()).toEqual(['name', 'system_name']);
    expect(await countRows()).toBe(before);

    const list = (await (await listAs(admin, { q: 'de' })).json()).data;
    const german = list.find((l: { system_name: string }) => l.system_name === 'de');
    const clash = await t.call('PUT', `${BASE}/${german.id}`, { cookie: admin, body: { system_name: 'en' } });
    expect(clash.status).toBe(422);
    expect((await (await t.call('GET', `${BASE}/${german.id}`, { cookie: admin })).json()).data.system_name).toBe('de');
  });

  it('answers 404 for an unknown or malformed id, never 500', async () => {
    for (const id of ['999999', 'abc', '-1', '1e3', '99999999999999999999']) {
      expect((await t.call('GET', `${BASE}/${id}`, { cookie: admin })).status).toBe(404);
      expect((await t.call('PUT', `${BASE}/${id}`, { cookie: admin, body: { name: 'X' } })).status).toBe(404);
    }
  });

  it('refuses writes by managers and affiliates (403) and changes nothing', async () => {
    const before = await countRows();
    for (const role of ['manager', 'affiliate'] as const) {
      const cookie = await t.cookieFor(role);
      const res = await t.call('POST', `/api/${role}/dictionary/languages`, { cookie, body: { name: 'Klingon', system_name: 'tlh' } });
      expect(res.status).toBe(403);
      expect((await t.call('DELETE', `/api/${role}/dictionary/languages/1`, { cookie })).status).toBe(403);
    }
    expect(await countRows()).toBe(before);
  });
});
