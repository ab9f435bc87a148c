import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';
import { HOSTING_ASNS } from './hostingAsns';

const asnFile = (name: string) => createRequire(import.meta.url).resolve(`@ip-location-db/asn/${name}`);

/** A dotted IPv4 address as its number, -1 when it is none (read by hand: the click path calls it each click). */
function ipv4Number(ip: string): number {
  let n = 0;
  let part = -1;
  let parts = 0;
  for (let i = 0; i <= ip.length; i++) {
    const c = i < ip.length ? ip.charCodeAt(i) : 46;
    if (c === 46) {
      if (part < 0 || part > 255 || ++parts > 4) return -1;
      n = n * 256 + part;
      part = -1;
    } else if (c >= 48 && c <= 57) {
      part = part < 0 ? c - 48 : part * 10 + c - 48;
      if (part > 255) return -1;
    } else return -1;
  }
  return parts === 4 ? n : -1;
}

/** Whether an address lies in a data-centre, hosting or proxy network; `network` names it. */
export interface HostingRanges {
  lookup(ip: string): string | null;
  /** how many ranges were kept, IPv4 and IPv6 */
  size: { v4: number; v6: number };
}

/**
 * The ranges of the hosting networks (hostingAsns.ts), read once from the package's own CSV files
 * (first address, last address, ASN, name; sorted by first address, not overlapping) and kept as
 * sorted arrays: a lookup is a binary search, well under a microsecond. Made per tracker, never at
 * import; the files are the package's, so nothing is downloaded at run time.
 */
export function loadHostingRanges(asns: ReadonlyMap<number, string> = HOSTING_ASNS): HostingRanges {
  const v4Start: number[] = [];
  const v4End: number[] = [];
  const v4Asn: number[] = [];
  const v6Start: bigint[] = [];
  const v6End: bigint[] = [];
  const v6Asn: number[] = [];
  for (const [file, v6] of [['asn-ipv4-num.csv', false], ['asn-ipv6-num.csv', true]] as const) {
    const text = readFileSync(asnFile(file), 'utf8');
    let at = 0;
    while (at < text.length) {
      let eol = text.indexOf('\n', at);
      if (eol < 0) eol = text.length;
      const c1 = text.indexOf(',', at);
      const c2 = text.indexOf(',', c1 + 1);
      const c3 = text.indexOf(',', c2 + 1);
      if (c1 > 0 && c3 > 0 && c3 < eol) {
        const asn = Number(text.slice(c2 + 1, c3));
        if (asns.has(asn)) {
          if (v6) {
            v6Start.push(BigInt(text.slice(at, c1)));
            v6End.push(BigInt(text.slice(c1 + 1, c2)));
            v6Asn.push(asn);
          } else {
            v4Start.push(Number(text.slice(at, c1)));
            v4End.push(Number(text.slice(c1 + 1, c2)));
            v4Asn.push(asn);
          }
        }
      }
      at = eol + 1;
    }
  }
  const starts4 = Float64Array.from(v4Start);
  const ends4 = Float64Array.from(v4End);
  const find = <T extends number | bigint>(starts: ArrayLike<T>, ends: ArrayLike<T>, n: T): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! > n) hi = mid - 1;
      else if (ends[mid]! < n) lo = mid + 1;
      else return mid;
    }
    return -1;
  };
  const name = (asn: number | undefined) => (asn === undefined ? null : `AS${asn} ${asns.get(asn) ?? ''}`.trim());
  return {
    size: { v4: starts4.length, v6: v6Start.length },
    lookup(ip) {
      const v4 = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
      const n4 = ipv4Number(v4);
      if (n4 >= 0) {
        const i = find(starts4, ends4, n4);
        return i < 0 ? null : name(v4Asn[i]);
      }
      if (!ipaddr.IPv6.isValid(ip)) return null;
      const n = ipaddr.IPv6.parse(ip)
        .toByteArray()
        .reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);
      const i = find(v6Start, v6End, n);
      return i < 0 ? null : name(v6Asn[i]);
    },
  };
}
