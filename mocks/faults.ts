import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { API_PATTERN } from './apiHandlers';

export interface FaultTarget {
  /** API path after /api, e.g. '/admin/dictionary/languages/list'; every /api call when absent. */
  path?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Answer only the first matching call (MSW `once`). */
  once?: boolean;
}

export interface FieldFault {
  field: string;
  message: string;
}

/**
 * Per-test fault handlers (spec 1 §8): put them in front with `server.use(...)`; calls they do
 * not match fall through to the real app.
 */
function fault(target: FaultTarget, answer: () => Response | Promise<Response>): HttpHandler {
  const pattern = target.path ? `*/api${target.path.startsWith('/') ? '' : '/'}${target.path}` : API_PATTERN;
  return http.all(
    pattern,
    ({ request }) => (target.method && request.method !== target.method ? undefined : answer()),
    { once: target.once ?? false },
  );
}

export const unauthorized = (target: FaultTarget = {}) =>
  fault(target, () => HttpResponse.json({ success: false, message: 'Not signed in.' }, { status: 401 }));

/** 403 with the server's message, or with no message at all when `message` is null. */
export const forbidden = (message: string | null = 'Access denied.', target: FaultTarget = {}) =>
  fault(target, () => HttpResponse.json(message === null ? { success: false } : { success: false, message }, { status: 403 }));

export const invalid = (errors: FieldFault[], target: FaultTarget = {}) =>
  fault(target, () => HttpResponse.json(errors, { status: 422 }));

export const serverError = (target: FaultTarget = {}) =>
  fault(target, () => HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 }));

/** Never answers (or answers 200 after `ms`): drives the client's 90 s time-out. */
export const stalled = (target: FaultTarget & { ms?: number } = {}) =>
  fault(target, async () => {
    await delay(target.ms ?? 'infinite');
    return HttpResponse.json({ success: true, data: null });
  });
