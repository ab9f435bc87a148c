import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every pending migration; safe to call at each start. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pg') await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  else await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
}
