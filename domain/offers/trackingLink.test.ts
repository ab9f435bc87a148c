import { describe, expect, it } from 'vitest';
import { isLocalHost, leadFormLink, trackingLink } from './trackingLink';

describe('trackingLink', () => {
  it('builds the https link with offer, affiliate and the given sub-ids, encoded', () => {
    const url = trackingLink({ domain: 'trk.example.org', offerId: 7, affiliateId: 42, subIds: { p1: 'a b&c', p3: '', p10: 'z' } });
    expect(url).toBe('https://trk.example.org/click?offer_id=7&aff_id=42&p1=a+b%26c&p10=z');
    expect(new URL(url).searchParams.get('p1')).toBe('a b&c');
  });
  it('uses plain http and the app port for localhost demo domains only', () => {
    expect(trackingLink({ domain: 'track.localhost', offerId: 1, affiliateId: 2, localPort: 3000 })).toBe(
      'http://track.localhost:3000/click?offer_id=1&aff_id=2',
    );
    expect(trackingLink({ domain: 'trk.example.org', offerId: 1, affiliateId: 2, localPort: 3000 })).toBe(
      'https://trk.example.org/click?offer_id=1&aff_id=2',
    );
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('evil-localhost.com')).toBe(false);
  });
  it('builds the hosted lead form link: the offer in the path, the affiliate and sub-ids as on the tracking link', () => {
    expect(leadFormLink({ domain: 'trk.example.org', offerId: 7, affiliateId: 42, subIds: { p1: 'a b', p2: '' } })).toBe('https://trk.example.org/lead-form/7?aff_id=42&p1=a+b');
    expect(leadFormLink({ domain: 'track.localhost', offerId: 1, affiliateId: 2, localPort: 3000 })).toBe('http://track.localhost:3000/lead-form/1?aff_id=2');
  });
  it('ends the link with the deep link, encoded, after the sub-ids; the lead form never carries it', () => {
    const input = { domain: 'trk.example.org', offerId: 7, affiliateId: 42, subIds: { p1: 'fb' }, deepLink: 'https://shop.example.com/p?a=1&cid={click_id}' };
    expect(trackingLink(input)).toBe('https://trk.example.org/click?offer_id=7&aff_id=42&p1=fb&url=https%3A%2F%2Fshop.example.com%2Fp%3Fa%3D1%26cid%3D%7Bclick_id%7D');
    expect(leadFormLink(input)).toBe('https://trk.example.org/lead-form/7?aff_id=42&p1=fb');
  });
});
