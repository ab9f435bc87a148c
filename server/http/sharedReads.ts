import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/** A finished JSON answer, kept as bytes so every request that shared it gets its own copy. */
interface Answer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/**
 * Identical reads in flight share one answer (request coalescing), per app (created in createApp).
 * When many callers send the same list or dashboard POST at once (200 tabs of one operator, a
 * polling client, a load test), the first one runs; the identical requests that arrive while it
 * runs wait for it and get a copy of its answer instead of queueing the same statements again on
 * the database (PGlite has one connection). Nothing is kept after the answer is out: a request
 * that arrives later runs on its own.
 *
 * "Identical" means the same method, URL, body and the same caller headers (Cookie, Authorization,
 * Accept-Language): the answer depends on nothing else. Only the read-only POSTs (lists,
 * dashboard figures, reports: the rows with `reads`, server/http/readOnly.ts) share; a JSON answer only, so an export
 * streams to each caller on its own.
 *
 * Correctness: `clear()` runs when any state-changing request completes (with the session cache,
 * server/http/guards.ts), and a request never joins a read that began before the last clear, so a
 * change made through the API (a ban, a permission, a new affiliate) shows in the next request as
 * before. A change made elsewhere (the tracker, a job) shows no later than it would have had the
 * joining request been answered a moment earlier, while the shared read ran; SESSION_CACHE_MS=0
 * (the strict mode) turns sharing off with the session cache.
 */
export interface SharedReads {
  middleware: MiddlewareHandler<AppEnv>;
  clear(): void;
}

/** The caller headers an answer may depend on (the principal and the language). */
const CALLER_HEADERS = ['cookie', 'authorization', 'accept-language', 'content-type'] as const;

/** Bigger bodies are not compared (a read's filter body is small): such a request runs on its own. */
const MAX_KEY_BODY = 16 * 1024;

export function createSharedReads(options: { enabled: boolean } = { enabled: true }): SharedReads {
  const inFlight = new Map<string, { generation: number; answer: Promise<Answer | null> }>();
  let generation = 0;

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!options.enabled || c.req.method !== 'POST' || !c.var.reads) return next();
    const body = await c.req.text();
    if (body.length > MAX_KEY_BODY) return next();
    const key = JSON.stringify([c.req.url, body, ...CALLER_HEADERS.map((h) => c.req.header(h) ?? '')]);
    const pending = inFlight.get(key);
    if (pending && pending.generation === generation) {
      const answer = await pending.answer;
      // the first request's answer was not shareable (a stream, an error thrown): run this one
      if (answer) return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
      return next();
    }
    const started = generation;
    let settle!: (answer: Answer | null) => void;
    const entry = { generation: started, answer: new Promise<Answer | null>((resolve) => (settle = resolve)) };
    inFlight.set(key, entry);
    let answer: Answer | null = null;
    try {
      // one turn of the event loop before the read: the identical requests already received
      // (PGlite answers without ever waiting on I/O, so a read would otherwise finish before the
      // next request is even parsed) join this one
      await new Promise<void>((resolve) => setImmediate(resolve));
      await next();
      const res = c.res;
      if (res.headers.get('content-type')?.startsWith('application/json')) {
        const bytes = await res.arrayBuffer();
        answer = { status: res.status, headers: [...res.headers], body: bytes };
        c.res = new Response(bytes, { status: res.status, headers: res.headers });
      }
    } finally {
      settle(answer);
      if (inFlight.get(key) === entry) inFlight.delete(key);
    }
  };

  return {
    middleware,
    clear() {
      generation += 1;
    },
  };
}
