import { describe, expect, it } from 'vitest';
import { hostname, isPublicHostname } from './hostname';

describe('hostname', () => {
  it.each([
    'example.com',
    'track.example.com',
    'a.b.c.example.co.uk',
    'my-domain.io',
    'Track.Example.COM',
    'xn--e1afmkfd.xn--p1ai',
    '123.example.com',
    `${'a'.repeat(63)}.com`,
  ])('passes %s', (v) => expect(hostname(v)).toBeUndefined());

  it.each([
    ['scheme', 'http://example.com'],
    ['path', 'example.com/path'],
    ['port', 'example.com:8080'],
    ['IPv4', '192.168.0.1'],
    ['public IPv4', '8.8.8.8'],
    ['IPv6', '::1'],
    ['localhost', 'localhost'],
    ['.localhost', 'app.localhost'],
    ['.local', 'printer.local'],
    ['.internal', 'db.internal'],
    ['single label', 'intranet'],
    ['leading hyphen', '-bad.com'],
    ['trailing hyphen', 'bad-.com'],
    ['empty label', 'a..com'],
    ['leading dot', '.example.com'],
    ['trailing dot', 'example.com.'],
    ['numeric TLD', 'example.123'],
    ['one-letter TLD', 'example.c'],
    ['underscore', 'my_site.com'],
    ['space', 'exa mple.com'],
    ['label over 63', `${'a'.repeat(64)}.com`],
    ['unicode', 'пример.рф'],
  ])('fails %s: %s', (_why, v) => expect(hostname(v)).toBe('hostname'));

  it('caps the whole name at 253 characters', () => {
    const label = 'a'.repeat(61);
    const name253 = [label, label, label, label].join('.') + '.com'; // 4*61 + 3 dots + 4 = 251
    expect(name253.length).toBe(251);
    expect(isPublicHostname(`ab${name253}`)).toBe(true);
    expect(isPublicHostname(`abc${name253}`)).toBe(false);
  });

  it.each(['', null, undefined])('skips %s', (v) => expect(hostname(v)).toBeUndefined());
  it('fails a non-string', () => expect(hostname(1)).toBe('hostname'));
});
