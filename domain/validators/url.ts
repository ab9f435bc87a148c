import { isPublicHostname } from './hostname';
import { isPrivateIPv4, isPrivateIPv6, parseIPv4, parseIPv6 } from './network';
import { isEmpty, type ValueValidator } from './types';

const SCHEME = /^(?:(?:https?|ftp):)?\/\//i;

function isAllowedHost(rawHost: string): boolean {
  const host = rawHost.replace(/\.$/, '');
  if (host.startsWith('[')) {
    const groups = parseIPv6(host.slice(1, -1));
    return groups !== undefined && !isPrivateIPv6(groups);
  }
  const v4 = parseIPv4(host);
  if (v4) return !isPrivateIPv4(v4);
  return isPublicHostname(host);
}

/** http, https, ftp or protocol-relative ('//cdn.example.com/x'), to a public host (R175, R176). */
export const url: ValueValidator<'url'> = (value) => {
  if (isEmpty(value)) return undefined;
  // The URL parser silently drops whitespace and fixes 'http:/x', so check the raw text first.
  if (typeof value !== 'string' || /\s/.test(value) || !SCHEME.test(value)) return 'url';
  let parsed: URL;
  try {
    parsed = new URL(value.startsWith('//') ? `http:${value}` : value);
  } catch {
    return 'url';
  }
  return isAllowedHost(parsed.hostname) ? undefined : 'url';
};
