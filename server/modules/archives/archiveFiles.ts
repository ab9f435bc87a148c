import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';

// An archive file (docs/decisions/archives.md): gzip of RFC 4180 CSV, a header of the table's
// column names, then one line per row in PostgreSQL's COPY CSV convention: a value always quoted,
// NULL an empty unquoted field, so an empty text and a missing value stay apart. Values are
// PostgreSQL's own text of each column, so the restore casts them back exactly.

/** Rows read per query: one text of this many CSV lines, formatted by the database. */
const PAGE_ROWS = 20_000;

export async function columnsOf(db: Tx, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`SELECT attname AS name FROM pg_attribute WHERE attrelid = ${table}::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`),
  ).map((r) => r.name);
}

/** One column as a CSV field: quoted with quotes doubled, NULL as nothing. */
const csvValue = (column: string) => {
  const c = sql.identifier(column);
  return sql`CASE WHEN ${c} IS NULL THEN '' ELSE '"' || replace(${c}::text, '"', '""') || '"' END`;
};

/**
 * The table's rows as CSV text, `PAGE_ROWS` at a time in `keys` order (keyset paging on a unique
 * key, so memory stays one page whatever the table's size). The database writes each page's lines.
 */
export async function* tableCsv(db: Tx, table: string, keys: readonly string[]): AsyncGenerator<CsvPiece> {
  const columns = await columnsOf(db, table);
  yield { text: `${columns.map((c) => `"${c}"`).join(',')}\n`, rows: 0 };
  const line = sql.join(columns.map(csvValue), sql` || ',' || `);
  const keyList = sql.join(
    keys.map((k) => sql.identifier(k)),
    sql`, `,
  );
  const order = sql.join(
    keys.map((k) => sql`${sql.identifier(k)}`),
    sql`, `,
  );
  const lastKeys = sql.join(
    keys.map((k, i) => sql`(array_agg(${sql.identifier(k)}::text ORDER BY ${order} DESC))[1] AS ${sql.identifier(`k${i}`)}`),
    sql`, `,
  );
  let after: string[] | null = null;
  for (;;) {
    const where: SQL = after === null ? sql`true` : sql`(${keyList}) > (${sql.join(
      after.map((v, i) => sql`${v}::text::${sql.raw(keyTypeCast(i, keys))}`),
      sql`, `,
    )})`;
    const [page]: Array<Record<string, string | number | null>> = rowsOf<Record<string, string | number | null>>(
      await db.execute(sql`
        SELECT string_agg(line, E'\n' ORDER BY ${order}) AS text, count(*)::int AS n, ${lastKeys}
        FROM (SELECT ${line} AS line, ${keyList} FROM ${sql.identifier(table)} WHERE ${where} ORDER BY ${order} LIMIT ${PAGE_ROWS}) page`),
    );
    if (!page || Number(page.n) === 0) return;
    yield { text: `${String(page.text)}\n`, rows: Number(page.n) };
    if (Number(page.n) < PAGE_ROWS) return;
    after = keys.map((_, i) => String(page[`k${i}`]));
  }
}

/** Some CSV text and the rows it holds (a value may hold a line break, so lines are not rows). */
export interface CsvPiece {
  text: string;
  rows: number;
}

/** Keys are compared in their own type: text keys as text, a timestamp as timestamptz. */
const keyTypeCast = (i: number, keys: readonly string[]) => (keys[i]!.endsWith('_at') ? 'timestamptz' : 'text');

export interface WrittenFile {
  rows: number;
  bytes: number;
  sha256: string;
}

/** Writes the CSV pieces gzipped to `file` (through `file.part`, renamed when whole); answers its rows, bytes and SHA-256. */
export async function writeGzip(pieces: AsyncIterable<CsvPiece>, file: string): Promise<WrittenFile> {
  const part = `${file}.part`;
  const hash = createHash('sha256');
  let bytes = 0;
  let rows = 0;
  const counted = async function* () {
    for await (const piece of pieces) {
      rows += piece.rows;
      yield piece.text;
    }
  };
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(counted, createGzip({ level: 6 }), tap, createWriteStream(part));
    await rename(part, file);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  return { rows, bytes, sha256: hash.digest('hex') };
}

/** The SHA-256 of a file as it is on disk now. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The rows of an archive file as objects of column → text (null for NULL), `size` at a time. */
export async function* readGzipCsv(file: string, size: number): AsyncGenerator<Array<Record<string, string | null>>> {
  // quoted empties stay '' and unquoted empties become null: the COPY CSV convention the writer used
  const parser = createReadStream(file)
    .pipe(createGunzip())
    .pipe(parse({ columns: true, cast: (value, context) => (value === '' && !context.quoting ? null : value) }));
  let batch: Array<Record<string, string | null>> = [];
  for await (const record of parser) {
    batch.push(record as Record<string, string | null>);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
