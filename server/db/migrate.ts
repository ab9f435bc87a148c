import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { workspaceCurrencyOf } from '../../domain/currencies/currencies';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Statements of a migration file, split on drizzle-kit's `--> statement-breakpoint` markers. */
export const statementsOf = (text: string) =>
  text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Files renamed after they shipped, old name → new name. A database migrated under an old name
 * has its record renamed before anything runs, so the file is not applied a second time.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  // two files were numbered 0004 and none 0003
  '0004_ui_settings.sql': '0003_ui_settings.sql',
};

/**
 * Applies every `NNNN_name.sql` in server/db/migrations not applied yet, in name order, each in
 * its own transaction, and records it. Plain numbered files (no shared journal) let areas add
 * migrations independently; safe to call at every start, by one process or several.
 */
export async function migrate(database: Database, folder = migrationsFolder): Promise<string[]> {
  const { db } = database;
  await db.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  for (const [from, to] of Object.entries(RENAMED_MIGRATIONS)) {
    await db.execute(sql`UPDATE schema_migrations SET name = ${to} WHERE name = ${from} AND NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = ${to})`);
  }
  const files = readdirSync(folder).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    await db.transaction(async (tx) => {
      // the lock serialises concurrent starts against one PostgreSQL; PGlite has one connection anyway
      if (database.kind === 'pg') await tx.execute(sql`SELECT pg_advisory_xact_lock(74217)`);
      const done = await tx.execute(sql`SELECT 1 FROM schema_migrations WHERE name = ${file}`);
      if ((done as unknown as { rows: unknown[] }).rows.length) return;
      // the workspace currency, for the migrations that need it (0048_currencies.sql); local to this transaction
      await tx.execute(sql`SELECT set_config('app.network_currency', ${workspaceCurrencyOf(process.env.VITE_CURRENCY)}, true)`);
      for (const statement of statementsOf(readFileSync(`${folder}/${file}`, 'utf8'))) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      applied.push(file);
    });
  }
  return applied;
}
