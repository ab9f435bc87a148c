import { Agent, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums/user';
import { openTestDatabase } from '../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../test/trackerApp';
import { createSession } from '../auth/sessions';
import { users } from '../db/schema';
import { serveWithClicks } from '../modules/tracker/nodeListener';
import { createTrackerApp } from '../modules/tracker/trackerRoutes';
import { tooLargeMessage, API_BODY_MAX_BYTES, OTHER_BODY_MAX_BYTES } from './bodyLimit';

// Bodies over their path's limit, sent by a real client to Node's real server (the app's and the
// tracker process's): each is answered 413 with a message, the client reads that answer whole even
// while it is still writing 50 MB, nothing is stored, and the connection is either closed as the
// answer said or goes on carrying requests.
const suite = trackerTestSuite(openTestDatabase);
let t: TrackerTestApp;
const servers: Server[] = [];
let appPort = 0;
let trackerPort = 0;
let advertiserToken = '';

const listen = (app: Parameters<typeof serveWithClicks>[0]) =>
  new Promise<number>((ready) => {
    servers.push(serveWithClicks(app, t.tracker, { port: 0, host: '127.0.0.1', trustProxy: false }, ready));
  });

beforeAll(async () => {
  ({ t } = suite.get());
  appPort = await listen(t.app);
  trackerPort = await listen(createTrackerApp(t.tracker));
  const [advertiser] = await t.db.select().from(users).where(and(eq(users.userType, UserType.Advertiser), isNotNull(users.postbackToken))).limit(1);
  advertiserToken = advertiser!.postbackToken!;
});
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))))));

interface Sent {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** the body, or its size in bytes (sent in 1 MiB chunks of 'a') */
  body?: string | number;
  /** Transfer-Encoding: chunked instead of Content-Length */
  chunked?: boolean;
  agent?: Agent;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  reusedSocket: boolean;
}

const CHUNK = Buffer.alloc(1024 * 1024, 'a');

/**
 * One request by node:http, its body written with back-pressure. It settles once the answer is
 * read and then the whole body written or, when the answer said `Connection: close`, the connection
 * closed (node:http stops writing then): an error on the way (EPIPE, ECONNRESET) fails it.
 */
function send(s: Sent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const size = typeof s.body === 'number' ? s.body : Buffer.byteLength(s.body ?? '');
    const headers: Record<string, string> = { Host: 'track.localhost', ...s.headers };
    if (s.chunked) headers['Transfer-Encoding'] = 'chunked';
    else if (s.body !== undefined) headers['Content-Length'] = String(size);
    let answer: Answer | undefined;
    let written = false;
    let closed = false;
    const settle = () => {
      if (answer && (answer.headers.connection === 'close' ? closed : written)) resolve(answer);
    };
    const req = httpRequest({ host: '127.0.0.1', port: s.port, path: s.path, method: s.method ?? 'POST', headers, agent: s.agent ?? false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => ((answer = { status: res.statusCode!, headers: res.headers, text, reusedSocket: req.reusedSocket }), settle()));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.on('socket', (socket) => socket.once('close', (hadError) => (hadError ? reject(new Error('the connection was reset')) : ((closed = true), settle()))));
    // a client that asks first sends nothing unless told to go on
    if (headers.Expect === '100-continue') return void req.on('continue', () => reject(new Error('told to continue')));
    void (async () => {
      if (typeof s.body === 'string') req.write(s.body);
      else
        for (let left = s.body ?? 0; left > 0 && !req.destroyed; left -= CHUNK.length) {
          if (!req.write(left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left))) await new Promise((go) => (req.once('drain', go), req.once('close', go)));
        }
      if (!req.destroyed) req.end(() => ((written = true), settle()));
    })();
  });
}

/**
 * A client that writes its whole body whatever it is told (as curl or a proxy may): raw HTTP/1.1
 * on a socket, all `size` bytes written, then everything the server sent until it closed.
 */
function sendWhole(port: number, head: string, size: number): Promise<{ answer: string; written: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let written = false;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', (hadError) => (hadError ? reject(new Error('the connection was reset')) : resolve({ answer, written })));
    socket.write(`${head}\r\nContent-Length: ${size}\r\n\r\n`);
    void (async () => {
      for (let left = size; left > 0; left -= CHUNK.length) if (!socket.write(CHUNK)) await new Promise((go) => socket.once('drain', go));
      written = true;
    })();
  });
}

const tooLarge = (answer: Answer, limit: number) => {
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.text)).toEqual({ success: false, message: tooLargeMessage(limit) });
  expect(answer.headers.connection).toBe('close');
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
};

const count = async (table: 'conversions' | 'invoices') => ((await t.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

async function clickId() {
  const [advertiser] = await t.db.select().from(users).where(eq(users.postbackToken, advertiserToken));
  const offer = await t.offer({ advertiserId: advertiser!.id, payoutCpl: '5.00', revenueCpl: '8.00' });
  const res = await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`);
  return cookieClickId(res)!;
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('every body has a limit before it is read, through Node’s server', () => {
  it('POST /postback on a tracking domain: 413 past 64 KiB (declared or chunked), nothing recorded, the same conversion recorded from a small body', async () => {
    const id = await clickId();
    const before = await count('conversions');
    const query = `/postback?click_id=${id}&action=lead&token=${encodeURIComponent(advertiserToken)}`;
    for (const port of [appPort, trackerPort]) {
      tooLarge(await send({ port, path: query, headers: FORM, body: `order_id=big&pad=${'x'.repeat(OTHER_BODY_MAX_BYTES)}` }), OTHER_BODY_MAX_BYTES);
      tooLarge(await send({ port, path: query, headers: FORM, body: 2 * 1024 * 1024, chunked: true }), OTHER_BODY_MAX_BYTES);
      // a body the client was about to send after asking: refused before it is sent
      tooLarge(await send({ port, path: query, headers: { ...FORM, Expect: '100-continue' }, body: 100 * 1024 * 1024 }), OTHER_BODY_MAX_BYTES);
    }
    expect(await count('conversions')).toBe(before);

    const small = await send({ port: trackerPort, path: query, headers: FORM, body: 'order_id=small-1' });
    expect(small.status).toBe(200);
    expect(JSON.parse(small.text)).toMatchObject({ success: true, data: { status: 0 } });
    const chunked = await send({ port: appPort, path: `/postback?click_id=${id}&action=lead`, headers: FORM, body: `order_id=small-2&token=${encodeURIComponent(advertiserToken)}`, chunked: true });
    expect(chunked.status).toBe(200);
    expect(await count('conversions')).toBe(before + 2);
  });

  it('a 50 MB upload and a 50 MB postback to the tracker: the client reads the 413, whether it stops writing or writes it all; no reset', async () => {
    const before = await count('invoices');
    const [affiliate] = await t.db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
    const { token } = await createSession(t.db, { idleMs: 60_000, absoluteMs: 60_000 }, affiliate!.id, { ip: '127.0.0.1', userAgent: 'test' });
    const upload = {
      path: '/api/affiliate/billing/payouts/1/invoice/upload',
      headers: { Host: 'localhost', Cookie: `sid=${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 50 * 1024 * 1024,
    };
    for (const chunked of [false, true]) {
      tooLarge(await send({ port: appPort, ...upload, chunked }), API_BODY_MAX_BYTES);
    }
    // a client that keeps writing: its 50 MB are read and dropped, then the connection closes cleanly
    const whole = await sendWhole(appPort, `POST ${upload.path} HTTP/1.1\r\nHost: localhost\r\nCookie: sid=${token}\r\nContent-Type: multipart/form-data; boundary=x`, upload.body);
    expect(whole.written).toBe(true);
    expect(whole.answer).toMatch(/^HTTP\/1\.1 413 .*\r\n[^]*Connection: close\r\n[^]*\r\n\r\n\{"success":false,"message":"The request body is too large: at most 1 MiB\."\}$/);
    expect(await count('invoices')).toBe(before);
    tooLarge(await send({ port: trackerPort, path: '/postback?click_id=x', headers: FORM, body: 50 * 1024 * 1024 }), OTHER_BODY_MAX_BYTES);
  });

  it('paths that read no body have the small limit too: the 404 page, the click, the API’s 1 MiB', async () => {
    tooLarge(await send({ port: appPort, path: '/admin/nowhere', headers: { Host: 'localhost' }, body: OTHER_BODY_MAX_BYTES + 1 }), OTHER_BODY_MAX_BYTES);
    tooLarge(await send({ port: trackerPort, path: '/click?offer_id=1', method: 'GET', body: OTHER_BODY_MAX_BYTES + 1 }), OTHER_BODY_MAX_BYTES);
    tooLarge(await send({ port: appPort, path: '/api/login', headers: { Host: 'localhost', 'Content-Type': 'application/json' }, body: API_BODY_MAX_BYTES + 1 }), API_BODY_MAX_BYTES);
    // within it: read, and answered as before
    const login = await send({ port: appPort, path: '/api/login', headers: { Host: 'localhost', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, body: JSON.stringify({ email: 'x', pad: 'y'.repeat(500_000) }) });
    expect(login.status).toBe(422);
  });

  it('keep-alive: a body within its limit leaves the connection carrying the next request; after a 413 the next request gets a new one and works', async () => {
    for (const port of [appPort, trackerPort]) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const first = await send({ port, agent, path: '/postback?click_id=nope&token=x', headers: FORM, body: 'action=lead' });
      const second = await send({ port, agent, path: '/postback?click_id=nope&token=x', headers: FORM, body: 'action=lead', chunked: true });
      expect([first.status, second.status]).toEqual([404, 404]);
      expect(second.reusedSocket).toBe(true);
      expect(second.headers.connection).toBe('keep-alive');

      tooLarge(await send({ port, agent, path: '/postback?click_id=nope', headers: FORM, body: 5 * 1024 * 1024 }), OTHER_BODY_MAX_BYTES);
      const after = await send({ port, agent, path: '/postback?click_id=nope&token=x', headers: FORM, body: 'action=lead' });
      expect(after.status).toBe(404);
      expect(after.reusedSocket).toBe(false);
      agent.destroy();
    }
  });
});
