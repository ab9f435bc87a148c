import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../server/db/client';
import { withDatabase } from './pgUrl';

export const testDbKind = (): 'pg' | 'pglite' => (process.env.TEST_DB === 'pg' ? 'pg' : 'pglite');

/**
 * A private, migrated and seeded database for one test file: a copy of the run's PGlite dump, or
 * a PostgreSQL database cloned from the run's template. Closing drops it.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pg') {
    const adminUrl = inject('pgAdminUrl');
    const template = inject('pgTemplate');
    const name = `${template}_f_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([snapshot]) });
}
