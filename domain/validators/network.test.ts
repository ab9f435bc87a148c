import { describe, expect, it } from 'vitest';
import { isLocalName, isPrivateIPv4, isPrivateIPv6, parseIPv4, parseIPv6 } from './network';

describe('parseIPv4', () => {
  it('reads dotted decimal only', () => {
    expect(parseIPv4('192.168.0.1')).toEqual([192, 168, 0, 1]);
    expect(parseIPv4('256.1.1.1')).toBeUndefined();
    expect(parseIPv4('1.2.3')).toBeUndefined();
    expect(parseIPv4('example.com')).toBeUndefined();
  });
});

describe('parseIPv6', () => {
  it('expands the short forms', () => {
    expect(parseIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('2001:db8::8a2e:370:7334')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0x8a2e, 0x370, 0x7334]);
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
  });
  it('refuses malformed text', () => {
    expect(parseIPv6('1::2::3')).toBeUndefined();
    expect(parseIPv6('1:2:3:4:5:6:7')).toBeUndefined();
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeUndefined();
    expect(parseIPv6('g::1')).toBeUndefined();
  });
});

describe('private ranges', () => {
  it.each([
    ['0.0.0.0', true],
    ['10.1.2.3', true],
    ['127.0.0.1', true],
    ['169.254.1.1', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['100.64.0.1', true],
    ['172.15.0.1', false],
    ['172.32.0.1', false],
    ['8.8.8.8', false],
    ['192.169.0.1', false],
  ])('IPv4 %s private: %s', (ip, expected) => {
    expect(isPrivateIPv4(parseIPv4(ip) ?? [])).toBe(expected);
  });

  it.each([
    ['::1', true],
    ['::', true],
    ['fc00::1', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['febf::1', true],
    ['::ffff:192.168.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['2001:4860:4860::8888', false],
    ['fec0::1', true],
  ])('IPv6 %s private: %s', (ip, expected) => {
    expect(isPrivateIPv6(parseIPv6(ip) ?? [])).toBe(expected);
  });

  it('knows the local-only names', () => {
    expect(isLocalName('localhost')).toBe(true);
    expect(isLocalName('LOCALHOST.')).toBe(true);
    expect(isLocalName('printer.local')).toBe(true);
    expect(isLocalName('db.internal')).toBe(true);
    expect(isLocalName('app.localhost')).toBe(true);
    expect(isLocalName('localhost.example.com')).toBe(false);
    expect(isLocalName('internal.com')).toBe(false);
  });
});
