import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/testDb';
import type { Database } from './client';
import { migrate, RENAMED_MIGRATIONS } from './migrate';

const names = async (database: Database) =>
  ((await database.db.execute(sql`SELECT name FROM schema_migrations ORDER BY name`)) as unknown as { rows: { name: string }[] }).rows.map(
    (r) => r.name,
  );

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  it('numbers every file once, in sequence', async () => {
    const applied = await names(database);
    const numbers = applied.map((n) => n.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(applied).toContain('0003_ui_settings.sql');
  });

  it('upgrades a database migrated under the old file names without applying anything twice', async () => {
    // a database of before the renumbering: the same schema, recorded under the old names
    for (const [from, to] of Object.entries(RENAMED_MIGRATIONS)) {
      await database.db.execute(sql`UPDATE schema_migrations SET name = ${from} WHERE name = ${to}`);
    }
    const before = await names(database);
    expect(before).toContain('0004_ui_settings.sql');

    expect(await migrate(database)).toEqual([]);
    const after = await names(database);
    expect(after).toContain('0003_ui_settings.sql');
    expect(after).not.toContain('0004_ui_settings.sql');
    expect(after).toHaveLength(before.length);
    // and again: nothing left to do
    expect(await migrate(database)).toEqual([]);
  });
});
