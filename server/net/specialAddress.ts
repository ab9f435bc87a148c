import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];
const cidr = (text: string): Range => ipaddr.parseCIDR(text);

/**
 * What the IANA special-purpose registries hold beyond the ranges ipaddr.js names (every IPv4 one
 * is named there). IPv6 outside 2000::/3 is not global unicast at all (IANA's IPv6 address-space
 * registry), which also covers ::/96, the IPv4-compatible form RFC 4291 deprecated, and
 * 100:0:0:1::/64, the dummy prefix of RFC 9780.
 */
const EXTRA_IPV6: Record<string, Range[]> = {
  ipv4Compatible: [cidr('::/96')],
  dummyPrefix: [cidr('100:0:0:1::/64')],
  notGlobalUnicast: [cidr('::/3'), cidr('4000::/2'), cidr('8000::/1')],
};

const v4 = (parts: number[], from: number) => ipaddr.IPv4.parse(`${parts[from]! >> 8}.${parts[from]! & 0xff}.${parts[from + 1]! >> 8}.${parts[from + 1]! & 0xff}`);

/**
 * The IPv4 addresses an IPv6 address carries, by its range: the last 32 bits of the mapped,
 * translated, IPv4-compatible and NAT64 (64:ff9b::/96) forms; bits 16–47 of 6to4; Teredo's server
 * (bits 32–63) and its client (the last 32 bits, inverted).
 */
function embeddedIPv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4[] {
  const p = address.parts;
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'ipv4Compatible') return [v4(p, 6)];
  if (range === 'rfc6052' && p[2] === 0) return [v4(p, 6)];
  if (range === '6to4') return [v4(p, 1)];
  if (range === 'teredo') return [v4(p, 2), v4([p[6]! ^ 0xffff, p[7]! ^ 0xffff], 0)];
  return [];
}

const rangeOf = (address: ipaddr.IPv4 | ipaddr.IPv6): string => {
  if (address.kind() === 'ipv4') return address.range();
  const named = address.range();
  return named === 'unicast' ? ipaddr.subnetMatch(address, EXTRA_IPV6, 'unicast') : named;
};

/**
 * Why an address may not be called by the server, or null for a public unicast address. Every
 * range of the IANA IPv4 and IPv6 special-purpose registries is refused (and multicast, broadcast,
 * IPv6 outside 2000::/3): ipaddr.js's named ranges plus EXTRA_IPV6. An IPv6 address that embeds an
 * IPv4 one is refused for its own range and also judged by the IPv4 it carries, so the reason
 * names what it would reach. Text that is not an address is refused.
 */
export function specialPurposeRange(text: string): string | null {
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIP(bare)) return 'not an address';
  const address = ipaddr.parse(bare);
  const range = rangeOf(address);
  if (address.kind() === 'ipv4') return range === 'unicast' ? null : range;
  const inside = embeddedIPv4(address as ipaddr.IPv6, range)
    .map((a) => [a.toString(), a.range()] as const)
    .filter(([, r]) => r !== 'unicast');
  if (inside.length) return `${range}, carrying ${inside.map(([a, r]) => `${a} (${r})`).join(' and ')}`;
  return range === 'unicast' ? null : range;
}

/** The rule as a yes/no: true when the server must not connect to the address. */
export const isSpecialPurpose = (text: string) => specialPurposeRange(text) !== null;
