import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from '../config';
import type { Ctx } from './types';

/**
 * The first hop of an X-Forwarded-* header (the client's address, scheme or host as the outermost
 * proxy saw it), read only behind a trusted proxy; undefined otherwise or when absent.
 */
export const trustedForwarded = (config: Pick<Config, 'trustProxy'>, header: string | string[] | undefined) =>
  config.trustProxy ? (Array.isArray(header) ? header.join(',') : header)?.split(',')[0]?.trim() || undefined : undefined;

/** The caller's address for throttling and audit: X-Forwarded-For only behind a trusted proxy. */
export function clientIpResolver(config: Pick<Config, 'trustProxy'>) {
  return (c: Ctx): string => {
    const forwarded = trustedForwarded(config, c.req.header('x-forwarded-for'));
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
    return trustedForwarded(config, req.headers['x-forwarded-for']) ?? req.socket.remoteAddress ?? 'unknown';
  };
}
