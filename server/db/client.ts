import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database, without drizzle's relational queries (`db.query.<table>`): nothing uses them, and
 * given the schema drizzle builds a query builder for each of its tables at every transaction's start.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` for a throw-away database */
  dataDir?: string;
  /** PGlite only: start from a dump made by `dumpDataDir` (tests) */
  loadDataDir?: Blob | File;
}

/** Opens PostgreSQL when a URL is given, else PGlite; the drivers load lazily so neither is paid for unused. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { nameStatements } = await import('./namedStatements');
    // numeric and bigint answers stay strings in pg; count(*) is cast in SQL where a number is wanted
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // an idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query
    pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
    nameStatements(pool);
    const db: Db = drizzle({ client: pool });
    return { db, kind: 'pg', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  // pg_trgm backs the lists' free-text search indexes (migration 0011); PGlite ships it as an extension
  const extensions = { pg_trgm };
  const client = new PGlite(options.dataDir ?? 'memory://', options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions });
  await client.waitReady;
  const db: Db = drizzle({ client });
  return { db, kind: 'pglite', close: () => client.close() };
}
