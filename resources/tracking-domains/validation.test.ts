import { describe, expect, it } from 'vitest';
import { HOST_VALIDATION_KEYS as KEYS, normalizeHost, toTrackingDomainBody, validateHost } from './validation';

describe('validateHost', () => {
  it('accepts public host names in any case, with a final dot or spaces around', () => {
    for (const host of ['track.example.com', 'Go.Example-Network.COM', ' click.partner-offers.net. ', 'xn--e1afmkfd.xn--p1ai']) {
      expect(validateHost(host)).toBeUndefined();
    }
  });

  it('accepts a name under localhost, for a trial on one computer without DNS', () => {
    for (const host of ['track.localhost', 'Go.Track.LOCALHOST.']) expect(validateHost(host)).toBeUndefined();
    for (const host of ['localhost', 'bad_label.localhost', '.localhost']) expect(validateHost(host)).toBe(KEYS.invalid);
  });

  it('names the scheme, then a path, query or port, then anything else', () => {
    expect(validateHost('https://track.example.com')).toBe(KEYS.scheme);
    expect(validateHost('//track.example.com')).toBe(KEYS.scheme);
    expect(validateHost('track.example.com/landing')).toBe(KEYS.path);
    expect(validateHost('track.example.com:8080')).toBe(KEYS.path);
    expect(validateHost('track example.com')).toBe(KEYS.path);
    for (const host of ['localhost', 'track', '10.0.0.1', 'under_score.example.com', 'a.local', 42]) {
      expect(validateHost(host)).toBe(KEYS.invalid);
    }
  });

  it('leaves empty values to required()', () => {
    expect(validateHost('')).toBeUndefined();
    expect(validateHost(undefined)).toBeUndefined();
  });
});

describe('toTrackingDomainBody', () => {
  it('sends the host in its stored form and the status, nothing else', () => {
    expect(normalizeHost(' Track.Example.COM. ')).toBe('track.example.com');
    expect(toTrackingDomainBody({ id: 3, domain: ' Track.Example.COM. ', status: -1, status_label: 'x', rules_count: 2 })).toEqual({
      domain: 'track.example.com',
      status: -1,
    });
  });
});
