import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../test/serverTest';
import { acceptedEncodings } from './assets';
import { serveWebApp } from './static';

// The built app's hashed files as a browser receives them: compressed once, then served
// from memory with Content-Encoding, Vary, ETag and a year's immutable cache.

const t = serverAppPerFile();
let dir: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "affiliate ${i}" }`).join(', ')}];\n`;
const prebuilt = gzipSync(Buffer.from('/* the build compressed this one */'.padEnd(4000, ' ')));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'affnet-assets-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>AffNet app</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets', 'logo-abc123.png'), Buffer.alloc(4000, 7));
  writeFileSync(join(dir, 'assets', 'built-abc123.css'), 'body{}'.padEnd(4000, ' '));
  writeFileSync(join(dir, 'assets', 'built-abc123.css.gz'), prebuilt);
  serveWebApp(t.app, dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(`http://localhost${path}`, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('hashed assets', () => {
  it('a browser that accepts brotli gets the script brotli-compressed, smaller, and it decodes to the file', async () => {
    const res = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('a gzip-only client gets gzip, and a client that names no encoding gets the file as it is', async () => {
    const gz = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bytes(plain)).toString()).toBe(script);

    const refused = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('each representation has its own ETag, and a matching If-None-Match answers 304 without a body', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br' });
    const gz = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    const plain = await get('/assets/index-abc123.js');
    const tags = [br, gz, plain].map((r) => r.headers.get('etag'));
    expect(tags.every((tag) => tag !== null && /^"[^"]+"$/.test(tag))).toBe(true);
    expect(new Set(tags).size).toBe(3);

    const again = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': tags[0]! });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');
    // gzip bytes under a brotli tag would be wrong: another representation's tag does not match
    expect((await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': tags[1]! })).status).toBe(200);
  });

  it('images and tiny files are sent as they are; a .gz the build left is served as the gzip form', async () => {
    const png = await get('/assets/logo-abc123.png', { 'Accept-Encoding': 'gzip, br' });
    expect(png.status).toBe(200);
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/tiny-abc123.js', { 'Accept-Encoding': 'gzip, br' })).headers.get('content-encoding')).toBeNull();

    const css = await get('/assets/built-abc123.css', { 'Accept-Encoding': 'gzip' });
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(await bytes(css)).toEqual(prebuilt);
  });

  it('a missing asset is a 404 and never the app page; a path climbing out of the folder finds nothing', async () => {
    const missing = await get('/assets/gone-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('AffNet app');
    expect((await get('/assets/..%2findex.html')).status).toBe(404);
    expect((await get('/assets/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip;q=1.0, br;q=0.5', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, gzip;q=0', ['br']],
    ['identity', []],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
