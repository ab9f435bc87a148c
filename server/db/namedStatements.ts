import { createHash } from 'node:crypto';
import type pg from 'pg';

/** How many statements one connection keeps prepared: the app's hot paths are a few dozen texts. */
export const NAMED_STATEMENTS_PER_CONNECTION = 200;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/**
 * Names each parameterised statement a pool's connection runs by a hash of its text, so the
 * connection prepares it once and PostgreSQL plans it once, not at every call (planning was over
 * half of PostgreSQL's CPU a lead: docs/decisions/leads.md). Named statements live as long as their
 * connection, so each connection names its first `limit` distinct texts only and runs any further
 * ones unnamed, as before: texts that vary (an IN list of each length) cannot pile up.
 */
export function nameStatements(pool: pg.Pool, limit = NAMED_STATEMENTS_PER_CONNECTION): void {
  pool.on('connect', (client) => {
    const named = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
      // a query object of its own (pg's Query, a cursor) goes as it is: a copy would lose its class
      if (!config || typeof config !== 'object' || typeof (config as QueryConfig).submit === 'function') return query(config, ...rest);
      const c = config as QueryConfig;
      const values = c.values ?? rest[0];
      if (typeof c.text !== 'string' || c.name !== undefined || !Array.isArray(values) || values.length === 0) return query(config, ...rest);
      const name = `q${createHash('sha1').update(c.text).digest('base64url').slice(0, 24)}`;
      if (!named.has(name)) {
        if (named.size >= limit) return query(config, ...rest);
        named.add(name);
      }
      return query({ ...c, name }, ...rest);
    };
  });
}
