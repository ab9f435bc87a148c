import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

// The built app's hashed files (/assets/*), compressed once and kept: gzip and brotli are made at
// the first request for a file (or read from a .gz/.br sibling the build left) and served from
// memory with Content-Encoding, Vary and an ETag; the name carries the content hash, so the
// answer is immutable for a year.

export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
/** text formats worth compressing; images, fonts and archives are compressed already */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|wasm|manifest\+json)|image\/svg\+xml)/;
/** below this a compressed body saves less than its headers cost */
const MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Brotli at quality 5: within a few per cent of the best ratio at a fraction of its time, so the
 * first request for a file never waits long (quality 11 takes seconds for the largest chunk).
 */
const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  gzip: (bytes) => gzipAsync(bytes, { level: 9 }),
  br: (bytes) =>
    brotliAsync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
};

interface Asset {
  type: string;
  body: Buffer;
  etag: string;
  compressible: boolean;
  encoded: Partial<Record<Encoding, Promise<Buffer | null>>>;
}

/**
 * The encodings a client accepts, best first: brotli, then gzip; `q=0` refuses one, and `*`
 * stands for any not named.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weightOf = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

/** Answers `GET /assets/*` from `dir`; anything it does not hold goes on to the next handler. */
export function assetServer(dir: string) {
  const root = resolve(dir, 'assets');
  const cache = new Map<string, Promise<Asset | null>>();

  async function load(file: string): Promise<Asset | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const body = await readFile(file);
    const type = getMimeType(file) ?? 'application/octet-stream';
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    return { type, body, etag, compressible: body.length >= MIN_BYTES && COMPRESSIBLE.test(type), encoded: {} };
  }

  /** A sibling the build compressed, else this process compresses it once; null when it saves nothing. */
  function encoded(file: string, asset: Asset, encoding: Encoding): Promise<Buffer | null> {
    return (asset.encoded[encoding] ??= readFile(file + SUFFIX[encoding])
      .catch(() => compressors[encoding](asset.body))
      .then((bytes) => (bytes.length < asset.body.length ? bytes : null))
      .catch((error: unknown) => {
        console.error(`Could not compress ${file} (${encoding})`, error);
        return null;
      }));
  }

  return async function serve(c: Context, next: () => Promise<void>) {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path.replace(/^\/assets\//, ''));
    } catch {
      return c.text('Not found.', 404);
    }
    const file = resolve(root, path);
    // an encoded ../ or a NUL: nothing outside the folder is ever served, not even the app page
    if (!file.startsWith(root + sep) || path.includes('\0')) return c.text('Not found.', 404);
    let entry = cache.get(file);
    if (!entry) {
      entry = load(file);
      cache.set(file, entry);
      // a file that is not there now may arrive with a new build: forget the miss
      void entry.then((asset) => asset === null && cache.delete(file));
    }
    const asset = await entry;
    if (asset === null) return next();

    let encoding: Encoding | null = null;
    let body = asset.body;
    if (asset.compressible) {
      for (const candidate of acceptedEncodings(c.req.header('accept-encoding'))) {
        const bytes = await encoded(file, asset, candidate);
        if (bytes) {
          encoding = candidate;
          body = bytes;
          break;
        }
      }
    }
    // one ETag per representation: a cache must not answer a gzip client with brotli bytes
    const etag = encoding ? `${asset.etag.slice(0, -1)}-${encoding}"` : asset.etag;
    const headers: Record<string, string> = { 'Cache-Control': IMMUTABLE, ETag: etag };
    if (asset.compressible) headers.Vary = 'Accept-Encoding';
    const inm = c.req.header('if-none-match');
    if (inm && inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
    headers['Content-Type'] = asset.type;
    headers['Content-Length'] = String(body.length);
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  };
}
