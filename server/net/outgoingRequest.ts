import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { OutgoingAgents } from './outgoingAgents';
import { resolveOutgoing, type OutgoingPolicy } from './outgoingTarget';

export interface OutgoingRequest {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

export interface OutgoingOptions extends OutgoingPolicy {
  /** the whole call, resolving included */
  timeoutMs: number;
  /** how much of the answer's body to keep (0, the default: none is read) */
  maxAnswerBytes?: number;
  /** connections kept open between calls (server/net/outgoingAgents.ts); absent: a fresh connection each call */
  agents?: OutgoingAgents;
}

export type OutgoingFailure = 'refused' | 'unresolved' | 'unreachable' | 'timeout';

export type OutgoingResult =
  | { answered: true; status: number; body: string }
  /** `detail` is for the operator's eyes: callers that show a result to a user show one message for every failure */
  | { answered: false; failure: OutgoingFailure; detail: string };

const failed = (failure: OutgoingFailure, detail: string): OutgoingResult => ({ answered: false, failure, detail });

function untilAborted(signal: AbortSignal): Promise<'aborted'> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve('aborted');
    else signal.addEventListener('abort', () => resolve('aborted'), { once: true });
  });
}

function readAnswer(res: IncomingMessage, max: number): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).toString('utf8'));
    res.on('data', (chunk: Buffer) => {
      const room = max - size;
      chunks.push(room < chunk.length ? chunk.subarray(0, room) : chunk);
      size += Math.min(room, chunk.length);
      if (size >= max) {
        res.destroy();
        done();
      }
    });
    res.on('end', done);
    res.on('error', done);
    res.on('close', done);
  });
}

/**
 * Every call the server makes to an address someone else chose (affiliate postbacks, brokers'
 * APIs) goes through here. The host is resolved once, every address it resolves to is checked
 * against the special-purpose rule, and the socket connects to that checked address, while the
 * Host header and the TLS server name stay the URL's host name. With `agents`, the connection is
 * kept for the next call to the same address, port and name: its pool is keyed by the checked
 * address, never by the name, so a name that resolves elsewhere later gets a socket of its own
 * address (after its own check). An answer whose body is not read to its end (none kept, or more
 * than `maxAnswerBytes`) closes its connection. Redirects are not followed: a 3xx is an answer
 * like any other. One deadline covers resolving, connecting and the answer's head (and the body
 * kept, if any).
 */
export async function sendOutgoing(request: OutgoingRequest, options: OutgoingOptions): Promise<OutgoingResult> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return failed('refused', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return failed('refused', 'not http(s)');
  if (url.username || url.password) return failed('refused', 'the URL holds credentials');
  const signal = AbortSignal.timeout(options.timeoutMs);
  const target = await Promise.race([resolveOutgoing(url, options), untilAborted(signal)]);
  if (target === 'aborted') return failed('timeout', `no answer within ${options.timeoutMs} ms`);
  if (!target.ok) return failed(target.failure, target.message);

  const tls = url.protocol === 'https:';
  const send = tls ? httpsRequest : httpRequest;
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  return new Promise<OutgoingResult>((resolve) => {
    const req = send(
      {
        // the checked address itself: nothing is looked up again, and a pooled socket is keyed by it
        host: target.address,
        family: target.family,
        // the certificate is checked against the URL's name (an address literal has none to send)
        ...(tls && !isIP(target.host) ? { servername: target.host } : {}),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: { Host: url.host, ...request.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) },
        agent: options.agents ? (tls ? options.agents.https : options.agents.http) : false,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const max = options.maxAnswerBytes ?? 0;
        if (max <= 0) {
          res.destroy();
          resolve({ answered: true, status, body: '' });
          return;
        }
        void readAnswer(res, max).then((text) => resolve({ answered: true, status, body: text }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      resolve(signal.aborted ? failed('timeout', `no answer within ${options.timeoutMs} ms`) : failed('unreachable', error.code ?? error.message));
    });
    req.end(body);
  });
}
