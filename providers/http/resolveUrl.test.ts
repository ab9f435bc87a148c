import { describe, expect, it } from 'vitest';
import { isVerbatimUrl, needsRolePrefix, resolveUrl } from './resolveUrl';

const base = 'https://net.example/api';

describe('resolveUrl (R48–R51)', () => {
  it('puts the role segment between the base and the path (R49)', () => {
    expect(resolveUrl('/dictionary/languages/list', { base, role: 'manager' })).toBe(
      'https://net.example/api/manager/dictionary/languages/list',
    );
  });

  it('adds a missing leading slash and drops a trailing one on the base', () => {
    expect(resolveUrl('me/', { base: `${base}/`, role: 'admin' })).toBe('https://net.example/api/admin/me/');
  });

  it.each(['/login', '/logout', '/account', '/software', '/account?x=1', 'login', '/view-as/end'])(
    '%s carries no role segment (R50)',
    (path) => {
      const normalized = path.startsWith('/') ? path : `/${path}`;
      expect(resolveUrl(path, { base, role: 'affiliate' })).toBe(`${base}${normalized}`);
    },
  );

  it.each(['/wl/config', '/settings/wl', '/a/wl/b?c=1'])('a path containing the /wl segment (%s) carries no role segment (R50)', (path) => {
    expect(resolveUrl(path, { base, role: 'admin' })).toBe(`${base}${path}`);
  });

  it('only exempts whole segments: /wlan and /me/account are prefixed', () => {
    expect(needsRolePrefix('/wlan/list')).toBe(true);
    expect(needsRolePrefix('/me/account')).toBe(true);
    expect(needsRolePrefix('/software')).toBe(false);
  });

  it('sends no role segment when there is no role (sign-in app)', () => {
    expect(resolveUrl('/me/', { base, role: null })).toBe(`${base}/me/`);
  });

  it.each([
    '/assets/i18n/en.json',
    '/assets/i18n/en.json?v=3',
    '{host}/tracking/click',
    'https://bucket.s3.eu-west-1.amazonaws.com/logo.png',
    's3://bucket/logo.png',
    '/files/s3/logo.png',
    'https://cdn.example/x',
  ])('leaves %s unchanged (R51)', (url) => {
    expect(isVerbatimUrl(url)).toBe(true);
    expect(resolveUrl(url, { base, role: 'admin' })).toBe(url);
  });

  it('does not take a .json in the middle of a path as a .json URL', () => {
    expect(isVerbatimUrl('/a.json/list')).toBe(false);
  });
});
