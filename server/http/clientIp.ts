import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from '../config';
import type { Ctx } from './types';

/** X-Forwarded-For's first hop, read only behind a trusted proxy. */
const forwardedFor = (config: Pick<Config, 'trustProxy'>, header: string | undefined) =>
  config.trustProxy ? header?.split(',')[0]?.trim() || undefined : undefined;

/** The caller's address for throttling and audit: X-Forwarded-For only behind a trusted proxy. */
export function clientIpResolver(config: Pick<Config, 'trustProxy'>) {
  return (c: Ctx): string => {
    const forwarded = forwardedFor(config, c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}

/** The same address read off Node's own request (the tracker's fast path, which Hono never sees). */
export function nodeClientIpResolver(config: Pick<Config, 'trustProxy'>) {
  return (req: IncomingMessage): string => {
    const header = req.headers['x-forwarded-for'];
    return forwardedFor(config, Array.isArray(header) ? header.join(',') : header) ?? req.socket.remoteAddress ?? 'unknown';
  };
}
