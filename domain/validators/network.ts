// Address checks shared by the url and hostname validators. They keep links to the platform's
// own network out of stored data; they cannot replace a server-side check of where a public
// name resolves before the server itself fetches a URL.

/** Strict dotted decimal: the WHATWG URL parser has already rewritten forms such as '0x7f.1'. */
export function parseIPv4(text: string): [number, number, number, number] | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return undefined;
  const parts = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as [number, number, number, number];
  return parts.every((p) => p <= 255) ? parts : undefined;
}

/** Eight 16-bit groups, or undefined when the text is not an IPv6 address. */
export function parseIPv6(text: string): number[] | undefined {
  let body = text;
  const v4 = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(body);
  if (v4) {
    const p = parseIPv4(v4[1]);
    if (!p) return undefined;
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    body = `${body.slice(0, body.length - v4[1].length)}${hex(p[0], p[1])}:${hex(p[2], p[3])}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const toGroups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = toGroups(halves[0]);
  const tail = halves.length === 2 ? toGroups(halves[1]) : [];
  const groups = [...head, ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  const missing = 8 - groups.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const zeros = new Array<string>(halves.length === 2 ? missing : 0).fill('0');
  return [...head, ...zeros, ...tail].map((g) => parseInt(g, 16));
}

/** 0/8, 10/8, 100.64/10 (carrier NAT), 127/8, 169.254/16, 172.16/12, 192.168/16. */
export function isPrivateIPv4([a, b]: readonly number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

/** ::, ::1, fc00::/7, fe80::/10, fec0::/10, and IPv4-mapped or -compatible private addresses. */
export function isPrivateIPv6(groups: readonly number[]): boolean {
  const first = groups[0];
  if (groups.slice(0, 5).every((g) => g === 0) && (groups[5] === 0xffff || groups[5] === 0)) {
    if (groups[5] === 0 && groups[6] === 0) return true; // '::', '::1' and their neighbours
    return isPrivateIPv4([groups[6] >> 8, groups[6] & 0xff]);
  }
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0;
}

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal'];

/** Names that only ever resolve inside a private network. */
export function isLocalName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || LOCAL_SUFFIXES.some((s) => h.endsWith(s));
}
