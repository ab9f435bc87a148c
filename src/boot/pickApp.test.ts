import { describe, expect, it } from 'vitest';
import { pickApp } from './pickApp';

describe('pickApp', () => {
  it('serves the sign-in app under /auth (R2)', () => {
    expect(pickApp('/auth')).toEqual({ kind: 'auth' });
    expect(pickApp('/auth/a/login')).toEqual({ kind: 'auth' });
  });

  it('serves a role app under /admin, /manager and /affiliate (R18)', () => {
    expect(pickApp('/admin/d/')).toEqual({ kind: 'role', role: 'admin' });
    expect(pickApp('/manager/d/languages')).toEqual({ kind: 'role', role: 'manager' });
    expect(pickApp('/affiliate')).toEqual({ kind: 'role', role: 'affiliate' });
    // the advertiser's own app (spec 4 §7)
    expect(pickApp('/advertiser/d/')).toEqual({ kind: 'role', role: 'advertiser' });
  });

  it('sends every other path to the sign-in page', () => {
    for (const path of ['/', '', '/d/', '/advertisers/d/', '/authx', '/Admin/d/']) {
      expect(pickApp(path)).toEqual({ kind: 'redirect', to: '/auth/a/login' });
    }
  });
});
