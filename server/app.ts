import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { allEndpoints, fullPath } from './endpoints';
import { authorize, csrf, loadSession } from './http/guards';
import type { AppEnv, Deps } from './http/types';
import { ValidationError } from './http/validate';

/** The API as a Web-standard fetch handler: Node serves it, tests call app.request(), MSW hands it requests. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.use('/api/*', secureHeaders(), async (c, next) => {
    c.set('deps', deps);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.use('/api/*', bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ success: false, message: 'The request body is too large.' }, 413) }));
  app.use('/api/*', csrf, loadSession);

  for (const endpoint of allEndpoints()) {
    app.on(endpoint.method, fullPath(endpoint), authorize(endpoint.access), endpoint.handler);
  }

  app.all('/api/*', (c) => c.json({ success: false, message: 'Not found.' }, 404));

  app.onError((error, c) => {
    if (error instanceof ValidationError) return c.json(error.errors, 422);
    if (error instanceof HTTPException) return c.json({ success: false, message: error.message }, error.status);
    console.error('Unhandled error on', c.req.method, new URL(c.req.url).pathname, error);
    return c.json({ success: false, message: 'Internal server error' }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
