import { describe, expect, it } from 'vitest';
import { resolveAuthRoute, settleAuthRoute } from './routes';

describe('auth routes', () => {
  it('redirects the empty path to the sign-in area, then to the login page (R3, R4)', () => {
    expect(resolveAuthRoute('/auth')).toEqual({ kind: 'redirect', to: '/auth/a/' });
    expect(resolveAuthRoute('/auth/')).toEqual({ kind: 'redirect', to: '/auth/a/' });
    expect(resolveAuthRoute('/auth/a/')).toEqual({ kind: 'redirect', to: '/auth/a/login' });
    expect(settleAuthRoute('/auth/')).toEqual({ pathname: '/auth/a/login', route: { kind: 'login' } });
  });

  it('shows the login page at /auth/a/login', () => {
    expect(resolveAuthRoute('/auth/a/login')).toEqual({ kind: 'login' });
    expect(resolveAuthRoute('/auth/a/login/')).toEqual({ kind: 'login' });
  });

  it('shows the error page for any other path (R6)', () => {
    for (const path of ['/auth/nonsense', '/auth/a/register', '/auth/a/login/x', '/auth/A/login']) {
      expect(settleAuthRoute(path)).toEqual({ pathname: path, route: { kind: 'not-found' } });
    }
  });
});
