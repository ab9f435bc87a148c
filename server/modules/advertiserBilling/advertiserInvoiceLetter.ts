import { periodLabel } from '../../../domain/billing/terms';
import type { InterfaceLanguage } from '../../../domain/languages';

const WORDS = {
  en: {
    subject: (number: string, network: string) => `Invoice ${number} from ${network}`,
    hello: (name: string) => `Hello ${name},`,
    body: (period: string) => `here is our invoice for ${period}.`,
    amount: 'Amount due',
    due: 'Due date',
    paid: 'Already received',
    quote: 'Please quote the invoice number with your payment. The invoice PDF is attached to this e-mail; it is also in your advertiser account.',
  },
  ru: {
    subject: (number: string, network: string) => `Счёт ${number} от ${network}`,
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: (period: string) => `направляем счёт за период ${period}.`,
    amount: 'К оплате',
    due: 'Оплатить до',
    paid: 'Уже получено',
    quote: 'Пожалуйста, укажите номер счёта в платеже. PDF счёта приложен к этому письму; он также доступен в вашем кабинете рекламодателя.',
  },
} as const;

/**
 * The e-mail that sends an advertiser their invoice, in their language: the number, period,
 * amount, what was received, the due date; the caller attaches the invoice's PDF.
 */
export function advertiserInvoiceLetter(i: {
  number: string;
  network: string;
  advertiserName: string;
  periodStart: string;
  periodEnd: string;
  amount: string;
  paid: string;
  currency: string;
  dueOn: string;
  language: InterfaceLanguage;
}): { subject: string; body: string } {
  const w = WORDS[i.language];
  const lines = [
    w.hello(i.advertiserName || i.network),
    '',
    w.body(periodLabel(i.periodStart, i.periodEnd)),
    '',
    `${w.amount}: ${i.amount} ${i.currency}`,
    ...(/^0(\.0+)?$/.test(i.paid) ? [] : [`${w.paid}: ${i.paid} ${i.currency}`]),
    `${w.due}: ${i.dueOn}`,
    '',
    w.quote,
    '',
    i.network,
  ];
  return { subject: w.subject(i.number, i.network), body: lines.join('\n') };
}
