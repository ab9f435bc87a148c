import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { bodyLimitFor, TOO_LARGE_HEADERS, tooLargeBody } from './bodyLimit';

/** What is read and dropped of a refused body before the connection closes, at most. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
export const DRAIN_MAX_MS = 10_000;

const pathOf = (url: string | undefined) => {
  const target = url ?? '/';
  const queryAt = target.indexOf('?');
  return queryAt < 0 ? target : target.slice(0, queryAt);
};

const declaredLength = (req: IncomingMessage) => (req.headers['transfer-encoding'] === undefined ? Number(req.headers['content-length'] ?? 0) : null);

/**
 * Every request body read here, before the app sees the request, within the path's limit
 * (server/http/bodyLimit.ts): a declared Content-Length over it is refused before a byte is read,
 * a chunked body as soon as it passes it. A body within it is handed on read (@hono/node-server
 * takes `rawBody` as the body), so the app never waits on the client for it.
 */
export function limitNodeBodies(next: RequestListener): RequestListener {
  return (req, res) => {
    const declared = declaredLength(req);
    if (declared === 0) return next(req, res);
    const limit = bodyLimitFor(pathOf(req.url));
    if (declared !== null && declared > limit) return refuse(req, res, limit, true);
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      chunks.length = 0;
      refuse(req, res, limit, true);
    };
    const onEnd = () => {
      stop();
      next(Object.assign(req, { rawBody: Buffer.concat(chunks, size) }), res);
    };
    // the client went away mid-body: there is no one to answer
    const onError = () => {
      stop();
      res.destroy();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  };
}

/**
 * A client that asks first (`Expect: 100-continue`) for a body over the limit is refused before
 * it sends any; otherwise it is told to go on and the request is handled as any other.
 */
export function answerContinue(listener: RequestListener) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const declared = declaredLength(req);
    const limit = bodyLimitFor(pathOf(req.url));
    if (declared !== null && declared > limit) return refuse(req, res, limit, false);
    res.writeContinue();
    listener(req, res);
  };
}

/**
 * 413 with `Connection: close`. The answer is written at once, but the connection is closed only
 * once the body is read to its end (and dropped), up to DRAIN_MAX_BYTES or DRAIN_MAX_MS: closing
 * a socket with unread bytes makes the kernel reset it, and a client still writing would see the
 * reset instead of the answer. A client that was never told to send the body (100-continue) has
 * nothing to drain.
 */
function refuse(req: IncomingMessage, res: ServerResponse, limit: number, drain: boolean): void {
  const body = tooLargeBody(limit);
  res.writeHead(413, { ...TOO_LARGE_HEADERS, 'Content-Length': Buffer.byteLength(body) });
  if (!drain || req.complete) return void res.end(body);
  res.write(body);
  let dropped = 0;
  const done = () => {
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', done);
    req.off('error', done);
    res.end();
  };
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_MAX_BYTES) done();
  };
  const timer = setTimeout(done, DRAIN_MAX_MS);
  req.on('data', onData);
  req.on('end', done);
  req.on('error', done);
  req.resume();
}

/** Puts the body limits in front of a Node server's request handling. */
export function serveWithinBodyLimits(server: Server, listener: RequestListener): void {
  const limited = limitNodeBodies(listener);
  server.on('request', limited);
  server.on('checkContinue', answerContinue(limited));
}
