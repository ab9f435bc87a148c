interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

const MARKER = '/d/';

/**
 * R23: a link whose path was percent-encoded past `/d/` (mail clients and chat apps do this,
 * e.g. `/admin/d/languages%3Fpage%3D2`) is turned back into `/admin/d/languages?page=2`.
 * Returns the URL to re-navigate to, or null when nothing needs to change.
 */
export function resolveDeepLink({ pathname, search, hash }: UrlParts): string | null {
  const at = pathname.indexOf(MARKER);
  if (at < 0 || !pathname.includes('%')) return null;
  const head = pathname.slice(0, at + MARKER.length);
  let tail: string;
  try {
    tail = decodeURIComponent(pathname.slice(at + MARKER.length));
  } catch {
    return null;
  }
  const queryAt = tail.indexOf('?');
  const path = queryAt < 0 ? tail : tail.slice(0, queryAt);
  const params = new URLSearchParams(search);
  if (queryAt >= 0) {
    // the encoded query was part of the link the user followed, so it wins over a stray one
    new URLSearchParams(tail.slice(queryAt + 1)).forEach((value, key) => params.set(key, value));
  }
  const query = params.toString();
  const target = `${head}${encodeURI(path)}${query ? `?${query}` : ''}${hash}`;
  return target === `${pathname}${search}${hash}` ? null : target;
}
