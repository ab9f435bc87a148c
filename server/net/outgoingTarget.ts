import { isIP } from 'node:net';
import { isLocalName } from '../../domain/validators/network';
import { systemLookup, type HostLookup } from './hostLookup';
import { specialPurposeRange } from './specialAddress';

/** Where the server may call out to: the address rule, its switch and the resolver. */
export interface OutgoingPolicy {
  /** OUTGOING_ALLOW_PRIVATE_NETWORKS=1: the address rule is lifted (tests, closed networks); never the default */
  allowPrivate: boolean;
  /** default: the system's resolver */
  lookupHost?: HostLookup;
}

export type OutgoingTarget =
  | { ok: true; host: string; address: string; family: 4 | 6 }
  | { ok: false; failure: 'refused' | 'unresolved'; message: string };

/**
 * Resolves a URL's host ONCE and checks every address it resolves to against the special-purpose
 * rule (server/net/specialAddress.ts); answers the address to connect to, which is the checked one.
 * An address literal is checked as it is; a local-only name (localhost, *.local, *.internal) is
 * refused whatever it resolves to.
 */
export async function resolveOutgoing(url: URL, policy: OutgoingPolicy): Promise<OutgoingTarget> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  if (literal) {
    if (!policy.allowPrivate && specialPurposeRange(host)) return { ok: false, failure: 'refused', message: `${host} is a private or reserved address.` };
    return { ok: true, host, address: host, family: literal as 4 | 6 };
  }
  if (!policy.allowPrivate && isLocalName(host)) return { ok: false, failure: 'refused', message: `${host} is a local name, not a public one.` };
  let addresses: string[];
  try {
    addresses = await (policy.lookupHost ?? systemLookup)(host);
  } catch {
    addresses = [];
  }
  const first = addresses[0];
  if (first === undefined) return { ok: false, failure: 'unresolved', message: `${host} does not resolve.` };
  const special = policy.allowPrivate ? undefined : addresses.find((a) => specialPurposeRange(a) !== null);
  if (special !== undefined) return { ok: false, failure: 'refused', message: `${host} resolves to a private or reserved address (${special}).` };
  const family = isIP(first);
  if (!family) return { ok: false, failure: 'unresolved', message: `${host} does not resolve.` };
  return { ok: true, host, address: first, family: family as 4 | 6 };
}
