import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../test/serverTest';
import { serveWebApp } from './static';

const t = serverAppPerFile();
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'affnet-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>AffNet app</title>');
  serveWebApp(t.app, dir);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(`http://localhost${path}`, { headers });

/** Follows redirects like a browser; answers the final response and how many redirects it took. */
async function land(path: string): Promise<{ res: Response; path: string; hops: number }> {
  let current = path;
  for (let hops = 0; hops <= 5; hops++) {
    const res = await get(current);
    if (res.status < 300 || res.status >= 400) return { res, path: current, hops };
    current = new URL(res.headers.get('location')!, `http://localhost${current}`).pathname;
  }
  throw new Error(`${path} redirects more than 5 times`);
}

describe('every URL lands', () => {
  it.each([
    ['/auth', '/auth/a/login'],
    ['/auth/', '/auth/a/login'],
    ['/admin', '/admin/d/'],
    ['/admin/', '/admin/d/'],
    ['/manager', '/manager/d/'],
    ['/manager/', '/manager/d/'],
    ['/affiliate', '/affiliate/d/'],
    ['/affiliate/', '/affiliate/d/'],
    ['/advertiser', '/advertiser/d/'],
    ['/advertiser/', '/advertiser/d/'],
    ['/', '/auth/a/login'],
  ])('%s reaches the app at %s in at most 2 redirects', async (from, to) => {
    const { res, path, hops } = await land(from);
    expect(path).toBe(to);
    expect(hops).toBeLessThanOrEqual(2);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('AffNet app');
  });

  it('a path outside the apps and /api answers an HTML 404 page with a link home, in the browser language', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('href="/auth/a/login"');
    expect(await (await get('/wp-login.php', { 'Accept-Language': 'ru-RU,ru;q=0.9' })).text()).toContain('Страница не найдена');
  });

  it('an unknown /api path answers JSON 404', async () => {
    const res = await get('/api/no-such-endpoint');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Not found.' });
  });
});
