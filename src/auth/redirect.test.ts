import { describe, expect, it } from 'vitest';
import { afterSignIn, appHomeFor, returnUrlFor } from './redirect';

describe('appHomeFor', () => {
  it('sends each user type to its app (R14–R17)', () => {
    expect(appHomeFor(0)).toBe('/admin/d/');
    expect(appHomeFor(1)).toBe('/manager/d/');
    expect(appHomeFor(2)).toBe('/affiliate/d/');
    expect(appHomeFor(3)).toBe('/advertiser/d/');
    expect(appHomeFor(4)).toBe('/auth/a/');
    expect(appHomeFor(undefined)).toBe('/auth/a/');
    expect(appHomeFor('0')).toBe('/auth/a/');
  });
});

describe('returnUrlFor', () => {
  const search = (url: string, params?: string) =>
    `?${new URLSearchParams({ requestUrl: url, ...(params === undefined ? {} : { requestParams: params }) })}`;

  it('returns to the requested page of the same role with its query (R12)', () => {
    expect(returnUrlFor('admin', search('/admin/d/languages'))).toBe('/admin/d/languages');
    expect(returnUrlFor('admin', search('/admin/d/languages', '?page=2&perPage=25'))).toBe(
      '/admin/d/languages?page=2&perPage=25',
    );
    expect(returnUrlFor('manager', search('/manager/d/languages', 'page=3'))).toBe('/manager/d/languages?page=3');
    expect(returnUrlFor('admin', search('/admin/d/languages', '{"page":"2","ids":[1,2]}'))).toBe(
      '/admin/d/languages?page=2&ids=1&ids=2',
    );
  });

  it('ignores pages of another app and anything that could leave the site', () => {
    expect(returnUrlFor('affiliate', search('/admin/d/languages'))).toBeNull();
    expect(returnUrlFor('admin', search('//evil.example/admin/'))).toBeNull();
    expect(returnUrlFor('admin', search('https://evil.example/admin/d/'))).toBeNull();
    expect(returnUrlFor('admin', search('/admin\\evil'))).toBeNull();
    expect(returnUrlFor('admin', '')).toBeNull();
  });
});

describe('afterSignIn', () => {
  it('prefers the requested page, else the role home, and the sign-in area for other types', () => {
    const from = `?requestUrl=${encodeURIComponent('/admin/d/languages/4')}`;
    expect(afterSignIn(0, from)).toBe('/admin/d/languages/4');
    expect(afterSignIn(2, from)).toBe('/affiliate/d/');
    expect(afterSignIn(3, from)).toBe('/advertiser/d/');
    expect(afterSignIn(4, from)).toBe('/auth/a/');
  });
});
