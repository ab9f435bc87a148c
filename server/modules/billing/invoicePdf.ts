import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { paidForWords } from '../../../domain/billing/paidFor';
import { periodLabel } from '../../../domain/billing/terms';
import { PaymentMethod } from '../../../domain/enums/payout';
import type { InterfaceLanguage } from '../../../domain/languages';
import { PDF_FONT_PATH } from '../users/pdfExport';

/** One line of an invoice: the conversions of one offer and action (or their corrections), with how many, at what rate and for how much. */
export interface InvoiceLine {
  offerId: number;
  offerName: string;
  action: number;
  /** the items' Paid-for type (domain/enums/payout.ts PaidForType) */
  paidFor: string;
  /** the line holds corrections (voids, lowered amounts) billed after their period closed */
  correction: boolean;
  quantity: number;
  /** the amount per conversion when all are the same, as SQL numeric text; null when they differ */
  rate: string | null;
  /** SQL numeric text, two decimals */
  amount: string;
}

export interface InvoiceContent {
  number: string;
  issuedAt: Date;
  /** the brand's name (the document's author, and the bill-to line when no legal name is set) */
  companyName: string;
  /** the network's legal name and postal address from the system settings; empty when not set */
  networkLegalName: string;
  networkAddress: string;
  affiliateName: string;
  affiliateEmail: string;
  periodStart: string;
  periodEnd: string;
  lines: readonly InvoiceLine[];
  /** the payout's amount, SQL numeric text: the invoice's total */
  amount: string;
  currency: string;
  bankAccountNumber: string;
  bankIban: string;
  language: InterfaceLanguage;
}

const WORDS = {
  en: {
    invoice: 'Invoice',
    number: 'Invoice number',
    date: 'Date of issue',
    period: 'Billing period',
    from: 'From (supplier)',
    to: 'Bill to',
    description: 'Description',
    quantity: 'Qty',
    rate: 'Rate',
    lineAmount: 'Amount',
    conversions: 'conversions',
    correction: 'corrections after the period closed',
    varies: 'varies',
    total: 'Total',
    amount: 'Amount due',
    payment: 'Payment details',
    method: 'Payment method',
    holder: 'Account holder',
    account: 'Account number',
    iban: 'IBAN',
    noBank: 'No bank details given yet',
  },
  ru: {
    invoice: 'Счёт',
    number: 'Номер счёта',
    date: 'Дата выставления',
    period: 'Расчётный период',
    from: 'От (исполнитель)',
    to: 'Плательщик',
    description: 'Описание',
    quantity: 'Кол-во',
    rate: 'Ставка',
    lineAmount: 'Сумма',
    conversions: 'конверсии',
    correction: 'исправления после закрытия периода',
    varies: 'разная',
    total: 'Итого',
    amount: 'К оплате',
    payment: 'Платёжные реквизиты',
    method: 'Способ оплаты',
    holder: 'Получатель',
    account: 'Номер счёта',
    iban: 'IBAN',
    noBank: 'Банковские реквизиты ещё не указаны',
  },
} as const;

/** The line's description: offer, action, and whether it corrects earlier periods. */
export function lineDescription(l: InvoiceLine, language: InterfaceLanguage): string {
  const w = WORDS[language];
  const what = paidForWords(l.action, l.paidFor, language);
  return `${l.offerName || `#${l.offerId}`} (#${l.offerId}) · ${what}${l.correction ? ` · ${w.correction}` : ''}`;
}

/** What a bill prints, in order; the affiliate's invoice and the advertiser's (modules/advertiserBilling) share this layout. */
export interface BillLayout {
  title: string;
  author: string;
  /** label and value lines under the title (number, dates, period) */
  header: readonly (readonly [string, string])[];
  /** the two parties side by side: a small title, then their rows */
  parties: readonly [{ title: string; rows: readonly string[] }, { title: string; rows: readonly string[] }];
  /** the table's header cells: description, quantity, rate, amount */
  columns: readonly [string, string, string, string];
  rows: readonly (readonly [string, string, string, string])[];
  total: readonly [string, string];
  /** the larger line under the table (the amount due) */
  due: string;
  /** the closing block: its title and its lines (payment details) */
  closing: { title: string; rows: readonly string[] };
}

/** A bill as an A4 PDF in the embedded DejaVu Sans font, so Cyrillic names and labels print as they are. */
export function billPdf(b: BillLayout, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, compress: options.compress ?? true, info: { Title: b.title, Author: b.author } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // the font's bytes, not its path: the same code then runs where pdfkit's file access is not Node's (tests in jsdom)
  doc.registerFont('DejaVuSans', new Uint8Array(readFileSync(PDF_FONT_PATH)));
  doc.font('DejaVuSans');
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  doc.fontSize(18).text(b.title).moveDown(0.5);
  doc.fontSize(10);
  const line = (label: string, value: string) => doc.text(`${label}: ${value}`);
  for (const [label, value] of b.header) line(label, value);
  doc.moveDown();

  // the two parties side by side
  const top = doc.y;
  const half = width / 2 - 8;
  const party = (x: number, title: string, rows: readonly string[]) => {
    doc.fontSize(9).fillColor('#555555').text(title, x, top, { width: half });
    doc.fontSize(10).fillColor('#000000');
    for (const row of rows) doc.text(row, x, doc.y, { width: half });
    return doc.y;
  };
  const fromEnd = party(left, b.parties[0].title, b.parties[0].rows);
  const toEnd = party(left + width / 2 + 8, b.parties[1].title, b.parties[1].rows);
  doc.x = left;
  doc.y = Math.max(fromEnd, toEnd);
  doc.moveDown();

  // the lines: description, quantity, rate, amount
  const cols = [
    { key: 'description', x: left, width: width - 240, align: 'left' as const },
    { key: 'quantity', x: left + width - 240, width: 60, align: 'right' as const },
    { key: 'rate', x: left + width - 180, width: 80, align: 'right' as const },
    { key: 'amount', x: left + width - 100, width: 100, align: 'right' as const },
  ];
  const row = (cells: readonly string[], options: { bold?: boolean } = {}) => {
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: cols[i]!.width })));
    if (doc.y + height > bottom()) doc.addPage();
    const y = doc.y;
    doc.fillColor(options.bold ? '#000000' : '#111111');
    cells.forEach((text, i) => doc.text(text, cols[i]!.x, y, { width: cols[i]!.width, align: cols[i]!.align }));
    doc.x = left;
    doc.y = y + height + 4;
  };
  const rule = () => {
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
    doc.y += 4;
  };
  row(b.columns, { bold: true });
  rule();
  for (const cells of b.rows) row(cells);
  rule();
  row([b.total[0], '', '', b.total[1]], { bold: true });
  doc.moveDown();
  doc.fontSize(12).text(b.due, left, doc.y, { width }).fontSize(10).moveDown();

  if (doc.y + 90 > bottom()) doc.addPage();
  doc.fontSize(11).text(b.closing.title, left, doc.y, { width }).fontSize(10).moveDown(0.3);
  for (const text of b.closing.rows) doc.text(text);
  doc.end();
  return done;
}

/** A line's cells: description, quantity, rate (or "varies"), amount. */
export const lineCells = (l: InvoiceLine, language: InterfaceLanguage) =>
  [lineDescription(l, language), String(l.quantity), l.rate ?? WORDS[language].varies, l.amount] as const;

/**
 * An affiliate's invoice for a payout as an A4 PDF (billPdf); labels in the affiliate's interface
 * language. The supplier is the affiliate, the payer the network (its legal name and address); one
 * line per offer and action with quantity, rate and amount; the total is the payout's amount, and
 * the bank details the payment goes to close it.
 */
export function invoicePdf(c: InvoiceContent, options: { compress?: boolean } = {}): Promise<Buffer> {
  const w = WORDS[c.language];
  const payment = [
    `${w.method}: ${PaymentMethod.label(PaymentMethod.BankWire, c.language)}`,
    `${w.holder}: ${c.affiliateName}`,
    ...(c.bankAccountNumber ? [`${w.account}: ${c.bankAccountNumber}`] : []),
    ...(c.bankIban ? [`${w.iban}: ${c.bankIban}`] : []),
    ...(!c.bankAccountNumber && !c.bankIban ? [w.noBank] : []),
  ];
  return billPdf(
    {
      title: `${w.invoice} ${c.number}`,
      author: c.networkLegalName || c.companyName,
      header: [
        [w.number, c.number],
        [w.date, c.issuedAt.toISOString().slice(0, 10)],
        [w.period, periodLabel(c.periodStart, c.periodEnd)],
      ],
      parties: [
        { title: w.from, rows: [c.affiliateName, c.affiliateEmail] },
        { title: w.to, rows: [c.networkLegalName || c.companyName, ...addressRows(c.networkAddress)] },
      ],
      columns: [w.description, w.quantity, w.rate, `${w.lineAmount}, ${c.currency}`],
      rows: c.lines.map((l) => lineCells(l, c.language)),
      total: [w.total, c.amount],
      due: `${w.amount}: ${c.amount} ${c.currency}`,
      closing: { title: w.payment, rows: payment },
    },
    options,
  );
}

/** The network's postal address as lines (the setting holds it as text with line breaks). */
export const addressRows = (address: string) => address.split(/\r?\n/).map((r) => r.trim()).filter(Boolean);

/** The brand's company name on generated invoices (VITE_COMPANY_NAME, as the browser shows it). */
export const companyName = () => process.env.VITE_COMPANY_NAME?.trim() || 'AffNet';
