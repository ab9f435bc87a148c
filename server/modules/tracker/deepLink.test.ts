import { beforeAll, describe, expect, it } from 'vitest';
import { conversionTestSuite, createOffer } from '../../../test/conversionFixtures';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, type TrackerTestApp } from '../../../test/trackerApp';

// Deep links (spec 4 §6; docs/decisions/deep-links-promo-codes.md): a click's url= lands there only
// when the offer allows deep links and the address's host is exactly one of its allowed hosts.

const suite = conversionTestSuite(openTestDatabase);
let t: TrackerTestApp;
let offerId: number;
let closedOfferId: number;
const LANDING = 'https://adv.example.com/land?cid={click_id}';

beforeAll(async () => {
  const s = suite.get();
  t = s.t;
  const hosts = ['shop.example.com', 'xn--e1afmkfd.xn--p1ai'];
  offerId = (await t.offer({ landingUrl: LANDING, deepLink: 1, deepLinkHosts: hosts })).id;
  closedOfferId = (await t.offer({ landingUrl: LANDING, deepLink: 0, deepLinkHosts: hosts })).id;
});

async function land(url: string, offer = offerId) {
  const res = await t.click(new URLSearchParams({ offer_id: String(offer), aff_id: String(t.affiliate.id), p1: 'sub 1', url }).toString());
  expect(res.status).toBe(302);
  return { location: res.headers.get('location')!, clickId: cookieClickId(res)! };
}

describe('GET /click with url= (deep links)', () => {
  it('lands on the deep link on an allowed host, its macros filled as the landing page\'s', async () => {
    const { location, clickId } = await land('https://shop.example.com/p/42?cid={click_id}&s={p1}&o={offer_id}');
    expect(location).toBe(`https://shop.example.com/p/42?cid=${clickId}&s=sub%201&o=${offerId}`);
  });

  it('takes an allowed host in capitals, with a trailing dot, or written in its own script (as its punycode is listed)', async () => {
    expect((await land('https://SHOP.Example.COM/a')).location).toBe('https://shop.example.com/a');
    expect((await land('https://shop.example.com./b')).location).toBe('https://shop.example.com./b');
    expect((await land('https://пример.рф/c')).location).toBe('https://xn--e1afmkfd.xn--p1ai/c');
  });

  it('refuses every usual trick and lands on the offer\'s landing page instead', async () => {
    const tricks = [
      'https://evil.com/',
      'http://evil.com/shop.example.com',
      '//evil.com/',
      '//shop.example.com/',
      '/\\evil.com',
      'https://shop.example.com@evil.com/',
      'https://user:secret@shop.example.com/',
      'https://evil.com\\@shop.example.com/',
      'https://evil.com\\shop.example.com/',
      'https:\\\\shop.example.com\\',
      'https://shop%2eexample%2ecom/',
      'https://shop.example%2ecom/',
      'https://evil%2ecom/',
      'https://shop.example.com.evil.com/',
      'https://sub.shop.example.com/',
      'https://evilshop.example.com/',
      'https://shоp.example.com/', // a Cyrillic "о": another host
      'https://xn--e1afmkfd.xn--p1ai.evil.com/',
      'javascript:alert(document.cookie)',
      'JaVaScRiPt://shop.example.com/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://shop.example.com/',
      'https:/shop.example.com/',
      'https:shop.example.com',
      ' https://shop.example.com/',
      '\thttps://shop.example.com/',
      'https://shop.example.com/\r\nSet-Cookie: a=b',
      'https://shop.example.com\u0000.evil.com/',
      'https://shop.example.com\u00a0/',
      'http://127.0.0.1/',
      'http://[::1]/',
      'shop.example.com/page',
      '',
    ];
    for (const trick of tricks) {
      const { location, clickId } = await land(trick);
      expect(location, trick).toBe(`https://adv.example.com/land?cid=${clickId}`);
    }
  });

  it('never lets a macro value move the visitor to another host', async () => {
    const res = await t.click(new URLSearchParams({ offer_id: String(offerId), aff_id: String(t.affiliate.id), p1: 'evil.com/', url: 'https://{p1}shop.example.com/' }).toString());
    const clickId = cookieClickId(res)!;
    expect(res.headers.get('location')).toBe(`https://adv.example.com/land?cid=${clickId}`);
  });

  it('lands on the landing page when the offer does not allow deep links, even on its listed hosts', async () => {
    const { location, clickId } = await land('https://shop.example.com/p/1', closedOfferId);
    expect(location).toBe(`https://adv.example.com/land?cid=${clickId}`);
  });
});

describe('A tracking link built with a deep link (POST /campaigns/{id}/tracking-link, deep_link_url)', () => {
  const build = (offer: number, deepLinkUrl: string) =>
    t.call('admin@example.com', 'POST', `/api/admin/campaigns/${offer}/tracking-link`, { affiliate_id: t.affiliate.id, deep_link_url: deepLinkUrl, p1: 'sub 1' });

  it('carries the address as written, macros and all, and its click lands there', async () => {
    const res = await build(offerId, 'https://shop.example.com/p/{p1}?cid={click_id}');
    expect(res.status).toBe(200);
    const url = new URL(((await res.json()) as { data: { url: string } }).data.url);
    expect(url.searchParams.get('url')).toBe('https://shop.example.com/p/{p1}?cid={click_id}');
    const click = await t.click(url.searchParams.toString());
    expect(click.headers.get('location')).toBe(`https://shop.example.com/p/sub%201?cid=${cookieClickId(click)!}`);
  });

  it('refuses another host, a trick, or an offer without deep links with 422 on the field, and builds nothing', async () => {
    for (const [offer, address] of [[offerId, 'https://evil.com/'], [offerId, '//shop.example.com/'], [offerId, 'https://shop.example.com@evil.com/'], [closedOfferId, 'https://shop.example.com/p/1']] as const) {
      const res = await build(offer, address);
      expect(res.status, address).toBe(422);
      expect(await res.json(), address).toEqual([expect.objectContaining({ field: 'deep_link_url' })]);
    }
  });
});

describe('An offer\'s deep-link fields (POST, PUT /campaigns)', () => {
  const create = (values: Record<string, unknown>) => {
    const { groupId, advertiser } = suite.get();
    return t.call('admin@example.com', 'POST', '/api/admin/campaigns', { name: 'Deep link offer', offer_group_id: groupId, advertiser_id: advertiser.id, status: 1, access: 4, landing_url: LANDING, payout_cpa: 10, revshare_percent: 0, ...values });
  };

  it('stores the hosts lower case, in punycode, once; answers them to staff and to the affiliate', async () => {
    const { groupId, advertiser } = suite.get();
    const offer = await createOffer<{ id: number; deep_link: number; deep_link_hosts: string[] }>(
      t,
      { groupId, advertiserId: advertiser.id, landingUrl: LANDING },
      { name: 'Deep link offer', payout_cpa: 10, revshare_percent: 0, deep_link: 1, deep_link_hosts: ['Shop.Example.com.', 'shop.example.com', 'пример.рф'] },
    );
    expect(offer).toMatchObject({ deep_link: 1, deep_link_hosts: ['shop.example.com', 'xn--e1afmkfd.xn--p1ai'] });
    const mine = await t.call('affiliate@example.com', 'GET', `/api/affiliate/campaigns/${offer.id}`);
    expect(await mine.json()).toMatchObject({ data: { deep_link: 1, deep_link_hosts: ['shop.example.com', 'xn--e1afmkfd.xn--p1ai'] } });
    const off = await t.call('admin@example.com', 'PUT', `/api/admin/campaigns/${offer.id}`, { deep_link: 0 });
    expect(await off.json()).toMatchObject({ data: { deep_link: 0 } });
  });

  it('refuses hosts that are no bare public host name, and allowed deep links without a host, with 422 on the field', async () => {
    for (const host of ['https://shop.example.com', 'shop.example.com/path', 'shop.example.com:8443', 'user@shop.example.com', '*.example.com', 'localhost', '127.0.0.1', 'shop example.com', '']) {
      const res = await create({ deep_link: 1, deep_link_hosts: [host] });
      expect(res.status, host).toBe(422);
      expect(JSON.stringify(await res.json()), host).toContain('deep_link_hosts');
    }
    const none = await create({ deep_link: 1, deep_link_hosts: [] });
    expect(none.status).toBe(422);
    expect(await none.json()).toEqual([{ field: 'deep_link_hosts', message: expect.stringContaining('at least one host') }]);
    const wrong = await create({ deep_link: 2 });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(await wrong.json())).toContain('deep_link');
  });
});
