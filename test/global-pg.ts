import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { demoPasswordHash } from './demoPasswordHash';
import { SNAPSHOT_SQL } from './dbReset';
import { pgAdminUrl, withDatabase } from './pgUrl';

/**
 * Migrates and seeds a template database once per run and keeps its seeded state for resets
 * (test/dbReset.ts); each worker clones it and puts its clone back to that state between test files.
 */
export default async function setup(project: TestProject) {
  const adminUrl = pgAdminUrl();
  const template = `affnet_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect().catch((error: unknown) => {
    throw new Error(
      `PostgreSQL is not reachable at ${adminUrl} (set TEST_DATABASE_URL, or run .ci/ensure-system-deps.sh): ${String(error)}`,
    );
  });
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, template) });
  await migrate(database);
  await seedDemo(database.db, { passwordHash: await demoPasswordHash(), currencyRates: false });
  await database.db.execute(sql.raw(SNAPSHOT_SQL));
  await database.close();
  project.provide('pgTemplate', template);
  project.provide('pgAdminUrl', adminUrl);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${template}\\_f\\_%`],
    );
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
