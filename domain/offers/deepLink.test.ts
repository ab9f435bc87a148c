import { describe, expect, it } from 'vitest';
import { deepLinkTarget, normalizeDeepLinkHost } from './deepLink';

const hosts = ['shop.example.com', 'xn--e1afmkfd.xn--p1ai'];

describe('deepLinkTarget', () => {
  it('answers the address as the URL parser writes it when its host is exactly an allowed one', () => {
    expect(deepLinkTarget('https://shop.example.com/p/42?cid=abc', hosts)).toBe('https://shop.example.com/p/42?cid=abc');
    expect(deepLinkTarget('https://SHOP.Example.COM/a', hosts)).toBe('https://shop.example.com/a');
    expect(deepLinkTarget('https://пример.рф/c', hosts)).toBe('https://xn--e1afmkfd.xn--p1ai/c');
    expect(deepLinkTarget('http://shop.example.com:8443/x', hosts)).toBe('http://shop.example.com:8443/x');
  });

  it('answers null for other hosts, relative or non-http addresses, credentials, encoded hosts, whitespace and backslashes', () => {
    for (const bad of [
      'https://evil.com/', '//evil.com/', '//shop.example.com/', 'https://shop.example.com@evil.com/', 'https://evil.com\\@shop.example.com/',
      'https://shop%2eexample%2ecom/', 'https://shop.example.com.evil.com/', 'https://sub.shop.example.com/', 'javascript:alert(1)',
      'data:text/html,x', 'https:/shop.example.com/', ' https://shop.example.com/', 'https://shop.example.com/\nx', 'https://shop.example.com\u00a0/', '',
    ]) {
      expect(deepLinkTarget(bad, hosts), bad).toBeNull();
    }
    expect(deepLinkTarget('https://shop.example.com/', [])).toBeNull();
  });
});

describe('normalizeDeepLinkHost', () => {
  it('writes a host lower case, in punycode, without a trailing dot; anything but a bare host is null', () => {
    expect(normalizeDeepLinkHost(' Shop.Example.com. ')).toBe('shop.example.com');
    expect(normalizeDeepLinkHost('пример.рф')).toBe('xn--e1afmkfd.xn--p1ai');
    for (const bad of ['https://x.com', 'x.com/p', 'x.com:80', 'u@x.com', '*.x.com', 'a b', '', 'a..b', 'x%2ecom']) expect(normalizeDeepLinkHost(bad), bad).toBeNull();
  });
});
