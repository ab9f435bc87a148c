import PDFDocument from 'pdfkit';

/** A real PDF as pdfkit writes it (a classic cross-reference table), for upload tests. */
export function pdfkitPdf(text = 'My own invoice'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}
