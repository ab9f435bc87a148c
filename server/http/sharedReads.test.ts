import { Hono, type Context } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { createSharedReads } from './sharedReads';
import type { AppEnv } from './types';

/**
 * Identical read-only POSTs in flight share one answer; anything else, or a request that arrives
 * after a change (clear), runs on its own. The handler counts its runs: what each client gets
 * back is the answer of a run, with its status, headers and body.
 */
function appWith(enabled = true) {
  const shared = createSharedReads({ enabled });
  const app = new Hono<AppEnv>();
  let runs = 0;
  let gate: Promise<void> = Promise.resolve();
  let open = () => undefined as void;
  const hold = () => {
    gate = new Promise<void>((resolve) => (open = resolve));
  };
  // the app marks a request whose endpoint row reads (server/http/readOnly.ts); here: the list and the export
  app.use('/api/*', async (c, next) => {
    c.set('reads', !c.req.path.endsWith('/save'));
    await next();
  });
  app.use('/api/*', shared.middleware);
  const handler = async (c: Context<AppEnv>) => {
    runs += 1;
    const run = runs;
    await gate;
    const body = (await c.req.json()) as unknown;
    c.header('X-Pagination-Total-Count', String(run));
    return c.json({ success: true, run, body });
  };
  app.post('/api/admin/things/list', handler);
  app.post('/api/admin/things/save', handler);
  app.post('/api/admin/things/export-csv', async (c) => {
    runs += 1;
    await gate;
    return c.body('id\n1\n', 200, { 'Content-Type': 'text/csv' });
  });
  const post = (path: string, body: unknown, cookie = 'sid=a') =>
    app.request(`http://localhost/api/admin/things/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });
  return { shared, post, hold, release: () => open(), runs: () => runs };
}

const read = async (response: Response | Promise<Response>) => {
  const r = await response;
  return { status: r.status, total: r.headers.get('X-Pagination-Total-Count'), json: (await r.json()) as { run: number; body: unknown } };
};

describe('identical reads in flight share one answer', () => {
  it('every identical list request sent while the first runs gets its answer, headers included', async () => {
    const t = appWith();
    t.hold();
    const answers = [t.post('list', { page: 1 }), t.post('list', { page: 1 }), t.post('list', { page: 1 })];
    t.release();
    const got = await Promise.all(answers.map(read));
    expect(got).toEqual([0, 1, 2].map(() => ({ status: 200, total: '1', json: { success: true, run: 1, body: { page: 1 } } })));
    expect(t.runs()).toBe(1);
  });

  it('another body, another caller or a request after the answer is out runs on its own', async () => {
    const t = appWith();
    t.hold();
    const answers = [t.post('list', { page: 1 }), t.post('list', { page: 2 }), t.post('list', { page: 1 }, 'sid=b')];
    t.release();
    expect((await Promise.all(answers.map(read))).map((a) => a.json.body)).toEqual([{ page: 1 }, { page: 2 }, { page: 1 }]);
    expect(t.runs()).toBe(3);
    expect((await read(t.post('list', { page: 1 }))).json.run).toBe(4);
  });

  it('a request that arrives after a change (clear) does not get the older answer', async () => {
    const t = appWith();
    t.hold();
    const before = t.post('list', {});
    await vi.waitFor(() => expect(t.runs()).toBe(1));
    t.shared.clear();
    const after = t.post('list', {});
    t.release();
    expect([(await read(before)).json.run, (await read(after)).json.run]).toEqual([1, 2]);
  });

  it('a state-changing POST, an export stream and the strict mode never share', async () => {
    const t = appWith();
    t.hold();
    const saves = [t.post('save', {}), t.post('save', {})];
    const exports = [t.post('export-csv', {}), t.post('export-csv', {})];
    t.release();
    expect((await Promise.all(saves.map(read))).map((a) => a.json.run)).toEqual([1, 2]);
    expect(await Promise.all(exports.map(async (r) => (await r).text()))).toEqual(['id\n1\n', 'id\n1\n']);
    expect(t.runs()).toBe(4);

    const strict = appWith(false);
    strict.hold();
    const lists = [strict.post('list', {}), strict.post('list', {})];
    strict.release();
    expect((await Promise.all(lists.map(read))).map((a) => a.json.run)).toEqual([1, 2]);
  });
});
