// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { payoutMessages as english } from './messages';

export const payoutMessages = {
  ru: {
    payouts: {
      name: 'Выплата |||| Выплаты',
      fields: {
        id: 'ID',
        affiliate_id: 'Партнёр',
        affiliate_name: 'Партнёр',
        affiliate_email: 'E-mail партнёра',
        amount: 'Сумма',
        currency: 'Валюта',
        status: 'Статус',
        reason: 'Причина',
        period: 'Период',
        period_start: 'С',
        period_end: 'По',
        created_at: 'Создана',
        updated_at: 'Изменена',
        bank_account_number: 'Номер счёта',
        bank_iban_number: 'IBAN',
      },
      empty: 'Выплат пока нет. Выплата создаётся, когда расчётный период закрывается с комиссией не ниже порога.',
      log: 'История статусов',
      no_log: 'Изменений пока нет.',
      by: '— %{name}',
      by_job: '— задача биллинга',
      move: 'Сменить статус',
      move_to: 'Отметить: %{status}',
      moved: 'Выплата обновлена',
      moved_many: 'Обновлено выплат: %{smart_count} |||| Обновлено выплат: %{smart_count}',
      export: 'Экспорт CSV',
      dialog: {
        title: 'Выплата №%{id}: %{status}',
        reason: 'Причина',
        cancel: 'Отмена',
        confirm: 'Подтвердить',
      },
      periods: { title: 'Расчётные периоды', none: 'Ни один расчётный период ещё не закрыт.', total: 'Начислено', payout: 'Выплата', rolled_over: 'Ниже порога: переносится' },
      force: {
        button: 'Закрыть период досрочно',
        title: 'Досрочное закрытие расчётного периода',
        explain: 'Всё заработанное до сих пор выставляется к оплате, и невыплаченное становится выплатой независимо от порога.',
        done: 'Расчётный период закрыт',
      },
      balance: {
        title: 'Баланс',
        earned_total: 'Заработано всего',
        unpaid: 'Ещё не выплачено',
        pending_payouts: 'В выплатах в пути',
        threshold: 'Порог выплаты',
        reached: 'Порог достигнут: при закрытии периода будет создана выплата.',
        not_reached: 'Ниже порога: сумма переносится на следующий период.',
      },
    },
  },
} satisfies { ru: (typeof english)['en'] };
