import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from './app';

const APPS = ['auth', 'admin', 'manager', 'affiliate'];

/** Serves the built single-page app: hashed assets as files, every app path as index.html. */
export function serveWebApp(app: App, staticDir: string): void {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    console.warn(`No built app in ${staticDir}: run "npm run build" (the API still works).`);
    return;
  }
  const index = readFileSync(indexFile, 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/*', serveStatic({ root: staticDir }));
  app.get('/', (c) => c.redirect('/auth/a/login'));
  for (const name of APPS) {
    app.get(`/${name}`, (c) => c.redirect(`/${name}/`));
    app.get(`/${name}/*`, (c) => c.html(index, 200, { 'Cache-Control': 'no-cache' }));
  }
}
