import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { failMidway } from './exportStream';

/** DejaVu Sans covers Latin, Cyrillic, Greek and more; pdfkit embeds the subset of glyphs used. */
export const PDF_FONT_PATH = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT = 'DejaVuSans';

export interface PdfOptions {
  /** deflate page content (true in production; false makes the text readable in the file) */
  compress?: boolean;
}

/**
 * A PDF of lines on A4 pages, written by pdfkit with the embedded DejaVu Sans font, so Cyrillic
 * and other non-Latin names print as they are (decisions/users.md, R313). It streams: each pull
 * reads the next batch of lines (one keyset page of the database) and lays it out; pdfkit hands
 * every finished page to the response as it is written, so only the page being filled, the
 * object offsets and the set of glyphs used are held, never the whole log. The font subset and
 * the cross-reference table follow the last line.
 */
export function pdfStream(title: string, batches: AsyncIterable<readonly string[]>, options: PdfOptions = {}): ReadableStream<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, compress: options.compress ?? true, info: { Title: title }, bufferPages: false });
  const iterator = batches[Symbol.asyncIterator]();
  let ended: Promise<void> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      doc.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
      doc.on('error', (error: Error) => controller.error(error));
      ended = new Promise((resolve) => doc.once('end', () => resolve()));
      doc.registerFont(FONT, PDF_FONT_PATH);
      doc.font(FONT).fontSize(13).text(title).moveDown(0.5).fontSize(8);
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) {
          doc.end();
          await ended;
          controller.close();
          return;
        }
        for (const line of next.value) doc.text(line);
      } catch (error) {
        doc.removeAllListeners('data');
        failMidway(controller, error);
      }
    },
    async cancel() {
      doc.removeAllListeners('data');
      await iterator.return?.();
    },
  });
}
