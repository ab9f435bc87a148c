import type { Role } from './types';

// R50's four, and the end of a view-as session, which any role's app sends
const UNPREFIXED_FIRST_SEGMENTS = new Set(['login', 'logout', 'account', 'software', 'view-as']);

const pathPart = (url: string) => url.split(/[?#]/, 1)[0];

const isS3 = (url: string) => /amazonaws\.com/i.test(url) || /^s3:\/\//i.test(url) || pathPart(url).includes('/s3/');

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(url);

/** URLs the request rules leave exactly as given: `.json` assets, `{host}…` templates, s3 and absolute URLs. */
export function isVerbatimUrl(url: string): boolean {
  return pathPart(url).endsWith('.json') || url.startsWith('{host}') || isS3(url) || isAbsolute(url);
}

/** login, logout, account, software, view-as and anything under a `/wl` segment carry no role segment. */
export function needsRolePrefix(path: string): boolean {
  const segments = pathPart(path).split('/').filter(Boolean);
  if (segments.length > 0 && UNPREFIXED_FIRST_SEGMENTS.has(segments[0])) return false;
  return !segments.includes('wl');
}

/** The full URL of an API path (spec 1 §7, R48–R51). */
export function resolveUrl(path: string, options: { base: string; role: Role | null }): string {
  if (isVerbatimUrl(path)) return path;
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const base = options.base.replace(/\/+$/, '');
  const prefix = options.role && needsRolePrefix(normalized) ? `/${options.role}` : '';
  return `${base}${prefix}${normalized}`;
}
