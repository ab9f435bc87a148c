import { inflateSync } from 'node:zlib';

/**
 * The text lines of a pdfkit PDF in one embedded font: streams inflated, the glyph ids of each
 * TJ array mapped back through the font's ToUnicode table. A PDF in a standard font (no
 * ToUnicode, no glyph ids) yields nothing, so this proves the characters are in the file.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const m of raw.matchAll(/>>\s*stream\r?\n/g)) {
    const dict = raw.slice(raw.lastIndexOf(' obj', m.index), m.index);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const data = pdf.subarray(m.index + m[0].length, m.index + m[0].length + length);
    streams.push((dict.includes('/FlateDecode') ? inflateSync(data) : data).toString('latin1'));
  }
  const glyphs = new Map<number, string>();
  for (const cmap of streams.filter((s) => s.includes('beginbfrange')))
    for (const [, start, list] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g))
      [...list!.matchAll(/<([0-9a-f ]+)>/g)].forEach(([, units], i) =>
        glyphs.set(parseInt(start!, 16) + i, String.fromCharCode(...units!.split(' ').map((u) => parseInt(u, 16)))),
      );
  const lines: string[] = [];
  for (const content of streams)
    for (const [, array] of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-f]+)>/g)].map((h) => h[1]).join('');
      lines.push(hex.replace(/[0-9a-f]{4}/g, (id) => glyphs.get(parseInt(id, 16)) ?? '\ufffd'));
    }
  return lines;
}
