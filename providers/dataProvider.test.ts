import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandlers } from '../mocks/apiHandlers';
import { createDataProvider, toApiSort } from './dataProvider';
import { createHttpClient } from './http/httpClient';
import { HttpError } from './http/HttpError';

interface Seen {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

const languages = [
  { id: 1, name: 'English', system_name: 'en', status: 1 },
  { id: 2, name: 'Russian', system_name: 'ru', status: 1 },
];

// Stands in for the server app: records what arrives and answers like docs/api.md says.
const seen: Seen[] = [];
let deleteAnswer: unknown = { success: true };
const app = {
  async fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    seen.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined, headers: request.headers });
    const base = '/api/admin/dictionary/languages';
    if (request.method === 'POST' && path === `${base}/list`) {
      return Response.json({ success: true, data: languages }, { headers: { 'X-Pagination-Total-Count': '42' } });
    }
    if (request.method === 'POST' && path === '/api/admin/user_profiles/affiliates/list') {
      return Response.json({ success: true, data: languages }, { headers: { 'X-Pagination-Total-Count': '10000', 'X-Pagination-Total-Count-Capped': 'true' } });
    }
    if (request.method === 'POST' && path === '/api/admin/reports/clicks/list') {
      return Response.json({ success: true, data: languages }, { headers: { 'X-Pagination-Has-More': String(JSON.parse(text).page < 3) } });
    }
    const id = Number(path.slice(base.length + 1));
    const found = languages.find((language) => language.id === id);
    if (request.method === 'GET' && found) return Response.json({ success: true, data: found });
    if (request.method === 'POST' && path === base) return Response.json({ success: true, data: { id: 3, ...JSON.parse(text) } }, { status: 201 });
    if (request.method === 'PUT' && found) return Response.json({ success: true, data: { ...found, ...JSON.parse(text) } });
    if (request.method === 'DELETE' && found) return Response.json(deleteAnswer);
    return Response.json({ success: false, message: 'Not found.' }, { status: 404 });
  },
};

const server = setupServer(...apiHandlers(app));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  deleteAnswer = { success: true };
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const http = createHttpClient({ role: 'admin', apiBase: 'http://app.test/api' });
const dataProvider = createDataProvider(http, { languages: '/dictionary/languages' });

describe('toApiSort (R64–R66)', () => {
  it('sends the field ascending, -field descending, nothing when cleared', () => {
    expect(toApiSort({ field: 'name', order: 'ASC' })).toBe('name');
    expect(toApiSort({ field: 'name', order: 'DESC' })).toBe('-name');
    expect(toApiSort({ field: '', order: 'ASC' })).toBeUndefined();
    expect(toApiSort(undefined)).toBeUndefined();
  });
});

describe('createDataProvider', () => {
  it('getList posts { page, per_page, sort, ...filter } and reads the total header (R58, R65)', async () => {
    const result = await dataProvider.getList('languages', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'system_name', order: 'DESC' },
      filter: { q: 'en', status: [1, -1] },
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/dictionary/languages/list',
      body: { page: 2, per_page: 25, sort: '-system_name', q: 'en', status: [1, -1] },
    });
    expect(seen[0].headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(result).toEqual({ data: languages, total: 42 });
  });

  it('reads a list without a total (the click log) as previous and next pages', async () => {
    const clicks = createDataProvider(http, { 'click-log': '/reports/clicks' });
    const first = await clicks.getList('click-log', { pagination: { page: 1, perPage: 2 }, sort: { field: 'clicked_at', order: 'DESC' }, filter: {} });
    expect(first).toEqual({ data: languages, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    const last = await clicks.getList('click-log', { pagination: { page: 3, perPage: 2 }, sort: { field: 'clicked_at', order: 'DESC' }, filter: {} });
    expect(last).toEqual({ data: languages, pageInfo: { hasNextPage: false, hasPreviousPage: true } });
  });

  it('reads a capped total (a big user list) as more than the total: one page past it, the count in meta', async () => {
    const affiliates = createDataProvider(http, { affiliates: '/user_profiles/affiliates' });
    const result = await affiliates.getList('affiliates', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(result).toEqual({ data: languages, total: 10_001, meta: { totalCapped: 10_000 } });
  });

  it('sends page and per_page as numbers and no sort when it is cleared (R58, R66)', async () => {
    await dataProvider.getList('languages', {
      pagination: { page: '3' as unknown as number, perPage: '10' as unknown as number },
      sort: { field: '', order: 'ASC' },
      filter: {},
    });
    expect(seen[0].body).toEqual({ page: 3, per_page: 10 });
  });

  it('getManyReference adds the target to the filter', async () => {
    await dataProvider.getManyReference('languages', {
      target: 'user_id',
      id: 9,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 1 },
    });
    expect(seen[0].body).toEqual({ page: 1, per_page: 5, sort: 'id', status: 1, user_id: 9 });
  });

  it('getOne and getMany read {path}/{id}', async () => {
    expect(await dataProvider.getOne('languages', { id: 1 })).toEqual({ data: languages[0] });
    expect(await dataProvider.getMany('languages', { ids: [1, 2] })).toEqual({ data: languages });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /api/admin/dictionary/languages/1',
      'GET /api/admin/dictionary/languages/1',
      'GET /api/admin/dictionary/languages/2',
    ]);
  });

  it('create posts to {path}, update puts to {path}/{id}, updateMany puts each', async () => {
    expect(await dataProvider.create('languages', { data: { name: 'German', system_name: 'de' } })).toEqual({
      data: { id: 3, name: 'German', system_name: 'de' },
    });
    expect(await dataProvider.update('languages', { id: 2, data: { status: -1 }, previousData: languages[1] })).toEqual({
      data: { ...languages[1], status: -1 },
    });
    expect(await dataProvider.updateMany('languages', { ids: [1, 2], data: { status: 1 } })).toEqual({ data: [1, 2] });
    expect(seen.map((s) => `${s.method} ${s.path} ${JSON.stringify(s.body)}`)).toEqual([
      'POST /api/admin/dictionary/languages {"name":"German","system_name":"de"}',
      'PUT /api/admin/dictionary/languages/2 {"status":-1}',
      'PUT /api/admin/dictionary/languages/1 {"status":1}',
      'PUT /api/admin/dictionary/languages/2 {"status":1}',
    ]);
  });

  it('delete answers with previousData, else { id }, and deleteMany with the ids', async () => {
    expect(await dataProvider.delete('languages', { id: 1, previousData: languages[0] })).toEqual({ data: languages[0] });
    expect(await dataProvider.delete('languages', { id: 2 })).toEqual({ data: { id: 2 } });
    expect(await dataProvider.deleteMany('languages', { ids: [1, 2] })).toEqual({ data: [1, 2] });
    expect(seen.filter((s) => s.method === 'DELETE')).toHaveLength(4);
  });

  it('delete fails when the answer does not report success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    deleteAnswer = { success: false, message: 'In use.' };
    const error = await dataProvider.delete('languages', { id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'In use.', request: { method: 'DELETE' } });
  });

  it('passes HTTP errors through as HttpError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(dataProvider.getOne('languages', { id: 99 })).rejects.toMatchObject({ status: 404, message: 'Not found.' });
  });

  it('rejects a resource it has no path for', async () => {
    await expect(dataProvider.getList('nope', { filter: {} })).rejects.toThrow('No API path for resource "nope".');
    expect(seen).toHaveLength(0);
  });
});
