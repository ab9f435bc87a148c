// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { invoiceMessages as english } from './messages';

export const invoiceMessages = {
  ru: {
    invoices: {
      name: 'Счёт |||| Счета',
      fields: {
        id: 'ID',
        number: 'Номер',
        payout_id: 'Выплата',
        affiliate_name: 'Партнёр',
        amount: 'Сумма',
        status: 'Статус',
        source: 'Создан',
        reason: 'Причина',
        created_at: 'Подан',
        moderated_at: 'Решение',
        moderated_by_name: 'Кто решил',
      },
      source: { generated: 'Сформирован', uploaded: 'Загружен' },
      cancelled: 'отменён после одобрения',
      empty: 'Счетов пока нет. Партнёр подаёт счёт к выплате: формирует его здесь или загружает PDF.',
      download: 'Скачать PDF',
      title: 'Счета',
      none: 'К этой выплате счёта пока нет.',
      generate: 'Сформировать счёт',
      upload: 'Загрузить PDF',
      upload_hint: 'Ваш собственный счёт в PDF, не больше 1 МБ.',
      handed_in: 'Счёт подан и ждёт модерации',
      approve: 'Одобрить',
      reject: 'Отклонить',
      cancel: 'Отменить счёт',
      decided: 'Счёт обновлён',
      dialog: { reject: 'Отклонить счёт %{number}', cancel: 'Отменить счёт %{number}', explain_reject: 'Выплата будет ждать нового счёта от партнёра.', explain_cancel: 'Одобрение отзывается; выплата будет ждать нового счёта.', reason: 'Причина', close: 'Закрыть', confirm: 'Подтвердить' },
    },
  },
} satisfies { ru: (typeof english)['en'] };
