import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from './app';
import { assetServer } from './assets';
import { notFoundPage } from './notFoundPage';

const SIGN_IN = '/auth/a/login';

/** Where each app's bare base path (with or without the trailing slash) leads: one redirect. */
export const APP_LANDINGS: Readonly<Record<string, string>> = {
  auth: SIGN_IN,
  admin: '/admin/d/',
  manager: '/manager/d/',
  affiliate: '/affiliate/d/',
  advertiser: '/advertiser/d/',
};

/** Serves the built single-page app: hashed assets as files, every app path as index.html. */
export function serveWebApp(app: App, staticDir: string): void {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    console.warn(`No built app in ${staticDir}: run "npm run build" (the API still works).`);
    return;
  }
  const index = readFileSync(indexFile, 'utf8');
  // the app is created with strict: false, so '/admin' also answers '/admin/': both land in one step
  // (answering '/admin/' with the app made its router send it to itself)
  app.get('/', (c) => c.redirect(SIGN_IN));
  for (const [name, landing] of Object.entries(APP_LANDINGS)) app.get(`/${name}`, (c) => c.redirect(landing));
  // hashed files: precompressed (gzip, brotli), immutable for a year, ETag (server/assets.ts)
  app.get('/assets/*', assetServer(staticDir));
  app.use('/*', serveStatic({ root: staticDir }));
  for (const name of Object.keys(APP_LANDINGS)) app.get(`/${name}/*`, (c) => c.html(index, 200, { 'Cache-Control': 'no-cache' }));
  app.all('/*', (c) => c.html(notFoundPage(c.req.header('accept-language'), SIGN_IN), 404, { 'Cache-Control': 'no-cache' }));
}
