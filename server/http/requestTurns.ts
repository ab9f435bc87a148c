import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/**
 * Requests start their work one per turn of the event loop, in the order they arrived (per app,
 * created in createApp, never module state).
 *
 * Why: Node accepts ONE new connection per turn of its event loop (libuv 1.45+, "don't accept()
 * connections in a loop"), and on PGlite a query runs on this thread without ever waiting on I/O.
 * Without turns, one turn reads every connection that sent a request and runs all their queries
 * before the next turn, so a turn lasts (connections served) × (a request's cost): under 200
 * connections the turns grew to about 0.3 s, the connections not yet accepted got in one per turn,
 * and the last waited more than 10 s (npm run bench -- load: 163 time-outs with p99 0.67 s for the
 * answered ones). With turns, a turn runs one request, so a new connection waits for about one
 * request, and every request for at most the ones received before it (first come, first served).
 *
 * A request admitted here keeps going without waiting again: its later queries (PGlite queues them
 * in order) and its PostgreSQL round trips interleave with the next requests' as before. Only
 * signed-in calls (a cookie or an Authorization header) take turns: they are the ones that read
 * the database; an anonymous GET such as /api/software would only pay a turn of the loop each
 * (about 30 % of its requests per second, measured) for nothing.
 */
export function createRequestTurns(): MiddlewareHandler<AppEnv> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const admitNext = () => {
    scheduled = false;
    const next = waiting.shift();
    if (waiting.length > 0) schedule();
    next?.();
  };
  const schedule = () => {
    scheduled = true;
    setImmediate(admitNext);
  };
  return async (c, next) => {
    if (!c.req.header('cookie') && !c.req.header('authorization')) return next();
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) schedule();
    });
    await next();
  };
}
