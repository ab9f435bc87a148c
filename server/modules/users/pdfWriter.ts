/**
 * A minimal PDF 1.4 writer that streams: lines of text laid out on A4 pages in Helvetica, each
 * page written as soon as it is full, byte offsets counted on the way for the cross-reference
 * table. Helvetica's WinAnsi encoding has no Cyrillic; characters outside Latin-1 print as '?'
 * (decisions/users.md, R313). Strings are emitted in latin1, so length in bytes = length in chars.
 */
const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 40;
const LEADING = 12;
export const LINES_PER_PAGE = Math.floor((PAGE_H - 2 * MARGIN) / LEADING);
const MAX_CHARS = 110;

const CATALOG = 1;
const PAGES = 2;
const FONT = 3;

const escapeText = (s: string) =>
  s
    .replace(/[^\x20-\xff]/g, '?')
    .slice(0, MAX_CHARS)
    .replace(/[\\()]/g, (m) => `\\${m}`);

export async function* pdfPieces(title: string, lines: AsyncIterable<string>): AsyncGenerator<string> {
  const offsets: number[] = [];
  let position = 0;
  const emit = (text: string) => {
    position += text.length;
    return text;
  };
  const object = (id: number, body: string) => {
    offsets[id] = position;
    return emit(`${id} 0 obj\n${body}\nendobj\n`);
  };
  yield emit('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  yield object(CATALOG, `<< /Type /Catalog /Pages ${PAGES} 0 R >>`);
  yield object(FONT, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  let next = FONT + 1;
  const kids: number[] = [];
  let page: string[] = [];
  const flush = () => {
    const content = [`BT /F1 9 Tf ${LEADING} TL ${MARGIN} ${PAGE_H - MARGIN} Td`, ...page.map((l) => `(${escapeText(l)}) '`), 'ET'].join('\n');
    const contentId = next++;
    const pageId = next++;
    kids.push(pageId);
    page = [];
    return (
      object(contentId, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`) +
      object(pageId, `<< /Type /Page /Parent ${PAGES} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${FONT} 0 R >> >> /Contents ${contentId} 0 R >>`)
    );
  };
  page.push(title, '');
  for await (const line of lines) {
    page.push(line);
    if (page.length >= LINES_PER_PAGE) yield flush();
  }
  if (page.length || !kids.length) yield flush();
  yield object(PAGES, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  const xrefAt = position;
  const entries = Array.from({ length: next }, (_, id) => (id === 0 ? '0000000000 65535 f \n' : `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`));
  yield emit(`xref\n0 ${next}\n${entries.join('')}trailer\n<< /Size ${next} /Root ${CATALOG} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
}
