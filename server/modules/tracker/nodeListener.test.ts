import { request as httpRequest, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/testDb';
import { trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import { serveWithClicks } from './nodeListener';

// The click's fast path (Node's own request and response, server/modules/tracker/nodeListener.ts)
// must answer exactly as the Hono middleware does: the same request to both, the same answer.
// TRUST_PROXY: X-Forwarded-For and X-Forwarded-Proto are read, as behind a load balancer
const suite = trackerTestSuite(openTestDatabase, { TRUST_PROXY: '1' });
let t: TrackerTestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  ({ t } = suite.get());
  await new Promise<void>((ready) => {
    server = serveWithClicks(t.app, t.tracker, { port: 0, host: '127.0.0.1', trustProxy: true }, (p) => ((port = p), ready()));
  });
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Host: 'track.localhost', 'X-Forwarded-For': '8.8.8.8', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const clickIdOf = (a: Answer) => /affnet_click=([A-Za-z0-9_-]{22})/.exec(String(a.headers['set-cookie'] ?? ''))?.[1];

/** the Hono path's answer to the same click, with its click id put where the fast path's is */
async function honoAnswer(query: string, headers: Record<string, string> = {}) {
  const res = await t.click(query, { headers });
  const id = /affnet_click=([A-Za-z0-9_-]{22})/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return { status: res.status, location: res.headers.get('location'), body: await res.text(), id };
}

describe('GET /click through Node’s own server (the fast path)', () => {
  it('answers every redirect type as the Hono middleware does, and keeps the click with every field', async () => {
    const offer = await t.offer({ landingUrl: 'https://adv.example.com/l?c={click_id}&s={p1}&q="<x>"' });
    const query = `offer_id=${offer.id}&aff_id=${t.affiliate.id}&p1=a%20b&p4=four`;
    for (const type of [1, 2, 3, 4, 5, null]) {
      await t.redirectType(type);
      const fast = await get(`/click?${query}`, { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', Referer: 'https://ref.example/' });
      const hono = await honoAnswer(query);
      const id = clickIdOf(fast)!;
      expect(id, `type ${type}`).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(fast.status, `type ${type}`).toBe(hono.status);
      // the same answer but for the click id (and the hop's signature, which covers it)
      const same = (text: string, clickId: string | undefined) => (clickId ? text.replaceAll(clickId, 'ID') : text).replace(/sig=[\w-]+/g, 'sig=');
      expect(same(String(fast.headers['location'] ?? ''), id)).toBe(same(hono.location ?? '', hono.id));
      expect(same(fast.body, id)).toBe(same(hono.body, hono.id));
      expect(fast.headers['cache-control']).toBe('no-store');
      expect(fast.headers['referrer-policy']).toBe('no-referrer');
      expect(fast.headers['set-cookie']?.[0]).toContain('SameSite=Lax');
      expect(await t.clickRow(id)).toMatchObject({
        offer_id: offer.id,
        affiliate_id: t.affiliate.id,
        p1: 'a b',
        p4: 'four',
        ip: '8.8.8.8',
        country: 'US',
        device_type: 1,
        os: 'iOS',
        referrer: 'https://ref.example/',
        refusal: null,
      });
    }
  });

  it('sets a Secure SameSite=None cookie behind a TLS proxy it trusts', async () => {
    await t.redirectType(2);
    const offer = await t.offer();
    const fast = await get(`/click?offer_id=${offer.id}&aff_id=${t.affiliate.id}`, { 'X-Forwarded-Proto': 'https' });
    expect(fast.headers['set-cookie']?.[0]).toContain('Secure; SameSite=None');
  });

  it('answers HEAD without a body, refusals and unknown hosts with the plain 404 page, and leaves every other request to the app', async () => {
    await t.redirectType(2);
    const offer = await t.offer();
    const head = await get(`/click?offer_id=${offer.id}&aff_id=${t.affiliate.id}`, {}, 'HEAD');
    expect(head.status).toBe(302);
    expect(head.body).toBe('');

    const refused = await get(`/click?offer_id=${offer.id}&aff_id=abc`);
    expect(refused.status).toBe(404);
    expect(refused.body).toContain('<h1>Not found</h1>');
    expect(refused.headers['cache-control']).toBe('no-store');

    expect((await get(`/click?offer_id=${offer.id}&aff_id=${t.affiliate.id}`, { Host: 'elsewhere.example' })).status).toBe(404);
    // the app behind it: its API, and the tracker's other paths through Hono
    const software = await get('/api/software', { Host: 'localhost' });
    expect(software.status).toBe(200);
    expect(JSON.parse(software.body)).toMatchObject({ success: true });
    expect((await get('/click', {}, 'POST')).status).toBe(405);
    expect((await get('/click/hop?to=https://evil.example/&sig=x')).status).toBe(404);
  });

  it('sends the visitor on to a landing URL beyond ASCII, percent-encoded as a header must be', async () => {
    await t.redirectType(2);
    const offer = await t.offer({ landingUrl: 'https://adv.example.com/путь?c={click_id}' });
    const fast = await get(`/click?offer_id=${offer.id}&aff_id=${t.affiliate.id}`);
    expect(fast.status).toBe(302);
    expect(fast.headers.location).toBe(`https://adv.example.com/%D0%BF%D1%83%D1%82%D1%8C?c=${clickIdOf(fast)}`);
  });
});
