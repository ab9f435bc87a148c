import { HttpError as RaHttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient';
import { HttpError } from './HttpError';
import { recordingFetch, stalledFetch } from '../../src/testing/fakeFetch';

const apiBase = 'https://net.example/api';

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the call to fail');
}

const answer = (status: number, body: unknown) => () =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createHttpClient: request rules (spec 1 §7)', () => {
  it('sends credentials, the XHR header and JSON (R47)', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const client = createHttpClient({ role: 'admin', apiBase, fetchImpl });
    await client.request('POST', '/dictionary/languages', { body: { name: 'English' } });
    const [{ url, init }] = calls;
    expect(url).toBe('https://net.example/api/admin/dictionary/languages');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"name":"English"}');
  });

  it('takes the base from VITE_API_BASE, else from the page origin (R48)', async () => {
    const { calls, fetchImpl } = recordingFetch();
    vi.stubEnv('VITE_API_BASE', 'https://api.brand.example/api/');
    await createHttpClient({ role: 'manager', fetchImpl }).request('GET', '/me/');
    vi.stubEnv('VITE_API_BASE', '');
    vi.stubGlobal('window', { location: { origin: 'https://brand.example' } });
    await createHttpClient({ role: 'manager', fetchImpl }).request('GET', '/me/');
    expect(calls.map((call) => call.url)).toEqual(['https://api.brand.example/api/manager/me/', 'https://brand.example/api/manager/me/']);
  });

  it('prefixes the role except for login, logout, account, software and /wl paths (R49, R50)', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const client = createHttpClient({ role: 'affiliate', apiBase, fetchImpl });
    for (const path of ['/me/', '/login', '/logout', '/account', '/software', '/wl/config']) await client.request('GET', path);
    expect(calls.map((call) => call.url.slice(apiBase.length))).toEqual([
      '/affiliate/me/',
      '/login',
      '/logout',
      '/account',
      '/software',
      '/wl/config',
    ]);
  });

  it('leaves .json, {host} and s3 URLs unchanged (R51)', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const client = createHttpClient({ role: 'admin', apiBase, fetchImpl });
    const urls = ['/assets/i18n/en.json', '{host}/click', 'https://b.s3.amazonaws.com/x.png'];
    for (const url of urls) await client.request('GET', url);
    expect(calls.map((call) => call.url)).toEqual(urls);
  });

  it('serialises the query: key[index], ISO dates with offset, null as empty (R52–R54)', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const client = createHttpClient({ role: 'admin', apiBase, fetchImpl });
    await client.request('GET', '/tracking-domains/tracking-domain-rules', {
      query: { ids: [3, 4], from: new Date('2024-05-05T05:05:05Z'), q: null },
    });
    expect(decodeURIComponent(calls[0].url)).toBe(
      'https://net.example/api/admin/tracking-domains/tracking-domain-rules?ids[0]=3&ids[1]=4&from=2024-05-05T05:05:05+00:00&q=',
    );
  });

  it("writes Dates in query and body with the user's offset (R53, R55)", async () => {
    const { calls, fetchImpl } = recordingFetch();
    const client = createHttpClient({ role: 'admin', apiBase, fetchImpl, getTimeZone: () => 'Asia/Tokyo' });
    const at = new Date('2024-05-05T05:05:05Z');
    await client.request('POST', '/dashboard/affiliate/linear', { query: { at }, body: { from: at, range: [at] } });
    expect(decodeURIComponent(calls[0].url)).toContain('at=2024-05-05T14:05:05+09:00');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ from: '2024-05-05T14:05:05+09:00', range: ['2024-05-05T14:05:05+09:00'] });
  });

  it('sends FormData as it is, letting fetch set the content type', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const form = new FormData();
    await createHttpClient({ role: 'admin', apiBase, fetchImpl }).request('POST', '/upload', { body: form });
    expect(calls[0].init.body).toBe(form);
    expect(calls[0].init.headers).not.toHaveProperty('Content-Type');
  });

  it('answers with status, headers and the parsed JSON', async () => {
    const fetchImpl = recordingFetch(() =>
      Response.json({ success: true, data: [1] }, { headers: { 'X-Pagination-Total-Count': '7' } }),
    ).fetchImpl;
    const result = await createHttpClient({ role: 'admin', apiBase, fetchImpl }).request<{ data: number[] }>('POST', '/x/list');
    expect(result.status).toBe(200);
    expect(result.headers.get('X-Pagination-Total-Count')).toBe('7');
    expect(result.json.data).toEqual([1]);
    expect(result.request.url).toBe('https://net.example/api/admin/x/list');
  });
});

describe('createHttpClient: error catalogue (spec 1 §8)', () => {
  const setup = (status: number, body?: unknown) => {
    const notify = vi.fn();
    const onUnauthorized = vi.fn();
    const { fetchImpl } = recordingFetch(answer(status, body));
    const client = createHttpClient({ role: 'admin', apiBase, fetchImpl, notify, onUnauthorized });
    return { client, notify, onUnauthorized };
  };

  it('401 calls onUnauthorized, shows no toast, re-throws (R68)', async () => {
    const { client, notify, onUnauthorized } = setup(401, { success: false, message: 'Not signed in.' });
    const error = await rejection(client.request('GET', '/me/'));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
    expect(error.handled).toBe(true);
  });

  it("403 toasts the server's message (R69)", async () => {
    const { client, notify } = setup(403, { success: false, message: 'This area belongs to another role.' });
    const error = await rejection(client.request('GET', '/me/'));
    expect(notify).toHaveBeenCalledWith('This area belongs to another role.', { type: 'error' });
    expect(error.message).toBe('This area belongs to another role.');
  });

  it("403 without a message toasts 'access denied' (R70)", async () => {
    const { client, notify } = setup(403, undefined);
    await rejection(client.request('GET', '/me/'));
    expect(notify).toHaveBeenCalledWith('app.errors.access_denied', { type: 'error' });
  });

  it('500 toasts the internal-error text (R71)', async () => {
    const { client, notify } = setup(500, { success: false, message: 'Internal server error' });
    const error = await rejection(client.request('GET', '/me/'));
    expect(notify).toHaveBeenCalledWith('app.errors.internal', { type: 'error' });
    expect(error.status).toBe(500);
  });

  it('422 rejects with body.errors for react-admin forms and no toast (R190, R191, R193, R194)', async () => {
    const { client, notify } = setup(422, [
      { field: 'profile.email', message: 'Bad e-mail.' },
      { field: 'profile.email', message: 'Bad e-mail.' },
      { field: 'name', message: 'Required.' },
    ]);
    const error = await rejection(client.request('PUT', '/me', { body: {} }));
    expect(error).toBeInstanceOf(RaHttpError);
    expect(error.status).toBe(422);
    expect(error.body).toMatchObject({ errors: { 'profile.email': 'Bad e-mail.', email: 'Bad e-mail.', name: 'Required.' } });
    expect(notify).not.toHaveBeenCalled();
  });

  it('logs every error and re-throws it with request and response (R72, R73)', async () => {
    const { client } = setup(404, { success: false, message: 'Not found.' });
    const error = await rejection(client.request('POST', '/dictionary/languages', { body: { at: new Date(0) } }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.name).toBe('HttpError');
    expect(error.message).toBe('Not found.');
    expect(error.request).toMatchObject({ method: 'POST', url: 'https://net.example/api/admin/dictionary/languages', body: { at: '1970-01-01T00:00:00+00:00' } });
    expect(error.response?.status).toBe(404);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('POST https://net.example/api/admin/dictionary/languages'), error);
  });

  it('a silent call neither toasts nor hands off a 401, but still logs and re-throws', async () => {
    for (const status of [401, 403, 500]) {
      const { client, notify, onUnauthorized } = setup(status, { success: false });
      const error = await rejection(client.request('GET', '/account', { silent: true }));
      expect(error.status).toBe(status);
      expect(notify).not.toHaveBeenCalled();
      expect(onUnauthorized).not.toHaveBeenCalled();
    }
    expect(consoleError).toHaveBeenCalledTimes(3);
  });

  it('a network failure rejects with status 0', async () => {
    const fetchImpl = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const error = await rejection(createHttpClient({ role: 'admin', apiBase, fetchImpl }).request('GET', '/me/'));
    expect(error.status).toBe(0);
    expect(error.response).toBeNull();
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('createHttpClient: time-out (R56, R57)', () => {
  it('aborts after 90 000 ms and rejects with a silent 524', async () => {
    vi.useFakeTimers();
    const notify = vi.fn();
    const client = createHttpClient({ role: 'admin', apiBase, fetchImpl: stalledFetch(), notify });
    let settled: HttpError | undefined;
    const pending = client.request('GET', '/me/').catch((error: HttpError) => {
      settled = error;
    });
    await vi.advanceTimersByTimeAsync(89_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBeInstanceOf(HttpError);
    expect(settled?.status).toBe(524);
    expect(settled?.message).toBe('');
    expect(settled?.handled).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it("passes a caller's cancellation through as the AbortError itself, unlogged", async () => {
    const controller = new AbortController();
    const pending = createHttpClient({ role: 'admin', apiBase, fetchImpl: stalledFetch() }).request('GET', '/me/', {
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(consoleError).not.toHaveBeenCalled();
  });
});
