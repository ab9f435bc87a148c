import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { isSpecialPurpose, specialPurposeRange } from './specialAddress';

// The IANA IPv4 Special-Purpose Address Registry, with multicast and the limited broadcast.
const IPV4 = [
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12',
  '192.0.0.0/24', '192.0.0.0/29', '192.0.0.8/32', '192.0.0.9/32', '192.0.0.10/32', '192.0.0.170/32', '192.0.0.171/32',
  '192.0.2.0/24', '192.31.196.0/24', '192.52.193.0/24', '192.88.99.0/24', '192.168.0.0/16', '192.175.48.0/24',
  '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '224.0.0.0/4', '240.0.0.0/4', '255.255.255.255/32',
];

// The IANA IPv6 Special-Purpose Address Registry, with multicast, site-local and what lies outside 2000::/3.
const IPV6 = [
  '::/128', '::1/128', '::ffff:0:0/96', '::ffff:0:0:0/96', '64:ff9b::/96', '64:ff9b:1::/48', '100::/64', '100:0:0:1::/64',
  '2001::/23', '2001::/32', '2001:1::1/128', '2001:1::2/128', '2001:1::3/128', '2001:2::/48', '2001:3::/32', '2001:4:112::/48',
  '2001:10::/28', '2001:20::/28', '2001:30::/28', '2001:db8::/32', '2002::/16', '2620:4f:8000::/48', '3fff::/20', '5f00::/16',
  'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8', '::/96', '4000::/2', '8000::/1',
];

const toBig = (a: ipaddr.IPv4 | ipaddr.IPv6) => a.toByteArray().reduce((n, b) => (n << 8n) | BigInt(b), 0n);
const fromBig = (n: bigint, bytes: number) => ipaddr.fromByteArray(Array.from({ length: bytes }, (_, i) => Number((n >> BigInt(8 * (bytes - 1 - i))) & 0xffn))).toString();

/** The first, the middle and the last address of a range. */
function samples(range: string): string[] {
  const [base, bits] = ipaddr.parseCIDR(range);
  const bytes = base.kind() === 'ipv4' ? 4 : 16;
  const span = 1n << BigInt(bytes * 8 - bits);
  const first = (toBig(base) / span) * span;
  return [...new Set([first, first + span / 2n, first + span - 1n].map((n) => fromBig(n, bytes)))];
}

/** An IPv4 address as IPv6 carries it: mapped, translated, IPv4-compatible, NAT64, 6to4, Teredo (as server and as client). */
function embeddings(address: string): string[] {
  const [a, b, c, d] = ipaddr.IPv4.parse(address).octets as [number, number, number, number];
  const hi = ((a << 8) | b).toString(16);
  const lo = ((c << 8) | d).toString(16);
  const inv = (n: number) => (n ^ 0xffff).toString(16);
  return [
    `::ffff:${address}`,
    `::ffff:0:${hi}:${lo}`,
    `::${hi}:${lo}`,
    `64:ff9b::${hi}:${lo}`,
    `2002:${hi}:${lo}::1`,
    `2001:0:${hi}:${lo}::1`,
    `2001:0:4136:e378:8000:63bf:${inv((a << 8) | b)}:${inv((c << 8) | d)}`,
  ];
}

describe('the special-purpose address rule', () => {
  it.each(IPV4)('refuses %s: its first, middle and last address', (range) => {
    for (const address of samples(range)) expect([address, specialPurposeRange(address)]).toEqual([address, expect.any(String)]);
  });

  it.each(IPV6)('refuses %s: its first, middle and last address', (range) => {
    for (const address of samples(range)) expect([address, specialPurposeRange(address)]).toEqual([address, expect.any(String)]);
  });

  it.each(IPV4)('refuses %s embedded in IPv6, and names the IPv4 range it would reach', (range) => {
    for (const address of samples(range)) {
      for (const embedded of embeddings(address)) {
        const reason = specialPurposeRange(embedded);
        expect([embedded, reason]).toEqual([embedded, expect.any(String)]);
        // '::0.0.0.0' and '::0.0.0.1' are '::' and '::1' themselves
        if (!['::', '::1'].includes(ipaddr.parse(embedded).toString())) expect([embedded, reason]).toEqual([embedded, expect.stringContaining(`carrying ${ipaddr.parse(address).toString()}`)]);
      }
    }
  });

  it('names the range, and what an IPv6 embedding carries', () => {
    expect(specialPurposeRange('127.0.0.1')).toBe('loopback');
    expect(specialPurposeRange('198.18.0.1')).toBe('reserved');
    expect(specialPurposeRange('224.0.0.1')).toBe('multicast');
    expect(specialPurposeRange('255.255.255.255')).toBe('broadcast');
    expect(specialPurposeRange('64:ff9b::a9fe:a9fe')).toBe('rfc6052, carrying 169.254.169.254 (linkLocal)');
    expect(specialPurposeRange('::ffff:10.0.0.1')).toBe('ipv4Mapped, carrying 10.0.0.1 (private)');
    expect(specialPurposeRange('2002:c0a8:101::1')).toBe('6to4, carrying 192.168.1.1 (private)');
    expect(specialPurposeRange('[::1]')).toBe('loopback');
    expect(specialPurposeRange('fe80::1%eth0')).toBe('linkLocal');
  });

  it('refuses even a public IPv4 address behind an IPv6 transition prefix (the range itself is special)', () => {
    for (const embedded of embeddings('8.8.8.8')) expect([embedded, isSpecialPurpose(embedded)]).toEqual([embedded, true]);
  });

  it('refuses what is not an address', () => {
    for (const text of ['', 'example.com', '127.1', '0x7f000001', '1.2.3.4.5', '::g']) expect([text, isSpecialPurpose(text)]).toEqual([text, true]);
  });

  it('allows public unicast addresses in both families', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '198.17.255.255', '198.20.0.0', '223.255.255.254', '100.63.255.255', '100.128.0.0', '2001:4860:4860::8888', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '2001:200::1', '2003::1']) {
      expect([address, specialPurposeRange(address)]).toEqual([address, null]);
    }
  });
});
