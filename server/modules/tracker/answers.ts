import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of every tracking answer (spec 3 §2). */
export const TRACKING_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const page = (head: string, body = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">${head}</head><body>${body}</body></html>`;

/**
 * A tracking answer as plain data, so the same answer is written by Node's own HTTP server (the
 * click's fast path, server/modules/tracker/nodeListener.ts) or handed to Hono as a Response.
 */
export interface TrackingAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export const toResponse = (answer: TrackingAnswer) => new Response(answer.body, { status: answer.status, headers: answer.headers });

const html = (body: string, status = 200, headers: Record<string, string> = {}): TrackingAnswer => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', ...TRACKING_HEADERS, ...headers },
  body,
});

export const metaRefreshPage = (url: string, headers?: Record<string, string>): TrackingAnswer =>
  html(page(`<meta http-equiv="refresh" content="0;url=${escapeHtml(url)}">`, `<a href="${escapeHtml(url)}">Continue</a>`), 200, headers);

export function scriptPage(url: string, headers?: Record<string, string>): TrackingAnswer {
  // JSON keeps the string a string; escaping < keeps </script> inside it from ending the script
  const literal = JSON.stringify(url).replace(/</g, '\\u003c');
  return html(
    page(`<script>window.location.replace(${literal});</script>`, `<noscript><a href="${escapeHtml(url)}">Continue</a></noscript>`),
    200,
    headers,
  );
}

export const redirectAnswer = (url: string, status: 301 | 302, headers: Record<string, string> = {}): TrackingAnswer => ({
  status,
  headers: { Location: url, ...TRACKING_HEADERS, ...headers },
  body: null,
});

/** 405 for a method a tracking path does not take */
export const methodNotAllowed = (): TrackingAnswer => ({ status: 405, headers: { ...TRACKING_HEADERS }, body: 'Method not allowed' });

export const notFoundPage = (): TrackingAnswer => html(page('<title>Not found</title>', '<h1>Not found</h1>'), 404);

/**
 * The second hop of a double meta refresh carries its destination signed, so the tracking
 * domain never becomes an open redirect for addresses it did not issue.
 */
export const hopSignature = (secret: string, url: string) => createHmac('sha256', secret).update(url).digest('base64url').slice(0, 32);

export function validHop(secret: string, url: string, signature: string): boolean {
  const expected = Buffer.from(hopSignature(secret, url));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The demo landing page of the seeded offers: shows what arrived from the tracker. */
export function demoLandingPage(params: URLSearchParams): TrackingAnswer {
  const rows = [...params.entries()]
    .slice(0, 20)
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td data-param="${escapeHtml(k)}">${escapeHtml(v.slice(0, 500))}</td></tr>`)
    .join('');
  return html(page('<title>Demo landing page</title>', `<h1>Demo landing page</h1><p>An advertiser's page reached through the tracker.</p><table>${rows}</table>`));
}
