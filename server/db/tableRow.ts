import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's row as drizzle's `select().from(table)` answers it (its keys, its values decoded by each
 * column: an instant to a Date, a numeric kept as text), from a raw statement's row holding the
 * table's columns under their SQL names (`SELECT t.* …`). For a read on a hot path: drizzle's builder
 * spends about a third of a millisecond listing a wide table's columns, per read. A column missing
 * from the raw row is an error, not a null.
 */
export function tableRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(column.name in raw)) throw new Error(`the row has no ${getTableName(table)}.${column.name}`);
    const value = raw[column.name];
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
