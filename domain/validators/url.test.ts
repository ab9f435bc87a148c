import { describe, expect, it } from 'vitest';
import { url } from './url';

describe('url (R175, R176)', () => {
  it.each([
    'http://example.com',
    'https://example.com/path?q=1#top',
    'ftp://files.example.com/pub/file.zip',
    '//cdn.example.com/lib.js',
    'HTTPS://Example.COM',
    'https://user:pass@example.com:8443/x',
    'https://sub.domain.example.co.uk',
    'http://8.8.8.8/',
    'http://[2001:4860:4860::8888]/',
    'https://пример.рф/',
  ])('passes %s', (v) => expect(url(v)).toBeUndefined());

  it.each([
    'mailto:someone@example.com',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'ws://example.com',
    'example.com',
    'www.example.com/path',
    'http:/example.com',
    'http://',
    'http://exa mple.com',
    ' http://example.com',
    'http://intranet/',
    'http://-bad-.com',
    'http://example.c',
  ])('fails %s', (v) => expect(url(v)).toBe('url'));

  it.each([
    'http://192.168.0.1',
    'http://10.0.0.5:8080/admin',
    'http://172.16.3.4',
    'http://127.0.0.1',
    'http://169.254.169.254/latest/meta-data',
    'http://0.0.0.0',
    'http://localhost:3000',
    'http://localhost./',
    'http://printer.local',
    'https://db.internal/x',
    'http://[::1]/',
    'http://[fc00::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://0x7f.0.0.1/',
    '//192.168.1.1/x',
  ])('refuses the private-network address %s', (v) => expect(url(v)).toBe('url'));

  it.each(['', null, undefined])('skips %s (R171)', (v) => expect(url(v)).toBeUndefined());
  it('fails a non-string', () => expect(url(42)).toBe('url'));
});
