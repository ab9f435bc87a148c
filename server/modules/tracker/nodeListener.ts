import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { Config } from '../../config';
import { nodeClientIpResolver, trustedForwarded } from '../../http/clientIp';
import { serveWithinBodyLimits } from '../../http/nodeBodyLimit';
import { notFoundPage, type TrackingAnswer } from './answers';
import { answerClick, CLICK_PATH, hostOf } from './click';
import type { Tracker } from './tracker';

/**
 * Node's request listener with the click's fast path: GET and HEAD /click are answered here,
 * straight from Node's request and response, and every other request goes on to `next` (the Hono
 * app). The click is the one request a tracker answers thousands of times a second, and turning
 * each into a Web Request and Response costs more than the rest of its handling. The answer is
 * the one the Hono middleware gives (both call answerClick), so tests of either hold for both.
 */
export function trackingListener(tracker: Tracker, clientIp: (req: IncomingMessage) => string, next: RequestListener): RequestListener {
  return (req, res) => {
    const target = req.url ?? '';
    const queryAt = target.indexOf('?');
    const path = queryAt < 0 ? target : target.slice(0, queryAt);
    if (path !== CLICK_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next(req, res);
    void answer(tracker, clientIp, req, queryAt < 0 ? '' : target.slice(queryAt + 1)).then((reply) => send(res, reply, req.method === 'HEAD'));
  };
}

async function answer(tracker: Tracker, clientIp: (req: IncomingMessage) => string, req: IncomingMessage, search: string): Promise<TrackingAnswer> {
  try {
    const host = hostOf(req.headers.host);
    const domain = host ? await tracker.lookups.domain(host) : null;
    if (!domain) return notFoundPage();
    const fragmentAt = search.indexOf('#');
    return await answerClick(
      tracker,
      {
        query: new URLSearchParams(fragmentAt < 0 ? search : search.slice(0, fragmentAt)),
        ip: clientIp(req),
        userAgent: req.headers['user-agent'] ?? '',
        referrer: req.headers.referer ?? '',
        secure: isSecure(tracker, req),
      },
      domain,
    );
  } catch (error) {
    console.error('Tracking request failed:', error instanceof Error ? error.message : error);
    return notFoundPage();
  }
}

function isSecure(tracker: Tracker, req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return trustedForwarded(tracker.config, req.headers['x-forwarded-proto']) === 'https';
}

function send(res: ServerResponse, reply: TrackingAnswer, head: boolean): void {
  const body = reply.body ?? '';
  try {
    res.writeHead(reply.status, { 'Content-Length': Buffer.byteLength(body), ...reply.headers });
  } catch (error) {
    // a header Node refuses to send (a landing URL beyond Latin-1): the visitor gets the plain page
    console.error('Tracking answer refused:', error instanceof Error ? error.message : error);
    if (res.headersSent) return void res.destroy();
    return send(res, notFoundPage(), head);
  }
  res.end(head ? undefined : body);
}

/**
 * Serves a Hono app on Node with the click's fast path in front of it (npm start, npm run
 * start:tracker), and every request body read first within its limit (server/http/nodeBodyLimit.ts).
 */
export function serveWithClicks(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  tracker: Tracker,
  config: Pick<Config, 'port' | 'host' | 'trustProxy'>,
  onListening: (port: number) => void,
): Server {
  // a kept-alive connection stays open longer than clients and proxies keep theirs idle (they use
  // 60 s and less): with Node's 5 s, a client reusing one just as the server closed it met a reset
  const server = createServer();
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  serveWithinBodyLimits(server, trackingListener(tracker, nodeClientIpResolver(config), getRequestListener(app.fetch, { hostname: config.host })));
  server.listen(config.port, config.host, () => onListening((server.address() as AddressInfo).port));
  return server;
}
