import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../server/db/client';
import { RESET_SQL } from './dbReset';
import { withDatabase } from './pgUrl';

export const testDbKind = (): 'pg' | 'pglite' => (process.env.TEST_DB === 'pg' ? 'pg' : 'pglite');

/** A copy of the run's seeded database (a PGlite loaded from the dump, or a PostgreSQL clone of the template). */
async function openCopy(): Promise<Database> {
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

// The copies this worker holds and no test file uses now. In a project that runs its files in one
// worker without re-importing (`isolate: false`, TEST_DB_REUSE=1: the node projects) this module
// (and so this list) lives as long as the worker, and test files run one after another in it: a
// file takes a copy back to its seeded state in SQL (test/dbReset.ts) instead of opening one, which
// costs seconds for a PGlite. A file that opens a second database at once gets a second copy. Any
// other project opens a copy per file and closes it after.
const reuse = process.env.TEST_DB_REUSE === '1';
const idle: Database[] = [];

async function backToSeed(database: Database): Promise<boolean> {
  const answer = (await database.db.execute(sql.raw(RESET_SQL))) as unknown as { rows: { ok: boolean }[] };
  return answer.rows[0]?.ok === true;
}

/**
 * A private, migrated and seeded database for one test file (or one test that needs a second):
 * the worker's idle copy put back to its seeded state, or a new copy. Closing hands it back.
 */
export async function openTestDatabase(): Promise<Database> {
  let database: Database | undefined;
  while (!database && idle.length) {
    const candidate = idle.pop()!;
    // false when a test changed the schema itself: that copy is dropped, not reused
    if (await backToSeed(candidate)) database = candidate;
    else await candidate.close();
  }
  database ??= await openCopy();
  if (!reuse) return database;
  const held = database;
  let closed = false;
  return {
    ...held,
    close: async () => {
      if (closed) return;
      closed = true;
      idle.push(held);
    },
  };
}
