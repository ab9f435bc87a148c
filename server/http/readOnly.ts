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

/**
 * The request's answer to "does it only read?", found from the route table: the endpoint the
 * request matches (the first row, as the app matches them) decides. A path no row matches is not
 * a read, except GET, HEAD and OPTIONS, which never change anything.
 */
export function readsLookup(endpoints: readonly Endpoint[]): (method: string, path: string) => boolean {
  const router = new TrieRouter<Endpoint>();
  for (const e of endpoints) router.add(e.method, fullPath(e), e);
  return (method, path) => {
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
    const [matches] = router.match(method, path);
    const first = matches[0];
    return first ? endpointReads(first[0]) : false;
  };
}
