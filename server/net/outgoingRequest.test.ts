import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostLookup } from './hostLookup';
import { createOutgoingAgents } from './outgoingAgents';
import { sendOutgoing } from './outgoingRequest';

interface Seen {
  method: string;
  url: string;
  host: string | undefined;
  body: string;
}
const seen: Seen[] = [];
let receiver: Server;
let port = 0;
// a server that takes connections and never answers
let silent: Server;
let silentPort = 0;
const sockets = new Set<Socket>();

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  receiver = createServer((req, res) => {
    void readBody(req).then((body) => {
      seen.push({ method: req.method!, url: req.url!, host: req.headers.host, body });
      if (req.url === '/redirect') {
        res.writeHead(302, { Location: '/elsewhere' }).end();
        return;
      }
      res.end('{"accepted":true,"padding":"' + 'x'.repeat(1000) + '"}');
    });
  });
  port = await listen(receiver);
  silent = createServer(() => {});
  silent.on('connection', (s) => sockets.add(s));
  silentPort = await listen(silent);
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await Promise.all([receiver, silent].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

/** A resolver that answers `first` once and then `later`, counting its calls. */
function changingZone(first: string[], later: string[]) {
  const calls: string[] = [];
  const lookupHost: HostLookup = async (host) => {
    calls.push(host);
    return calls.length === 1 ? first : later;
  };
  return { calls, lookupHost };
}

describe('the outgoing client', () => {
  it('resolves once and connects to the address it checked, keeping the name in the Host header', async () => {
    // were the name resolved again, the socket would go to 10.255.255.1 (no one there) or the system's resolver (no such name)
    const zone = changingZone(['127.0.0.1'], ['10.255.255.1']);
    seen.length = 0;
    const result = await sendOutgoing({ url: `http://pinned.example.test:${port}/in?x=1`, method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' }, { allowPrivate: true, lookupHost: zone.lookupHost, timeoutMs: 2000, maxAnswerBytes: 16 });
    expect(result).toEqual({ answered: true, status: 200, body: '{"accepted":true' });
    expect(zone.calls).toEqual(['pinned.example.test']);
    expect(seen).toEqual([{ method: 'POST', url: '/in?x=1', host: `pinned.example.test:${port}`, body: 'hello' }]);
  });

  it('refuses a special-purpose target without connecting: literals, names resolving there (any of their addresses), local names', async () => {
    seen.length = 0;
    const zone: HostLookup = async (host) => (host === 'mixed.example.test' ? ['93.184.216.34', '127.0.0.1'] : ['::ffff:127.0.0.1']);
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[64:ff9b::7f00:1]:${port}/`,
      `http://mixed.example.test:${port}/`,
      `http://mapped.example.test:${port}/`,
      `http://localhost:${port}/`,
      `http://198.18.0.1:${port}/`,
      `http://224.0.0.1:${port}/`,
    ]) {
      const result = await sendOutgoing({ url, method: 'GET' }, { allowPrivate: false, lookupHost: zone, timeoutMs: 2000 });
      expect([url, result]).toEqual([url, expect.objectContaining({ answered: false, failure: 'refused' })]);
    }
    expect(seen).toEqual([]);
  });

  it('does not follow a redirect: a 3xx is the answer', async () => {
    seen.length = 0;
    const result = await sendOutgoing({ url: `http://127.0.0.1:${port}/redirect`, method: 'GET' }, { allowPrivate: true, timeoutMs: 2000 });
    expect(result).toEqual({ answered: true, status: 302, body: '' });
    expect(seen.map((s) => s.url)).toEqual(['/redirect']);
  });

  it('tells a closed port, a silent server and a name that does not resolve apart, for the operator', async () => {
    const closed = createServer();
    const closedPort = await listen(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const options = { allowPrivate: true, timeoutMs: 600, lookupHost: async () => [] };
    expect(await sendOutgoing({ url: `http://127.0.0.1:${closedPort}/`, method: 'GET' }, options)).toMatchObject({ answered: false, failure: 'unreachable', detail: 'ECONNREFUSED' });
    const started = Date.now();
    expect(await sendOutgoing({ url: `http://127.0.0.1:${silentPort}/`, method: 'GET' }, options)).toMatchObject({ answered: false, failure: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
    expect(await sendOutgoing({ url: 'http://nowhere.example.test/', method: 'GET' }, options)).toMatchObject({ answered: false, failure: 'unresolved' });
    expect(await sendOutgoing({ url: 'ftp://example.com/', method: 'GET' }, options)).toMatchObject({ answered: false, failure: 'refused' });
  });

  it('keeps a connection for the next call to the same checked address, never for a name that resolves elsewhere later', async () => {
    // one server on every loopback address, telling which address each request came in on and on which connection
    const arrivals: { local: string; connection: number; host: string | undefined }[] = [];
    let connections = 0;
    const pooled = createServer((req, res) => {
      arrivals.push({ local: req.socket.localAddress!, connection: (req.socket as Socket & { n?: number }).n!, host: req.headers.host });
      void readBody(req).then(() => res.end('{"accepted":true}'));
    });
    pooled.on('connection', (s: Socket & { n?: number }) => (s.n = ++connections));
    const pooledPort = await new Promise<number>((resolve) => pooled.listen(0, '0.0.0.0', () => resolve((pooled.address() as AddressInfo).port)));
    const agents = createOutgoingAgents();
    try {
      const zone = changingZone(['127.0.0.1'], ['127.0.0.2']);
      const call = (url: string, options: { pool: boolean; max?: number }) =>
        sendOutgoing({ url, method: 'POST', body: 'x' }, { allowPrivate: true, lookupHost: zone.lookupHost, timeoutMs: 2000, maxAnswerBytes: options.max ?? 1000, ...(options.pool ? { agents } : {}) });
      // the answer read to its end: the connection is kept and the literal of the same address shares it
      expect(await call(`http://127.0.0.1:${pooledPort}/1`, { pool: true })).toEqual({ answered: true, status: 200, body: '{"accepted":true}' });
      expect(await call(`http://127.0.0.1:${pooledPort}/2`, { pool: true })).toMatchObject({ answered: true, status: 200 });
      expect(await call(`http://pool.example.test:${pooledPort}/3`, { pool: true })).toMatchObject({ answered: true, status: 200 });
      // the name now resolves to another address: a connection of its own, to where it resolves now
      expect(await call(`http://pool.example.test:${pooledPort}/4`, { pool: true })).toMatchObject({ answered: true, status: 200 });
      // more of the answer than is kept: that connection is closed, the next call opens one
      expect(await call(`http://127.0.0.1:${pooledPort}/5`, { pool: true, max: 4 })).toEqual({ answered: true, status: 200, body: '{"ac' });
      expect(await call(`http://127.0.0.1:${pooledPort}/6`, { pool: true })).toMatchObject({ answered: true, status: 200 });
      // without agents, a fresh connection each call
      await call(`http://127.0.0.1:${pooledPort}/7`, { pool: false });
      await call(`http://127.0.0.1:${pooledPort}/8`, { pool: false });
      expect(arrivals).toEqual([
        { local: '127.0.0.1', connection: 1, host: `127.0.0.1:${pooledPort}` },
        { local: '127.0.0.1', connection: 1, host: `127.0.0.1:${pooledPort}` },
        { local: '127.0.0.1', connection: 1, host: `pool.example.test:${pooledPort}` },
        { local: '127.0.0.2', connection: 2, host: `pool.example.test:${pooledPort}` },
        { local: '127.0.0.1', connection: 1, host: `127.0.0.1:${pooledPort}` },
        { local: '127.0.0.1', connection: 3, host: `127.0.0.1:${pooledPort}` },
        { local: '127.0.0.1', connection: 4, host: `127.0.0.1:${pooledPort}` },
        { local: '127.0.0.1', connection: 5, host: `127.0.0.1:${pooledPort}` },
      ]);
    } finally {
      agents.close();
      pooled.closeAllConnections();
      await new Promise<void>((resolve) => pooled.close(() => resolve()));
    }
  });

  it('keeps its deadline over a resolver that never answers', async () => {
    const started = Date.now();
    const result = await sendOutgoing({ url: 'http://slow.example.test/', method: 'GET' }, { allowPrivate: false, timeoutMs: 300, lookupHost: () => new Promise<string[]>(() => {}) });
    expect(result).toMatchObject({ answered: false, failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
