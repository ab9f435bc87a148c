import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { periodLabel } from '../../../domain/billing/terms';
import { PaymentMethod } from '../../../domain/enums/payout';
import type { InterfaceLanguage } from '../../../domain/languages';
import { PDF_FONT_PATH } from '../users/pdfExport';

export interface InvoiceContent {
  number: string;
  issuedAt: Date;
  companyName: string;
  affiliateName: string;
  affiliateEmail: string;
  periodStart: string;
  periodEnd: string;
  amount: string;
  currency: string;
  bankAccountNumber: string;
  bankIban: string;
  language: InterfaceLanguage;
}

const WORDS = {
  en: {
    invoice: 'Invoice',
    date: 'Date',
    from: 'From',
    to: 'To',
    period: 'Period',
    item: 'Affiliate commission',
    amount: 'Amount due',
    method: 'Payment method',
    account: 'Account number',
    iban: 'IBAN',
  },
  ru: {
    invoice: 'Счёт',
    date: 'Дата',
    from: 'От',
    to: 'Кому',
    period: 'Период',
    item: 'Партнёрская комиссия',
    amount: 'К оплате',
    method: 'Способ оплаты',
    account: 'Номер счёта',
    iban: 'IBAN',
  },
} as const;

/**
 * An affiliate's invoice for a payout as a one-page A4 PDF in the embedded DejaVu Sans font, so
 * Cyrillic names and labels print as they are; labels in the affiliate's interface language.
 */
export function invoicePdf(c: InvoiceContent, options: { compress?: boolean } = {}): Promise<Buffer> {
  const w = WORDS[c.language];
  const doc = new PDFDocument({ size: 'A4', margin: 56, compress: options.compress ?? true, info: { Title: `${w.invoice} ${c.number}`, Author: c.companyName } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // the font's bytes, not its path: the same code then runs where pdfkit's file access is not Node's (tests in jsdom)
  doc.registerFont('DejaVuSans', new Uint8Array(readFileSync(PDF_FONT_PATH)));
  doc.font('DejaVuSans');
  doc.fontSize(18).text(c.companyName).moveDown(0.5);
  doc.fontSize(14).text(`${w.invoice} ${c.number}`).moveDown(0.5);
  doc.fontSize(10);
  const line = (label: string, value: string) => doc.text(`${label}: ${value}`);
  line(w.date, c.issuedAt.toISOString().slice(0, 10));
  line(w.from, `${c.affiliateName} <${c.affiliateEmail}>`);
  line(w.to, c.companyName);
  doc.moveDown();
  line(w.item, periodLabel(c.periodStart, c.periodEnd));
  doc.fontSize(12).text(`${w.amount}: ${c.amount} ${c.currency}`).fontSize(10).moveDown();
  line(w.method, PaymentMethod.label(PaymentMethod.BankWire, c.language));
  if (c.bankAccountNumber) line(w.account, c.bankAccountNumber);
  if (c.bankIban) line(w.iban, c.bankIban);
  doc.end();
  return done;
}
