import { describe, expect, it } from 'vitest';
import { invoicePdf } from './invoicePdf';
import { pdfProblem } from './pdfStructure';
import { pdfkitPdf } from '../../../test/pdfFile';

/** A PDF 1.5 file whose cross-reference is a stream object (as pdfTeX, Word and Acrobat write). */
function xrefStreamPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'];
  let out = '%PDF-1.5\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  const rows = [[0, 0, 255], ...offsets.map((o) => [1, o, 0]), [1, xrefAt, 0]];
  const data = Buffer.from(rows.flatMap(([type, offset, gen]) => [type!, (offset! >> 16) & 255, (offset! >> 8) & 255, offset! & 255, gen!]));
  out += `4 0 obj\n<< /Type /XRef /Size 5 /W [1 3 1] /Root 1 0 R /Length ${data.length} >>\nstream\n`;
  return Buffer.concat([Buffer.from(out, 'latin1'), data, Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1')]);
}

const NOT_PDF = 'Only PDF files are accepted: the file does not start with %PDF-.';
const BROKEN = 'Only PDF files are accepted: the file is not a whole PDF document (its end, cross-reference table or catalog is missing or broken).';

describe('a PDF is a PDF', () => {
  it('accepts what pdfkit writes, the platform’s own invoices, a cross-reference stream and an incremental update', async () => {
    const pdf = await pdfkitPdf();
    expect(pdfProblem(pdf)).toBeNull();
    const invoice = await invoicePdf({
      number: 'INV-1-1',
      issuedAt: new Date('2026-02-03T00:00:00Z'),
      companyName: 'AffNet',
      networkLegalName: 'ООО «Сеть»',
      networkAddress: 'Москва',
      lines: [{ offerId: 1, offerName: 'Оффер', action: 3, paidFor: 'ftd', correction: false, quantity: 1, rate: '10.00', amount: '10.00' }],
      affiliateName: 'Алёна',
      affiliateEmail: 'a@example.com',
      periodStart: '2026-01-01',
      periodEnd: '2026-02-01',
      amount: '10.00',
      currency: 'USD',
      bankAccountNumber: '',
      bankIban: 'DE89370400440532013000',
      language: 'ru',
    });
    expect(pdfProblem(invoice)).toBeNull();
    expect(pdfProblem(xrefStreamPdf())).toBeNull();

    // an update appended to the file: a new object, a table listing only it, a trailer with /Prev
    const text = pdf.toString('latin1');
    const previous = /startxref\s+(\d+)/.exec(text.slice(-100))![1];
    const root = /\/Root (\d+) 0 R/.exec(text)![1];
    const objectAt = text.length;
    const added = `99 0 obj\n<< /Producer (update) >>\nendobj\n`;
    const xrefAt = objectAt + added.length;
    const update = `${added}xref\n0 1\n0000000000 65535 f \n99 1\n${String(objectAt).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 100 /Root ${root} 0 R /Prev ${previous} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    expect(pdfProblem(Buffer.concat([pdf, Buffer.from(update, 'latin1')]))).toBeNull();
  });

  it('refuses HTML with %PDF- in its first KiB, %PDF- with a bare %%EOF, a cut file and a table that points nowhere', async () => {
    expect(pdfProblem(Buffer.from('<!doctype html><!-- %PDF-1.4 --><script>alert(document.cookie)</script>\n%%EOF\n'))).toBe(NOT_PDF);
    expect(pdfProblem(Buffer.from('\n%PDF-1.4\n'))).toBe(NOT_PDF);
    expect(pdfProblem(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n'))).toBe(BROKEN);
    expect(pdfProblem(Buffer.from('%PDF-1.4\n<script>alert(1)</script>\nstartxref\n9\n%%EOF\n'))).toBe(BROKEN);
    const pdf = await pdfkitPdf();
    expect(pdfProblem(pdf.subarray(0, pdf.length - 20))).toBe(BROKEN);
    expect(pdfProblem(pdf.subarray(0, 600))).toBe(BROKEN);
    const text = pdf.toString('latin1');
    // the startxref offset moved off the table, then the Root renamed to a missing object
    expect(pdfProblem(Buffer.from(text.replace(/startxref\n(\d+)/, (_, n: string) => `startxref\n${Number(n) - 7}`), 'latin1'))).toBe(BROKEN);
    expect(pdfProblem(Buffer.from(text.replace(/\/Root \d+ 0 R/, '/Root 77 0 R'), 'latin1'))).toBe(BROKEN);
    expect(pdfProblem(Buffer.from(text.replace('/Type /Catalog', '/Type /Pagez'), 'latin1'))).toBe(BROKEN);
  });
});
