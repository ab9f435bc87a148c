import { describe, expect, it } from 'vitest';
import { resolveDeepLink } from './deepLink';

const at = (pathname: string, search = '', hash = '') => resolveDeepLink({ pathname, search, hash });

describe('resolveDeepLink (R23)', () => {
  it('decodes an encoded path and parses the encoded query', () => {
    expect(at('/admin/d/languages%3Fpage%3D2%26perPage%3D25')).toBe('/admin/d/languages?page=2&perPage=25');
    expect(at('/admin/d/user-operations%2Faffiliates%2F5%2Fpostbacks')).toBe(
      '/admin/d/user-operations/affiliates/5/postbacks',
    );
  });

  it('keeps the existing query and hash, letting the encoded query win on a clash', () => {
    expect(at('/manager/d/languages%3Fpage%3D3', '?page=1&sort=name', '#top')).toBe(
      '/manager/d/languages?page=3&sort=name#top',
    );
  });

  it('leaves URLs without a percent sign or without /d/ alone', () => {
    expect(at('/admin/d/languages', '?filter=%7B%7D')).toBeNull();
    expect(at('/auth/a/login%3Fx%3D1')).toBeNull();
  });

  it('leaves an already well-formed encoded path alone', () => {
    expect(at('/admin/d/users/a%20b')).toBeNull();
  });

  it('ignores malformed escapes', () => {
    expect(at('/admin/d/languages%E0%A4%A')).toBeNull();
  });
});
