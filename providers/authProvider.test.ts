import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from './account';
import { ACCOUNT_CACHE_MS, createAuthProvider, type AuthProviderOptions } from './authProvider';
import { homeUrl, loginRedirectUrl } from './authUrls';
import { createHttpClient } from './http/httpClient';
import type { Role } from './http/types';

const apiBase = 'http://app.test/api';

const user = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  id: 7,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  full_name: 'Ann Lee',
  user_type: 0,
  registration_completed: true,
  commission_threshold: 0,
  time_zone: 'UTC',
  permissions: ['UI_Dashboard_View'],
  email_notifications: [],
  alert_notifications: [],
  language: 'en',
  commission_type_id: 1,
  ...overrides,
});

type Route = (request: { method: string; path: string; body: unknown }) => Response;

/** A real http client over a fetch stand-in that routes by method and path. */
function setup(route: Route, role: Role = 'admin', extra: Partial<AuthProviderOptions> = {}) {
  const calls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).slice(apiBase.length);
    calls.push(`${init.method} ${path}`);
    return route({ method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined });
  }) as typeof fetch;
  const onUnauthorized = vi.fn();
  const http = createHttpClient({ role, apiBase, fetchImpl, onUnauthorized });
  const navigate = vi.fn();
  const storage = { clear: vi.fn() };
  let clock = 1_000;
  const provider = createAuthProvider({
    role,
    http,
    navigate,
    storage,
    now: () => clock,
    location: () => ({ pathname: '/admin/d/languages/5', search: '?filter={"q":"a b"}&x=1' }),
    ...extra,
  });
  return { provider, calls, navigate, storage, onUnauthorized, tick: (ms: number) => (clock += ms) };
}

const signedIn = (info: UserInfo) => () => Response.json({ success: true, data: info });
const status = (code: number) => () => Response.json({ success: false, message: 'x' }, { status: code });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('auth URLs', () => {
  it('builds the sign-in redirect with requestUrl and requestParams', () => {
    expect(loginRedirectUrl({ pathname: '/admin/d/languages/5', search: '?filter={"q":"a b"}&x=1' })).toBe(
      '/auth/a/login?requestUrl=%2Fadmin%2Fd%2Flanguages%2F5&requestParams=%3Ffilter%3D%7B%22q%22%3A%22a%20b%22%7D%26x%3D1',
    );
    expect(loginRedirectUrl({ pathname: '/manager/d/', search: '' })).toBe('/auth/a/login?requestUrl=%2Fmanager%2Fd%2F&requestParams=');
  });

  it('sends each user type to its app, any other type to /auth/a/', () => {
    expect([0, 1, 2, 3, 4, 'admin', undefined].map(homeUrl)).toEqual(['/admin/d/', '/manager/d/', '/affiliate/d/', '/advertiser/d/', '/auth/a/', '/auth/a/', '/auth/a/']);
  });
});

describe('checkAuth', () => {
  it('passes a user of this app, reading the unprefixed /api/account', async () => {
    const { provider, calls, navigate } = setup(signedIn(user()));
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(calls).toEqual(['GET /account']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to the sign-in page, remembering the place', async () => {
    const { provider, navigate, onUnauthorized } = setup(status(401));
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: false, logoutUser: false });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      '/auth/a/login?requestUrl=%2Fadmin%2Fd%2Flanguages%2F5&requestParams=%3Ffilter%3D%7B%22q%22%3A%22a%20b%22%7D%26x%3D1',
      'replace',
    );
    // The account call is silent: the generic 401 hand-off would lose requestUrl.
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    [1, '/manager/d/'],
    [2, '/affiliate/d/'],
    [3, '/advertiser/d/'],
    [4, '/auth/a/'],
  ])('switches a user of type %i to %s, keeping the session', async (userType, target) => {
    const { provider, navigate, calls, storage } = setup(signedIn(user({ user_type: userType })));
    await expect(provider.checkAuth({})).rejects.toMatchObject({ message: false, redirectTo: false });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(target, 'replace');
    // react-admin follows a failed checkAuth with logout(): it must not end the session or navigate again.
    await expect(provider.logout({})).resolves.toBe(false);
    expect(calls).toEqual(['GET /account']);
    expect(storage.clear).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('lets the app load when the account call fails for another reason', async () => {
    const { provider, navigate } = setup(status(500));
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('caches the account answer for a few seconds, not failures', async () => {
    let fail = true;
    const { provider, calls, tick } = setup(() => (fail ? status(500)() : signedIn(user())()));
    await provider.checkAuth({});
    fail = false;
    await provider.checkAuth({});
    await provider.getPermissions?.({});
    await provider.getIdentity?.();
    await provider.canAccess?.({ resource: 'languages', action: 'list' });
    expect(calls).toHaveLength(2);
    tick(ACCOUNT_CACHE_MS - 1);
    await provider.checkAuth({});
    expect(calls).toHaveLength(2);
    tick(1);
    await provider.checkAuth({});
    expect(calls).toHaveLength(3);
  });

  it('a slow account answer serves every question asked while it is on its way, and its second counts from its arrival', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { provider, calls, tick } = setup((() => gate.then(() => signedIn(user())())) as unknown as Route);
    const first = provider.checkAuth({});
    tick(ACCOUNT_CACHE_MS + 500);
    const identity = provider.getIdentity?.();
    release();
    await first;
    await identity;
    expect(calls).toEqual(['GET /account']);
    tick(ACCOUNT_CACHE_MS - 1);
    await provider.checkAuth({});
    expect(calls).toHaveLength(1);
    tick(1);
    await provider.checkAuth({});
    expect(calls).toHaveLength(2);
  });
});

describe('identity, permissions, access', () => {
  it('answers from the account', async () => {
    const { provider } = setup(signedIn(user({ user_type: 1, permissions: ['A', 'B'] })), 'manager');
    await expect(provider.getIdentity?.()).resolves.toEqual({ id: 7, fullName: 'Ann Lee', viewAsBy: null, timeZone: 'UTC' });
    await expect(provider.getPermissions?.({})).resolves.toEqual(['A', 'B']);
    await expect(provider.canAccess?.({ resource: 'languages', action: 'list' })).resolves.toBe(true);
    await expect(provider.canAccess?.({ resource: 'languages', action: 'delete' })).resolves.toBe(false);
  });

  it('names the viewer in a view-as session', async () => {
    const { provider } = setup(signedIn(user({ user_type: 2, view_as_by: { id: 1, full_name: 'Ada Admin' } })), 'affiliate');
    await expect(provider.getIdentity?.()).resolves.toMatchObject({ viewAsBy: { id: 1, full_name: 'Ada Admin' } });
  });

  it('lets derived permissions be plugged in', async () => {
    const { provider } = setup(signedIn(user()), 'admin', { permissionsOf: (u) => [...u.permissions, 'CUSTOM_UI_Admin'] });
    await expect(provider.getPermissions?.({})).resolves.toEqual(['UI_Dashboard_View', 'CUSTOM_UI_Admin']);
  });
});

describe('logout and checkError', () => {
  it('posts /api/logout, clears local storage and loads the sign-in page (R41, R42)', async () => {
    const { provider, calls, storage, navigate } = setup(() => Response.json({ success: true }));
    await expect(provider.logout({})).resolves.toBe(false);
    expect(calls).toEqual(['POST /logout']);
    expect(storage.clear).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/a/login', 'assign');
  });

  it('signs out locally even when the server already dropped the session', async () => {
    const { provider, storage, navigate, onUnauthorized } = setup(status(401));
    await provider.logout({});
    expect(storage.clear).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/a/login', 'assign');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('runs once when both the 401 hand-off and react-admin ask for it', async () => {
    const { provider, calls, navigate } = setup(() => Response.json({ success: true }));
    await Promise.all([provider.logout({}), provider.logout({})]);
    expect(calls).toEqual(['POST /logout']);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('makes react-admin sign out on a 401 only (R68)', async () => {
    const http = createHttpClient({ role: 'admin', apiBase, fetchImpl: (async () => status(401)()) as typeof fetch });
    const error = await http.request('GET', '/me/').catch((e: unknown) => e);
    const { provider } = setup(signedIn(user()));
    await expect(provider.checkError(error)).rejects.toMatchObject({ message: false, redirectTo: false, logoutUser: true });
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('x'))).resolves.toBeUndefined();
  });
});

describe('login', () => {
  it('posts the credentials to /api/login and loads the app of the user type', async () => {
    const seen: unknown[] = [];
    const { provider, calls, navigate } = setup(({ body }) => {
      seen.push(body);
      return signedIn(user({ user_type: 2 }))();
    });
    await expect(provider.login({ email: 'ann@example.com', password: 'secret' })).resolves.toEqual({ redirectTo: false });
    expect(calls).toEqual(['POST /login']);
    expect(seen).toEqual([{ email: 'ann@example.com', password: 'secret' }]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/affiliate/d/', 'assign');
  });

  it('rejects with the 422 field errors for the form', async () => {
    const { provider, navigate } = setup(() => Response.json([{ field: 'email', message: 'Incorrect e-mail or password.' }], { status: 422 }));
    await expect(provider.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 422,
      body: { errors: { email: 'Incorrect e-mail or password.' } },
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});
