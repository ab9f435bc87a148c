import { formatInTimeZone } from 'date-fns-tz';
import { isTimeZone } from '../../../domain/time-zones';
import type { Ctx } from '../../http/types';

/**
 * The source with its first item already read. An export awaits this before it answers, so the
 * filter's validation and the first database query fail as an ordinary 422 / error answer before
 * the first byte, never inside a stream that has already sent 200.
 */
export async function primed<T>(source: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // a client that leaves early ends the source too (its database cursor, if any)
      await iterator.return?.();
    }
  })();
}

/**
 * A failure after the first byte: logged, and the stream errors. The HTTP server then resets the
 * connection without the closing chunk, so the client's download fails (the browser marks it
 * failed, fetch rejects) rather than saving a file silently cut short (docs/decisions.md).
 */
export function failMidway(controller: ReadableStreamDefaultController<Uint8Array>, error: unknown): void {
  console.error('Export failed after the first byte; the download is aborted.', error);
  controller.error(error);
}

/**
 * A byte stream pulled from an async source of text pieces: the next chunk is read from the
 * database only when the client has taken the previous one, so an export of 100 000 rows holds
 * one chunk in memory, never the whole file.
 */
export function streamOf(pieces: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = pieces[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(Buffer.from(next.value, 'utf8')));
      } catch (error) {
        failMidway(controller, error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break; formula-leading cells are defused. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * An instant in a CSV: in the caller's time zone, as ISO 8601 with that zone's offset
 * ("2026-11-26T20:59:31+05:30"), so the file shows the times the screens show and a program still
 * reads one unambiguous instant. The same in both interface languages (docs/decisions/reports.md).
 */
export function csvInstant(value: Date | string | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatInTimeZone(date, timeZone, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** The zone a CSV writes its instants in: the one the request names (a report's `time_zone`), else the caller's profile zone, else UTC. */
export function csvZone(c: Ctx, named?: string): string {
  if (named !== undefined && isTimeZone(named)) return named;
  const own = c.var.session?.user.timeZone;
  return isTimeZone(own) ? own : 'UTC';
}

/** A row as a CSV writes it: every `…_at` instant in `timeZone` (csvInstant), everything else as it is. */
export function zonedRow<T extends Record<string, unknown>>(row: T, timeZone: string): T {
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(row)) if (key.endsWith('_at') && (typeof value === 'string' || value instanceof Date)) out[key] = csvInstant(value, timeZone);
  return out as T;
}

/** A streamed CSV answer saved as `name`, never cached. */
export function csvDownload(c: Ctx, name: string, pieces: AsyncIterable<string>): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${name}"`);
  c.header('Cache-Control', 'no-store');
  return c.body(streamOf(pieces));
}
