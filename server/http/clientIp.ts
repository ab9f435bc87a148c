import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from '../config';
import type { Ctx } from './types';

/** The caller's address for throttling and audit: X-Forwarded-For only behind a trusted proxy. */
export function clientIpResolver(config: Pick<Config, 'trustProxy'>) {
  return (c: Ctx): string => {
    if (config.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}
