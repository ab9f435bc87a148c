import { describe, expect, it, vi } from 'vitest';
import { createAuthApi, fieldErrors } from './authApi';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function apiAnswering(response: Response | (() => Promise<Response>)) {
  const fetchImpl = vi.fn<typeof fetch>(async () => (typeof response === 'function' ? response() : response));
  const logger = { error: vi.fn() };
  return { api: createAuthApi({ apiBase: '/api', fetchImpl, logger }), fetchImpl, logger };
}

describe('fieldErrors', () => {
  it('maps the 422 list to one message per field, prefix dropped, repeats merged', () => {
    expect(
      fieldErrors([
        { field: 'email', message: 'Incorrect e-mail or password.' },
        { field: 'LoginForm.email', message: 'Incorrect e-mail or password.' },
        { field: 'password', message: 'Required' },
        { field: 'password', message: 'Too short' },
        { nonsense: true },
      ]),
    ).toEqual({ email: 'Incorrect e-mail or password.', password: 'Required\nToo short' });
    expect(fieldErrors({ errors: [{ field: 'email', message: 'x' }] })).toEqual({ email: 'x' });
    expect(fieldErrors(null)).toEqual({});
  });
});

describe('createAuthApi', () => {
  it('posts the credentials as JSON with the CSRF header and credentials', async () => {
    const { api, fetchImpl } = apiAnswering(json(200, { success: true, data: { id: 1, user_type: 0 } }));
    await expect(api.login('a@b.c', 'pw')).resolves.toEqual({ kind: 'ok', user: { id: 1, user_type: 0 } });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.c","password":"pw"}' });
    expect(init?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' });
  });

  it('reports 422, 429 and other failures, logging each to the console (R72)', async () => {
    const invalid = apiAnswering(json(422, [{ field: 'email', message: 'Incorrect e-mail or password.' }]));
    await expect(invalid.api.login('a@b.c', 'pw')).resolves.toEqual({
      kind: 'invalid',
      errors: { email: 'Incorrect e-mail or password.' },
    });
    expect(invalid.logger.error).toHaveBeenCalled();

    const throttled = apiAnswering(json(429, { success: false, message: 'Slow down' }));
    await expect(throttled.api.login('a@b.c', 'pw')).resolves.toEqual({ kind: 'throttled', message: 'Slow down' });

    const broken = apiAnswering(json(500, { success: false, message: 'Internal server error' }));
    await expect(broken.api.login('a@b.c', 'pw')).resolves.toEqual({ kind: 'failed', status: 500 });

    const offline = apiAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.api.login('a@b.c', 'pw')).resolves.toEqual({ kind: 'failed', status: 524 });
  });

  it('gives up after the time-out', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const api = createAuthApi({ apiBase: '/api', fetchImpl, timeoutMs: 1000, logger: { error: vi.fn() } });
      const pending = api.login('a@b.c', 'pw');
      await vi.advanceTimersByTimeAsync(1000);
      await expect(pending).resolves.toEqual({ kind: 'failed', status: 524 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads every answer to the end, whatever its status or body, so no request stays open', async () => {
    const answers = [
      json(200, { success: true, data: { id: 3, user_type: 2 } }),
      json(200, { success: true, data: { two_factor_required: true } }),
      json(401, { success: false, message: 'Not signed in.' }),
      json(422, [{ field: 'email', message: 'Wrong.' }]),
      json(429, { success: false, message: 'Slow down' }),
      json(500, { success: false }),
      new Response('<html>gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    ];
    for (const answer of answers) {
      await apiAnswering(answer).api.login('a@b.c', 'pw');
      expect(answer.bodyUsed, `login answered ${answer.status}`).toBe(true);
    }
    for (const answer of [json(200, { success: true, data: { id: 3, user_type: 2 } }), json(401, {}), new Response('', { status: 401 }), json(503, {})]) {
      await apiAnswering(answer).api.account().catch(() => undefined);
      expect(answer.bodyUsed, `account answered ${answer.status}`).toBe(true);
    }
  });

  it('reads the account without a role prefix: a user, or null for a guest', async () => {
    const signedIn = apiAnswering(json(200, { success: true, data: { id: 3, user_type: 2 } }));
    await expect(signedIn.api.account()).resolves.toEqual({ id: 3, user_type: 2 });
    expect(signedIn.fetchImpl.mock.calls[0][0]).toBe('/api/account');

    const guestAnswer = json(401, { success: false, message: 'Not signed in.' });
    const guest = apiAnswering(guestAnswer);
    await expect(guest.api.account()).resolves.toBeNull();
    // the 401's body is consumed, so the request does not stay open
    expect(guestAnswer.bodyUsed).toBe(true);

    const broken = apiAnswering(json(500, { success: false }));
    await expect(broken.api.account()).rejects.toThrow('500');
    expect(broken.logger.error).toHaveBeenCalled();
  });
});
