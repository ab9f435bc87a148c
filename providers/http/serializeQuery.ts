import { formatApiDate, isValidDate } from './formatDate';
import type { Query, QueryValue } from './types';

function append(parts: string[], key: string, value: QueryValue, timeZone: string): void {
  if (value === undefined) return;
  if (value === null) {
    parts.push(`${key}=`);
  } else if (value instanceof Date) {
    parts.push(`${key}=${isValidDate(value) ? encodeURIComponent(formatApiDate(value, timeZone)) : ''}`);
  } else if (Array.isArray(value)) {
    value.forEach((item: QueryValue, index) => append(parts, `${key}[${index}]`, item, timeZone));
  } else if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) append(parts, `${key}[${encodeURIComponent(name)}]`, item, timeZone);
  } else {
    parts.push(`${key}=${encodeURIComponent(String(value))}`);
  }
}

/**
 * Query string without '?': several values as `key[0]=a&key[1]=b` (R52, spec 1 §7 reading),
 * Dates in ISO with offset (R53), null as an empty value (R54), undefined left out.
 */
export function serializeQuery(query: Query, timeZone = 'UTC'): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) append(parts, encodeURIComponent(key), value, timeZone);
  return parts.join('&');
}

export function withQuery(url: string, query: Query | undefined, timeZone = 'UTC'): string {
  const search = query ? serializeQuery(query, timeZone) : '';
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
