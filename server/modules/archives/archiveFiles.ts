import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { to as copyTo } from 'pg-copy-streams';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';

// An archive file (docs/decisions/archives.md): gzip (level 1: fast, the CSV still shrinks about
// five times) of RFC 4180 CSV, a header of the table's column names, then one line per row in
// PostgreSQL's COPY CSV convention: NULL an empty unquoted field, a text always quoted, so an empty
// text and a missing value stay apart. Values are
// PostgreSQL's own text of each column, so the restore casts them back exactly.

/** Table blocks read per query (8 kB each): one text of their rows' CSV lines, formatted by the database. */
const PAGE_BLOCKS = 128;

export interface Column {
  name: string;
  /** pg_type.typcategory: N numeric, B boolean, D date and time print no comma, quote or line break */
  category: string;
  /** pg_type.typname: json and jsonb values are parsed again on restore */
  type: string;
}

export async function columnsOf(db: Tx, table: string): Promise<Column[]> {
  return rowsOf<Column>(
    await db.execute(sql`SELECT a.attname AS name, t.typcategory AS category, t.typname AS type FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
      WHERE a.attrelid = ${table}::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`),
  );
}

/**
 * What an archive reads: a whole table, or the rows of one (`t`) whose `month.column` falls in
 * [from, to) and that `filter` keeps, with computed columns after the table's own (`extra`:
 * SQL over `t`, written as text). The SQL pieces are the code's own, never a request's.
 */
export interface CsvSource {
  table: string;
  month?: { column: string; from: Date; to: Date };
  filter?: string;
  extra?: ReadonlyArray<{ name: string; sql: string }>;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/** The source's WHERE over `t` as SQL text: the month by ISO literals (made from Dates), then the filter. */
export function whereOf(source: CsvSource): string {
  const parts: string[] = [];
  if (source.month) {
    if (!NAME.test(source.month.column)) throw new Error(`Not a column name to archive by: ${source.month.column}`);
    const { column, from, to } = source.month;
    parts.push(`t."${column}" >= '${from.toISOString()}'::timestamptz AND t."${column}" < '${to.toISOString()}'::timestamptz`);
  }
  if (source.filter) parts.push(`(${source.filter})`);
  return parts.length ? parts.join(' AND ') : 'true';
}

const extraSelect = (source: CsvSource) => (source.extra ?? []).map((e) => `, ${e.sql} AS "${e.name}"`).join('');

/**
 * One column as a CSV field, NULL as nothing: text, arrays and the rest quoted with quotes doubled
 * (an empty text is `""`); numbers, booleans and times as they print, which never needs quoting.
 */
const csvValue = ({ value: c, category }: { value: SQLWrapper; category: string }) => {
  return 'NBD'.includes(category) ? sql`coalesce(${c}::text, '')` : sql`CASE WHEN ${c} IS NULL THEN '' ELSE '"' || replace(${c}::text, '"', '""') || '"' END`;
};

/** Some CSV text and the rows it holds (a value may hold a line break, so lines are not rows). */
export interface CsvPiece {
  text: string | Buffer;
  rows: number;
}

/** The node-postgres client under a transaction: drizzle keeps it as its session's client. */
interface CopyClient {
  query(stream: ReturnType<typeof copyTo>): ReturnType<typeof copyTo>;
  release(): unknown;
}

function copyClientOf(tx: Tx): CopyClient | null {
  const client = (tx as unknown as { session?: { client?: Partial<CopyClient> } }).session?.client;
  return client && typeof client.query === 'function' && typeof client.release === 'function' ? (client as CopyClient) : null;
}

/**
 * The source as CSV: on PostgreSQL the server's own `COPY … TO STDOUT` through the transaction's
 * connection (the same convention, at COPY's speed), on PGlite the block ranges of `tableCsv`.
 */
export async function* copyCsv(tx: Tx, source: CsvSource): AsyncGenerator<CsvPiece> {
  const client = copyClientOf(tx);
  if (!client) {
    yield* tableCsv(tx, source);
    return;
  }
  if (!NAME.test(source.table)) throw new Error(`Not a table name to archive: ${source.table}`);
  const whole = !source.month && !source.filter && !source.extra?.length;
  const what = whole ? `"${source.table}"` : `(SELECT t.*${extraSelect(source)} FROM "${source.table}" t WHERE ${whereOf(source)})`;
  const stream = client.query(copyTo(`COPY ${what} TO STDOUT WITH (FORMAT csv, HEADER)`));
  for await (const chunk of stream) yield { text: chunk as Buffer, rows: 0 };
  yield { text: '', rows: stream.rowCount };
}

/**
 * A source that no longer changes (rows past retention, read inside the archiving transaction)
 * as CSV text, `PAGE_BLOCKS` blocks of its table at a time in physical order: each query reads a
 * range of row addresses (a TID range scan, PostgreSQL 14+), so the table is read once front to
 * back like COPY reads it, memory stays one page whatever the table's size, and the database
 * writes the lines.
 */
async function* tableCsv(db: Tx, source: CsvSource): AsyncGenerator<CsvPiece> {
  const extra = (source.extra ?? []).map((e) => ({ name: e.name, category: 'U', type: 'json', value: sql.raw(`(${e.sql})`) }));
  const columns = [...(await columnsOf(db, source.table)).map((c) => ({ ...c, value: sql.identifier(c.name) })), ...extra];
  // the header as COPY writes it: the names bare
  yield { text: `${columns.map((c) => c.name).join(',')}\n`, rows: 0 };
  const line = sql.join(columns.map(csvValue), sql` || ',' || `);
  const [size] = rowsOf<{ blocks: number }>(
    await db.execute(sql`SELECT (pg_relation_size(${source.table}::regclass) / current_setting('block_size')::int)::int AS blocks`),
  );
  const where = sql.raw(whereOf(source));
  for (let block = 0; block < size!.blocks; block += PAGE_BLOCKS) {
    const range = sql`t.ctid >= ${`(${block},0)`}::tid AND t.ctid < ${`(${block + PAGE_BLOCKS},0)`}::tid`;
    const [page] = rowsOf<{ text: string | null; n: number }>(
      await db.execute(sql`SELECT string_agg(${line}, E'\n') AS text, count(*)::int AS n FROM ${sql.identifier(source.table)} t WHERE ${range} AND ${where}`),
    );
    if (page && page.n > 0) yield { text: `${page.text}\n`, rows: page.n };
  }
}

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
    // one piece read ahead at most: the database waits while gzip and the disk catch up
    await pipeline(Readable.from(counted(), { objectMode: true, highWaterMark: 1 }), createGzip({ level: 1 }), tap, createWriteStream(part));
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

/**
 * The rows of an archive file as objects of column → value, `size` at a time: the text of each
 * field (null for NULL), json and jsonb columns of `columns` parsed, so they are stored as the
 * values they were rather than as strings.
 */
export async function* readGzipCsv(file: string, size: number, columns: readonly Column[]): AsyncGenerator<Array<Record<string, unknown>>> {
  const json = new Set(columns.filter((c) => c.type === 'json' || c.type === 'jsonb').map((c) => c.name));
  // quoted empties stay '' and unquoted empties become null: the COPY CSV convention the writer used
  const parser = createReadStream(file)
    .pipe(createGunzip())
    .pipe(
      parse({
        columns: true,
        cast: (value, context) => (context.header ? value : value === '' && !context.quoting ? null : json.has(String(context.column)) ? (JSON.parse(value) as unknown) : value),
      }),
    );
  let batch: Array<Record<string, unknown>> = [];
  for await (const record of parser) {
    batch.push(record as Record<string, unknown>);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
