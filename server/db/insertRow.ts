import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './tx';

/**
 * Inserts one row as drizzle's `insert(table).values(values)` does — the keys given (undefined ones
 * left to the column's default), null kept as null — with the row sent as one JSON parameter and
 * read by `json_populate_record`, which gives each value its column's type (a Date as its ISO
 * instant, an array to an array column, an object to a json one). For a write on a hot path:
 * drizzle's builder spends a quarter of a millisecond on a row of forty columns, per insert, and
 * this builds a statement of four parts (its text, and so its named statement, is one per set of keys).
 * Columns of a custom type, and JavaScript defaults left out, are refused: use drizzle's insert there.
 */
export async function insertRow<T extends PgTable>(tx: Tx, table: T, values: T['$inferInsert']): Promise<void> {
  const columns = getTableColumns(table);
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    if (value !== undefined) row[column.name] = value;
  }
  for (const column of Object.values(columns)) {
    // what drizzle computes in JavaScript (a custom type's encoding, a default or update function) is not done here
    if (column.columnType === 'PgCustomColumn' || ((column.defaultFn || column.onUpdateFn) && !(column.name in row))) {
      throw new Error(`insertRow cannot write ${getTableName(table)}.${column.name}: use drizzle's insert`);
    }
  }
  // the column names are the schema's own, quoted as text: one part for the list, not a part per column
  const names = Object.keys(row)
    .map((name) => `"${name}"`)
    .join(', ');
  const name = sql.identifier(getTableName(table));
  await tx.execute(sql`INSERT INTO ${name} (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM json_populate_record(NULL::${name}, ${JSON.stringify(row)}::json)`);
}
