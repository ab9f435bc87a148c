import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { demoPasswordHash } from './demoPasswordHash';
import { SNAPSHOT_SQL } from './dbReset';

/**
 * Migrates and seeds one PGlite once per run and keeps its seeded state for resets (test/dbReset.ts);
 * each worker loads a copy of its dump and puts it back to that state between test files.
 */
export default async function setup(project: TestProject) {
  // the ui and server-pglite projects both start here, one after the other in this process: the
  // second takes the first one's dump (seeding a PGlite took ~8 s of a core)
  const file = join(process.cwd(), '.tmp', `pglite-template-${process.pid}.tar`);
  if (!existsSync(file)) await writeSnapshot(file);
  project.provide('pgliteSnapshot', file);
  return () => rmSync(file, { force: true });
}

async function writeSnapshot(file: string): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await seedDemo(database.db, { passwordHash: await demoPasswordHash(), currencyRates: false });
  const client = (database.db as unknown as { $client: { exec(sql: string): Promise<unknown>; dumpDataDir(c: 'none' | 'gzip'): Promise<Blob> } }).$client;
  await client.exec(SNAPSHOT_SQL);
  const dump = await client.dumpDataDir('none');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
    pgAdminUrl: string;
  }
}
