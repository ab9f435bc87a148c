// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  'advertiser-my-invoices': {
    name: 'Счёт |||| Мои счета',
    fields: {
      id: 'ID',
      number: 'Номер',
      period: 'Период',
      issued_at: 'Выставлен',
      due_on: 'Срок оплаты',
      amount: 'Сумма',
      paid: 'Оплачено',
      balance: 'Осталось оплатить',
      status: 'Статус',
      note: 'Примечание',
    },
    empty: 'Счетов пока нет: менеджер выставляет счёт за каждый завершённый период.',
    download: 'Скачать PDF',
    balance: {
      title: 'Ваш баланс',
      invoiced: 'Выставлено',
      adjusted: 'Зачёты и начисления',
      paid: 'Оплачено',
      balance: 'Осталось оплатить',
      overdue: 'Просрочено',
    },
    lines: { title: 'Строки', description: 'Описание', quantity: 'Кол-во', rate: 'Ставка', amount: 'Сумма', varies: 'разная' },
    payments: {
      title: 'Ваши платежи',
      none: 'По этому счёту платежей пока не получено.',
      received_on: 'Дата получения',
      amount: 'Сумма',
      method: 'Способ',
      reference: 'Референс',
    },
  },
} satisfies typeof en;

export const myInvoiceMessages = { ru };
