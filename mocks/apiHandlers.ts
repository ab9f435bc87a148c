import { http, type HttpHandler } from 'msw';
import { createCookieJar } from './cookieJar';

/** Anything with a Web-standard fetch handler: the Hono server app in practice. */
export interface FetchApp {
  fetch(request: Request): Response | Promise<Response>;
}

export interface ApiHandlersOptions {
  /** Cookie header to start with, e.g. `sid=…` of a session made in the test's setup. */
  cookie?: string;
}

/** Matches /api/… on any origin (jsdom's, or an explicit apiBase in node tests). */
export const API_PATTERN = '*/api/*';

/**
 * MSW handlers that hand every /api request to the real server app in-process: one backend for
 * browser-side tests, never a hand-written fake. Cookies the app sets are kept per handler set
 * and sent back, so signing in through the UI works.
 */
export function apiHandlers(app: FetchApp, options: ApiHandlersOptions = {}): HttpHandler[] {
  const jar = createCookieJar(options.cookie);
  return [
    http.all(API_PATTERN, async ({ request }) => {
      const headers = new Headers(request.headers);
      const cookie = jar.header();
      if (cookie) headers.set('cookie', cookie);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const forwarded = new Request(request.url, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
      });
      const response = await app.fetch(forwarded);
      jar.store(response);
      return response;
    }),
  ];
}
