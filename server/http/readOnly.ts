import { TrieRouter } from 'hono/router/trie-router';
import { fullPath } from './endpointPath';
import type { Endpoint } from './types';

/**
 * Whether an endpoint only reads: every GET, and the POSTs whose row says `reads: true` (lists,
 * reports, exports, dashboard figures, a built tracking link: they carry their filters in the body
 * and change nothing). It is declared once, on the endpoint's row; a read-scoped API key and a
 * view-as session may call such an endpoint, and calling it keeps the session cache.
 */
export const endpointReads = (e: Pick<Endpoint, 'method' | 'reads'>): boolean => e.method === 'GET' || e.reads === true;

/** What the route table says of a request: whether it only reads, and whether it keeps the callers' session cache. */
export interface RequestFacts {
  reads: boolean;
  /** it changes no user, session, key, permission or feature (a read, or a row's `keepsCallers`) */
  keepsCallers: boolean;
}

/**
 * The request's facts, found from the route table: the endpoint the request matches (the first
 * row, as the app matches them) decides. A path no row matches is not a read, except GET, HEAD and
 * OPTIONS, which never change anything.
 */
export function requestFactsLookup(endpoints: readonly Endpoint[]): (method: string, path: string) => RequestFacts {
  const router = new TrieRouter<Endpoint>();
  for (const e of endpoints) router.add(e.method, fullPath(e), e);
  return (method, path) => {
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return { reads: true, keepsCallers: true };
    const [matches] = router.match(method, path);
    const first = matches[0]?.[0];
    const reads = first ? endpointReads(first) : false;
    return { reads, keepsCallers: reads || first?.keepsCallers === true };
  };
}
