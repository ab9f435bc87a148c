/**
 * A byte stream pulled from an async source of text pieces: the next chunk is read from the
 * database only when the client has taken the previous one, so an export of 100 000 rows holds
 * one chunk in memory, never the whole file.
 */
export function streamOf(pieces: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = pieces[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(Buffer.from(next.value, 'utf8')));
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
