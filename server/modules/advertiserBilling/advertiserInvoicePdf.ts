import { periodLabel } from '../../../domain/billing/terms';
import type { InterfaceLanguage } from '../../../domain/languages';
import { addressRows, billPdf, lineCells, type InvoiceLine } from '../billing/invoicePdf';

export interface AdvertiserInvoiceContent {
  number: string;
  issuedAt: Date;
  dueOn: string;
  /** the brand's name, and the network's legal name and address from the system settings (empty when not set) */
  companyName: string;
  networkLegalName: string;
  networkAddress: string;
  advertiserName: string;
  advertiserEmail: string;
  periodStart: string;
  periodEnd: string;
  lines: readonly InvoiceLine[];
  /** SQL numeric text: the invoice's total */
  amount: string;
  currency: string;
  note: string;
  language: InterfaceLanguage;
}

const WORDS = {
  en: {
    invoice: 'Invoice',
    number: 'Invoice number',
    date: 'Date of issue',
    period: 'Billing period',
    due: 'Due date',
    from: 'From',
    to: 'Bill to',
    description: 'Description',
    quantity: 'Qty',
    rate: 'Rate',
    lineAmount: 'Amount',
    total: 'Total',
    amount: 'Amount due',
    payment: 'Payment',
    payBy: 'Please pay by',
    reference: 'quoting the invoice number',
    note: 'Note',
  },
  ru: {
    invoice: 'Счёт',
    number: 'Номер счёта',
    date: 'Дата выставления',
    period: 'Расчётный период',
    due: 'Оплатить до',
    from: 'От',
    to: 'Плательщик',
    description: 'Описание',
    quantity: 'Кол-во',
    rate: 'Ставка',
    lineAmount: 'Сумма',
    total: 'Итого',
    amount: 'К оплате',
    payment: 'Оплата',
    payBy: 'Просим оплатить до',
    reference: 'с указанием номера счёта',
    note: 'Примечание',
  },
} as const;

/**
 * The network's invoice to an advertiser for a period, in the advertiser's language, on the
 * affiliate invoice's layout (billPdf): from the network (legal name and address) to the
 * advertiser; one line per offer, action and Paid-for type (CRG amounts on lines of their own);
 * the total is the invoice's amount; the due date and the number to quote close it.
 */
export function advertiserInvoicePdf(c: AdvertiserInvoiceContent, options: { compress?: boolean } = {}): Promise<Buffer> {
  const w = WORDS[c.language];
  const network = c.networkLegalName || c.companyName;
  return billPdf(
    {
      title: `${w.invoice} ${c.number}`,
      author: network,
      header: [
        [w.number, c.number],
        [w.date, c.issuedAt.toISOString().slice(0, 10)],
        [w.period, periodLabel(c.periodStart, c.periodEnd)],
        [w.due, c.dueOn],
      ],
      parties: [
        { title: w.from, rows: [network, ...addressRows(c.networkAddress)] },
        { title: w.to, rows: [c.advertiserName, c.advertiserEmail].filter(Boolean) },
      ],
      columns: [w.description, w.quantity, w.rate, `${w.lineAmount}, ${c.currency}`],
      rows: c.lines.map((l) => lineCells(l, c.language)),
      total: [w.total, c.amount],
      due: `${w.amount}: ${c.amount} ${c.currency}`,
      closing: { title: w.payment, rows: [`${w.payBy} ${c.dueOn}, ${w.reference} ${c.number}.`, ...(c.note ? [`${w.note}: ${c.note}`] : [])] },
    },
    options,
  );
}
