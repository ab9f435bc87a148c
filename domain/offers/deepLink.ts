/**
 * Deep links (spec 4 §6; docs/decisions/deep-links-promo-codes.md): a click's `url=` lands on that
 * address instead of the offer's landing page when the offer allows deep links (Deep link Allowed 1)
 * and the address's host is one of the offer's allowed hosts, exactly (a subdomain is a host of its
 * own and must be listed itself). Anything else lands on the landing page: never an open redirect.
 * Shared by the tracker (the click) and the offer's validation (its host list).
 */

/** The click's parameter naming the deep link. */
export const DEEP_LINK_PARAM = 'url';

/** At most this many allowed hosts per offer. */
export const MAX_DEEP_LINK_HOSTS = 50;

const MAX_URL = 2000;
/** a host name's characters once in ASCII (punycode): letters, digits, hyphens and dots */
const ASCII_HOST = /^[a-z0-9.-]{1,253}$/;

/**
 * An allowed host as typed (any case, an internationalised name, a trailing dot) in the one form
 * the tracker compares: lower case, punycode, no trailing dot; null when it is no bare host name
 * (a scheme, a port, a path, credentials, a wildcard, a percent sign).
 */
export function normalizeDeepLinkHost(input: string): string | null {
  const text = input.trim().replace(/\.$/, '');
  if (!text || text.length > 253 || /[\s/\\:@?#%*[\]]/.test(text)) return null;
  let host: string;
  try {
    host = new URL(`http://${text}/`).hostname;
  } catch {
    return null;
  }
  return ASCII_HOST.test(host) && !host.startsWith('.') && !host.includes('..') ? host : null;
}

/**
 * The address a click's deep link lands on, as a Location header carries it (the URL parser's own
 * writing, so what was checked is what is sent), or null when it may not be used: not an absolute
 * http(s) address written as such (`//host`, `javascript:`, `data:`, `https:/host`), any whitespace,
 * control character or backslash, a user name or password, a percent sign in the host, or a host
 * not exactly one of `allowedHosts` (normalised by normalizeDeepLinkHost).
 */
export function deepLinkTarget(requested: string | null | undefined, allowedHosts: readonly string[]): string | null {
  if (!requested || requested.length > MAX_URL || !allowedHosts.length) return null;
  // whitespace and control characters (which the URL parser would silently drop) and backslashes
  // (which it reads as slashes) never reach it: the address is refused, not guessed at
  if (/[^\x21-\x7e\u00a1-\uffff]|[\s\\]/.test(requested)) return null;
  const authority = /^https?:\/\/([^/?#]*)/i.exec(requested);
  if (!authority || authority[1]!.includes('%') || authority[1]!.includes('@')) return null;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  const host = url.hostname.replace(/\.$/, '');
  return allowedHosts.includes(host) ? url.href : null;
}
