import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The largest body an `/api` request may carry (an invoice upload of INVOICE_MAX_BYTES fits, with its form). */
export const API_BODY_MAX_BYTES = 1024 * 1024;
/** The largest body any other path may carry: a `/postback` form or JSON; the rest read none. */
export const OTHER_BODY_MAX_BYTES = 64 * 1024;

/** The body limit of a request path: every path has one, before a byte of the body is read. */
export const bodyLimitFor = (path: string): number => (path === '/api' || path.startsWith('/api/') ? API_BODY_MAX_BYTES : OTHER_BODY_MAX_BYTES);

const inWords = (bytes: number) => (bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`);

/** The message of a 413, naming the limit and nothing else. */
export const tooLargeMessage = (limit: number) => `The request body is too large: at most ${inWords(limit)}.`;

/**
 * The 413 answer's headers. `Connection: close`: the server answers before it has read the body,
 * so the connection cannot carry another request (server/http/nodeBodyLimit.ts reads and drops the
 * rest, within bounds, before it closes).
 */
export const TOO_LARGE_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  Connection: 'close',
} as const;

export const tooLargeBody = (limit: number) => JSON.stringify({ success: false, message: tooLargeMessage(limit) });

const limiter = (limit: number): MiddlewareHandler =>
  bodyLimit({ maxSize: limit, onError: () => new Response(tooLargeBody(limit), { status: 413, headers: TOO_LARGE_HEADERS }) });

/**
 * The same limits inside the app, for requests that do not come through Node's server
 * (app.request in tests, MSW) or a server without server/http/nodeBodyLimit.ts in front.
 */
export function limitBodies(): MiddlewareHandler {
  const api = limiter(API_BODY_MAX_BYTES);
  const other = limiter(OTHER_BODY_MAX_BYTES);
  return (c, next) => (bodyLimitFor(c.req.path) === API_BODY_MAX_BYTES ? api : other)(c, next);
}
