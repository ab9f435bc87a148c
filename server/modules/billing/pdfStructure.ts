/**
 * Whether a file is a PDF document, checked on its structure (ISO 32000-1 §7.5): the header
 * `%PDF-n.n` at byte 0, `startxref <offset>` and `%%EOF` at its end, the offset pointing at a
 * cross-reference table (`xref` … `trailer << … /Root n g R … >>`) or a cross-reference stream
 * (`n g obj << /Type /XRef … /Root n g R … >>`), and the Root being a `/Type /Catalog` object of the
 * file (unless it lives in an object stream). Any text with `%PDF-` somewhere in it is not enough.
 * A well-kept parser light enough for Node 20 was not to be had (pdf.js and its wrappers are
 * several megabytes, the newer ones need Node 22; pdf-lib is unmaintained and loads nearly anything).
 */
export function pdfProblem(bytes: Uint8Array): string | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) return 'Only PDF files are accepted: the file does not start with %PDF-.';
  return structureProblem(text) ? BROKEN : null;
}

const BROKEN = 'Only PDF files are accepted: the file is not a whole PDF document (its end, cross-reference table or catalog is missing or broken).';

/** The last `startxref` of the file's final KiB, followed by `%%EOF`. */
const START_XREF = /startxref[\r\n\t ]+(\d{1,10})[\r\n\t ]*%%EOF/g;
const ROOT = /\/Root[\r\n\t ]+(\d{1,10})[\r\n\t ]+(\d{1,5})[\r\n\t ]+R/;

function structureProblem(text: string): boolean {
  const tail = text.slice(-1024);
  const last = [...tail.matchAll(START_XREF)].at(-1);
  if (!last) return true;
  const at = Number(last[1]);
  if (at <= 0 || at >= text.length - tail.length + last.index) return true;
  const from = skipWhitespace(text, at);
  return text.startsWith('xref', from) ? tableProblem(text, from + 4) : streamProblem(text, from);
}

const skipWhitespace = (text: string, at: number) => {
  let i = at;
  while (i < text.length && /[\0\t\n\f\r ]/.test(text[i]!)) i++;
  return i;
};

/** A classic cross-reference table: subsections of 20-byte entries, then the trailer naming the Root. */
function tableProblem(text: string, start: number): boolean {
  // sticky expressions keep their place (lastIndex): one pair per call
  const subsection = /(\d{1,10}) (\d{1,10})[ ]?\r?\n?/y;
  const entryRow = /(\d{10}) (\d{5}) ([nf])[ \r\n]{1,2}/y;
  const offsets = new Map<number, number>();
  let i = skipWhitespace(text, start);
  for (;;) {
    subsection.lastIndex = i;
    const head = subsection.exec(text);
    if (!head) break;
    const first = Number(head[1]);
    const count = Number(head[2]);
    i = skipWhitespace(text, subsection.lastIndex);
    for (let n = 0; n < count; n++) {
      entryRow.lastIndex = i;
      const entry = entryRow.exec(text);
      if (!entry) return true;
      if (entry[3] === 'n') offsets.set(first + n, Number(entry[1]));
      i = entryRow.lastIndex;
    }
    i = skipWhitespace(text, i);
  }
  if (!text.startsWith('trailer', i)) return true;
  const trailer = dictionaryAt(text, skipWhitespace(text, i + 7));
  const root = trailer && ROOT.exec(trailer);
  if (!root) return true;
  const objectNumber = Number(root[1]);
  const offset = offsets.get(objectNumber);
  // an incremental update may list only the objects it changed; a hybrid file keeps some in a stream
  const rootAt = offset !== undefined && objectHeaderAt(text, offset, objectNumber) ? offset : findObject(text, objectNumber);
  if (rootAt < 0) return !/\/(Prev|XRefStm)\b/.test(trailer);
  return !isCatalog(text, rootAt);
}

/** A cross-reference stream (PDF 1.5+): an object of /Type /XRef whose dictionary names the Root. */
function streamProblem(text: string, at: number): boolean {
  const header = /^(\d{1,10})[\r\n\t ]+(\d{1,5})[\r\n\t ]+obj[\r\n\t ]*/.exec(text.slice(at, at + 40));
  if (!header) return true;
  const dictionary = dictionaryAt(text, at + header[0].length);
  if (!dictionary || !/\/Type[\r\n\t ]*\/XRef\b/.test(dictionary) || !/\/Length\b/.test(dictionary)) return true;
  const root = ROOT.exec(dictionary);
  if (!root) return true;
  const rootAt = findObject(text, Number(root[1]));
  // the catalog may sit compressed in an object stream, where it cannot be seen without inflating
  return rootAt >= 0 && !isCatalog(text, rootAt);
}

const objectHeaderAt = (text: string, offset: number, objectNumber: number) =>
  new RegExp(`^${objectNumber}[\\r\\n\\t ]+\\d{1,5}[\\r\\n\\t ]+obj\\b`).test(text.slice(offset, offset + 30));

/** Where object n's `n g obj` starts, or -1. */
function findObject(text: string, objectNumber: number): number {
  const match = new RegExp(`(?:^|[\\r\\n\\t ])(${objectNumber}[\\r\\n\\t ]+\\d{1,5}[\\r\\n\\t ]+obj)\\b`).exec(text);
  return match ? match.index + match[0].length - match[1]!.length : -1;
}

function isCatalog(text: string, objectAt: number): boolean {
  const header = /^\d+[\r\n\t ]+\d+[\r\n\t ]+obj[\r\n\t ]*/.exec(text.slice(objectAt, objectAt + 40));
  const dictionary = header && dictionaryAt(text, objectAt + header[0].length);
  return !!dictionary && /\/Type[\r\n\t ]*\/Catalog\b/.test(dictionary);
}

/** The `<< … >>` dictionary starting at `at` (nested dictionaries included), or null. */
function dictionaryAt(text: string, at: number): string | null {
  if (!text.startsWith('<<', at)) return null;
  let depth = 0;
  for (let i = at; i < text.length - 1 && i < at + 64 * 1024; i++) {
    if (text[i] === '<' && text[i + 1] === '<') {
      depth++;
      i++;
    } else if (text[i] === '>' && text[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return text.slice(at, i + 1);
    }
  }
  return null;
}
