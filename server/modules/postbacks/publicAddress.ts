import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { url as urlRule } from '../../../domain/validators/url';
import { isPrivateIPv4, isPrivateIPv6, parseIPv4, parseIPv6 } from '../../../domain/validators/network';

const privateAddress = (address: string) => {
  const v4 = parseIPv4(address);
  if (v4) return isPrivateIPv4(v4);
  const v6 = parseIPv6(address);
  return v6 ? isPrivateIPv6(v6) : true;
};

/** The addresses a host name resolves to (tests hand in their own resolver through the app's deps). */
export type HostLookup = (host: string) => Promise<string[]>;

export const systemLookup: HostLookup = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * Why a postback URL may not be called, or null (document 1 §5's url rule: http(s) to a public
 * host). Checked when saved (the text) and again before every delivery with the name resolved:
 * a public name that resolves to a private address is refused too. `allowPrivate`
 * (OUTGOING_ALLOW_PRIVATE_NETWORKS=1) lifts the address rule for tests and closed networks.
 * `lookupHost` null checks the text only.
 */
export async function refusedTarget(target: string, allowPrivate: boolean, lookupHost: HostLookup | null = systemLookup): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(target);
  } catch {
    return 'The postback URL is not a valid URL.';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'The postback URL must start with http:// or https://.';
  if (parsed.username || parsed.password) return 'The postback URL must not hold a user name or password.';
  if (allowPrivate) return null;
  if (urlRule(target) !== undefined) return 'The postback URL must point at a public address, not a private network.';
  if (!lookupHost) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null;
  try {
    const addresses = await lookupHost(host);
    if (!addresses.length) return `${host} does not resolve.`;
    if (addresses.some(privateAddress)) return `${host} resolves to a private address.`;
  } catch {
    return `${host} does not resolve.`;
  }
  return null;
}
