import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { allEndpoints, fullPath } from './endpoints';
import { openApiDocument } from './modules/apiReference/openApiDocument';
import { limitBodies } from './http/bodyLimit';
import { authorize, csrf, loadSession } from './http/guards';
import { createSessionCache } from './http/sessionCache';
import { createRequestTurns } from './http/requestTurns';
import { createSharedReads } from './http/sharedReads';
import { requestFactsLookup } from './http/readOnly';
import { createSignInGate } from './auth/signInGate';
import { createAlertNotifier } from './modules/alerts/alertNotifier';
import { createOutgoingAgents } from './net/outgoingAgents';
import type { AppEnv, Ctx, Deps } from './http/types';
import { refuseUnstorableInput } from './http/validate';
import { Refusal, ValidationError } from './errors';
import { mountTracker } from './modules/tracker/trackerRoutes';
import { createTracker, type Tracker } from './modules/tracker/tracker';
import { mountDemoBroker } from './modules/brokers/demoBrokerRoute';

/** `make`'s answer, made on the first call and kept (~70 ms for the API reference: not at start-up, and once). */
function writtenOnce<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The API as a Web-standard fetch handler: Node serves it, tests call app.request(), MSW hands it
 * requests. The click tracker answers its paths first, on tracking-domain hosts only.
 */
export function createApp(given: Deps, options: { tracker?: Tracker } = {}) {
  const sessionCache = given.sessionCache ?? createSessionCache(given.config.sessionCacheMs);
  // identical reads in flight share one answer; every change made through the API ends the sharing
  // together with the session cache, and SESSION_CACHE_MS=0 turns both off (server/http/sharedReads.ts)
  const sharedReads = createSharedReads({ enabled: given.config.sessionCacheMs > 0 });
  const endpoints = allEndpoints();
  const deps: Deps = {
    ...given,
    apiReference: given.apiReference ?? writtenOnce(() => openApiDocument(endpoints, { title: 'Affiliate network API', version: '1' })),
    signInGate: given.signInGate ?? createSignInGate(),
    alertNotifier: given.alertNotifier ?? createAlertNotifier(),
    outgoing: given.outgoing ?? createOutgoingAgents(),
    sessionCache: {
      principal: (token, load) => sessionCache.principal(token, load),
      clear: (scope) => {
        sessionCache.clear(scope);
        sharedReads.clear();
      },
    },
  };
  // whether a request only reads is its endpoint row's `reads`, and whether it keeps the callers its `keepsCallers` (server/http/readOnly.ts)
  const factsOf = requestFactsLookup(endpoints);
  const app = new Hono<AppEnv>({ strict: false });
  // every path's body has a limit before it is read (server/http/bodyLimit.ts): 1 MiB under /api, 64 KiB elsewhere
  app.use('*', limitBodies());
  mountTracker(app, options.tracker ?? createTracker({ db: deps.db, config: deps.config, now: deps.now, clientIp: (c) => deps.clientIp(c as Ctx), lookupHost: deps.lookupHost }));
  mountDemoBroker(app, deps.config);

  app.use('/api/*', secureHeaders(), async (c, next) => {
    c.set('deps', deps);
    const facts = factsOf(c.req.method, c.req.path);
    c.set('reads', facts.reads);
    c.set('keepsCallers', facts.keepsCallers);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  // signed-in calls start one per turn of the event loop, first come first served, so new
  // connections are accepted while PGlite is busy (server/http/requestTurns.ts)
  app.use('/api/*', refuseUnstorableInput, csrf, sharedReads.middleware, createRequestTurns(), loadSession);

  for (const endpoint of endpoints) {
    app.on(endpoint.method, fullPath(endpoint), authorize(endpoint.access, endpoint.sessionOnly), endpoint.handler);
  }

  app.all('/api/*', (c) => c.json({ success: false, message: 'Not found.' }, 404));

  app.onError(answerError);

  return app;
}

export type App = ReturnType<typeof createApp>;

/** The one place a thrown error becomes an answer (server/errors.ts); anything else is a logged 500. */
export function answerError(error: Error, c: Ctx) {
  if (error instanceof ValidationError) return c.json(error.errors, 422);
  if (error instanceof Refusal) return c.json({ success: false, message: error.message }, error.status);
  if (error instanceof HTTPException) return c.json({ success: false, message: error.message }, error.status);
  console.error('Unhandled error on', c.req.method, new URL(c.req.url).pathname, error);
  return c.json({ success: false, message: 'Internal server error' }, 500);
}
