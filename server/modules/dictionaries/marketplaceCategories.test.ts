import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { count } from 'drizzle-orm';
import { marketplaceCategories } from '../../db/schema';

const t = serverAppPerFile();
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

const BASE = '/api/admin/dictionary/marketplace-categories';
const countRows = async () => Number((await t.database.db.select({ n: count() }).from(marketplaceCategories))[0]!.n);
const listAs = (cookie: string, body: unknown, role = 'admin') => t.call('POST', `/api/${role}/dictionary/marketplace-categories/list`, { cookie, body });
const read = async (id: number) => (await (await t.call('GET', `${BASE}/${id}`, { cookie: admin })).json()).data;

describe('POST /dictionary/marketplace-categories/list (R226, R228)', () => {
  it('answers the full response: success, data rows and pagination headers', async () => {
    const res = await listAs(admin, { page: 1, per_page: 4, sort: '-name' });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Pagination-Total-Count')).toBe('11');
    expect(res.headers.get('X-Pagination-Page-Count')).toBe('3');
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(['Utilities', 'Travel', 'Sweepstakes', 'Nutra']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Utilities',
      status: -1,
      status_label: 'Deactivated',
      statusClass: 'danger',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(body.data[1]).toMatchObject({ status: 1, status_label: 'Active', statusClass: 'success' });
  });

  it('filters by status and text', async () => {
    const off = await (await listAs(admin, { status: -1, sort: 'name' })).json();
    expect(off.data.map((c: { name: string }) => c.name)).toEqual(['Sweepstakes', 'Utilities']);
    const q = await (await listAs(admin, { q: 'CRY', status: null })).json();
    expect(q.data.map((c: { name: string }) => c.name)).toEqual(['Crypto']);
  });

  it('refuses bad grid parameters with 422', async () => {
    const res = await listAs(admin, { page: 'two', sort: 'password', status: 'on' });
    expect(res.status).toBe(422);
    expect((await res.json()).map((e: { field: string }) => e.field).sort()).toEqual(['page', 'sort', 'status']);
  });
});

describe('create, read, update, delete, restore (R227, R229–R234)', () => {
  it('creates (POST), reads, updates (PUT), deletes and restores a category', async () => {
    const created = await t.call('POST', BASE, { cookie: admin, body: { name: '  Insurance ' } });
    expect(created.status).toBe(201);
    const category = (await created.json()).data;
    expect(category).toMatchObject({ name: 'Insurance', status: 1, status_label: 'Active', statusClass: 'success' });
    expect(await read(category.id)).toEqual(category);

    const updated = await t.call('PUT', `${BASE}/${category.id}`, { cookie: admin, body: { ...category, name: 'Insurance & loans' } });
    expect(updated.status).toBe(200);
    expect((await updated.json()).data).toMatchObject({ id: category.id, name: 'Insurance & loans', status: 1 });

    const deleted = await t.call('DELETE', `${BASE}/${category.id}`, { cookie: admin });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    expect(await read(category.id)).toMatchObject({ status: -1, status_label: 'Deactivated', statusClass: 'danger' });

    const restored = await t.call('PATCH', `${BASE}/${category.id}/restore`, { cookie: admin });
    expect(restored.status).toBe(200);
    expect((await restored.json()).data).toMatchObject({ id: category.id, status: 1, status_label: 'Active' });
    expect(await read(category.id)).toMatchObject({ status: 1 });
  });

  it('restores a seeded deactivated category, and repeats of delete and restore change nothing more', async () => {
    const [sweepstakes] = (await (await listAs(admin, { q: 'Sweepstakes' })).json()).data;
    expect(sweepstakes.status).toBe(-1);
    expect((await t.call('PATCH', `${BASE}/${sweepstakes.id}/restore`, { cookie: admin })).status).toBe(200);
    expect((await t.call('PATCH', `${BASE}/${sweepstakes.id}/restore`, { cookie: admin })).status).toBe(200);
    expect(await read(sweepstakes.id)).toMatchObject({ status: 1 });
    expect(await (await t.call('DELETE', `${BASE}/${sweepstakes.id}`, { cookie: admin })).json()).toEqual({ success: true });
    expect(await (await t.call('DELETE', `${BASE}/${sweepstakes.id}`, { cookie: admin })).json()).toEqual({ success: true });
    expect(await read(sweepstakes.id)).toMatchObject({ status: -1 });
  });

  it('refuses bad input and duplicate names with 422 and changes nothing', async () => {
    const before = await countRows();
    const bad = await t.call('POST', BASE, { cookie: admin, body: { name: ' ', status: 2 } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).map((e: { field: string }) => e.field).sort()).toEqual(['name', 'status']);
    const long = await t.call('POST', BASE, { cookie: admin, body: { name: 'x'.repeat(101) } });
    expect(long.status).toBe(422);
    const dup = await t.call('POST', BASE, { cookie: admin, body: { name: 'FINANCE' } });
    expect(dup.status).toBe(422);
    expect(await dup.json()).toEqual([{ field: 'name', message: 'A category with this name already exists.' }]);
    expect(await countRows()).toBe(before);

    const [crypto] = (await (await listAs(admin, { q: 'Crypto' })).json()).data;
    const clash = await t.call('PUT', `${BASE}/${crypto.id}`, { cookie: admin, body: { name: 'gambling', status: -1 } });
    expect(clash.status).toBe(422);
    expect(await read(crypto.id)).toEqual(crypto);
  });

  it('answers 404 for unknown or malformed ids on every call', async () => {
    for (const id of ['999999', 'abc', '0']) {
      expect((await t.call('GET', `${BASE}/${id}`, { cookie: admin })).status).toBe(404);
      expect((await t.call('PUT', `${BASE}/${id}`, { cookie: admin, body: { name: 'X' } })).status).toBe(404);
      expect((await t.call('PATCH', `${BASE}/${id}/restore`, { cookie: admin })).status).toBe(404);
      expect((await t.call('DELETE', `${BASE}/${id}`, { cookie: admin })).status).toBe(404);
    }
  });
});

describe('access', () => {
  it('shows managers and affiliates the active categories only, and no deactivated one by id', async () => {
    const [utilities] = (await (await listAs(admin, { q: 'Utilities' })).json()).data;
    for (const role of ['manager', 'affiliate'] as const) {
      const cookie = await t.cookieFor(role);
      const res = await listAs(cookie, { per_page: 100 }, role);
      expect(res.status).toBe(200);
      const rows = (await res.json()).data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((c: { status: number }) => c.status === 1)).toBe(true);
      expect((await (await listAs(cookie, { status: -1 }, role)).json()).data).toEqual([]);
      expect((await t.call('GET', `/api/${role}/dictionary/marketplace-categories/${utilities.id}`, { cookie })).status).toBe(404);
      expect((await t.call('GET', `/api/${role}/dictionary/marketplace-categories/${rows[0].id}`, { cookie })).status).toBe(200);
    }
  });

  it('refuses writes by managers and affiliates (403) and changes nothing', async () => {
    const [finance] = (await (await listAs(admin, { q: 'Finance' })).json()).data;
    for (const role of ['manager', 'affiliate'] as const) {
      const cookie = await t.cookieFor(role);
      const base = `/api/${role}/dictionary/marketplace-categories`;
      expect((await t.call('POST', base, { cookie, body: { name: 'Nope' } })).status).toBe(403);
      expect((await t.call('PUT', `${base}/${finance.id}`, { cookie, body: { name: 'Nope' } })).status).toBe(403);
      expect((await t.call('DELETE', `${base}/${finance.id}`, { cookie })).status).toBe(403);
      expect((await t.call('PATCH', `${base}/${finance.id}/restore`, { cookie })).status).toBe(403);
    }
    expect(await read(finance.id)).toEqual(finance);
  });
});
