import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandlers } from '../../mocks/apiHandlers';
import { forbidden, invalid, serverError, stalled, unauthorized } from '../../mocks/faults';
import { createHttpClient } from './httpClient';
import type { HttpError } from './HttpError';

// The app behind the faults: answers every call, so a test sees which calls a fault caught.
const app = { fetch: (request: Request) => Response.json({ success: true, data: new URL(request.url).pathname }) };
const server = setupServer(...apiHandlers(app));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function client(timeoutMs?: number) {
  const notify = vi.fn();
  const onUnauthorized = vi.fn();
  const http = createHttpClient({ role: 'manager', apiBase: 'http://app.test/api', notify, onUnauthorized, timeoutMs });
  return { http, notify, onUnauthorized };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => Promise.reject(new Error('expected a failure')),
    (error: HttpError) => error,
  );

describe('http client against MSW fault handlers (mocks/faults)', () => {
  it('passes calls the faults do not match through to the app', async () => {
    server.use(serverError({ path: '/manager/other' }));
    const { http } = client();
    await expect(http.request('GET', '/me/')).resolves.toMatchObject({ json: { data: '/api/manager/me/' } });
  });

  it('401 → onUnauthorized (R68)', async () => {
    server.use(unauthorized());
    const { http, onUnauthorized, notify } = client();
    expect((await failure(http.request('GET', '/me/'))).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(notify).not.toHaveBeenCalled();
  });

  it("403 → toast with the server's message, or access denied (R69, R70)", async () => {
    server.use(forbidden('Nope.', { path: '/manager/a' }), forbidden(null, { path: '/manager/b' }));
    const { http, notify } = client();
    await failure(http.request('GET', '/a'));
    await failure(http.request('GET', '/b'));
    expect(notify.mock.calls).toEqual([
      ['Nope.', { type: 'error' }],
      ['app.errors.access_denied', { type: 'error' }],
    ]);
  });

  it('422 → body.errors, only for the method the fault names', async () => {
    server.use(invalid([{ field: 'data.name', message: 'Taken.' }], { path: '/manager/dictionary/languages/1', method: 'PUT' }));
    const { http } = client();
    const error = await failure(http.request('PUT', '/dictionary/languages/1', { body: { name: 'x' } }));
    expect(error.body).toMatchObject({ errors: { 'data.name': 'Taken.', name: 'Taken.' } });
    await expect(http.request('GET', '/dictionary/languages/1')).resolves.toMatchObject({ status: 200 });
  });

  it('500 → internal-error toast, once only with `once`', async () => {
    server.use(serverError({ once: true }));
    const { http, notify } = client();
    expect((await failure(http.request('GET', '/me/'))).status).toBe(500);
    expect(notify).toHaveBeenCalledWith('app.errors.internal', { type: 'error' });
    await expect(http.request('GET', '/me/')).resolves.toMatchObject({ status: 200 });
  });

  it('a stalled server → silent 524 after the time-out (R56, R57)', async () => {
    server.use(stalled());
    const { http, notify } = client(30);
    const error = await failure(http.request('GET', '/me/'));
    expect(error.status).toBe(524);
    expect(notify).not.toHaveBeenCalled();
  });
});
