// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  name: 'Биллинг кликов |||| Биллинг кликов',
  fields: {
    id: 'ID',
    day: 'День (UTC)',
    day_from: 'С дня',
    day_to: 'По день',
    affiliate_id: 'Партнёр',
    affiliate_name: 'Партнёр',
    offer_id: 'Оффер',
    offer_name: 'Оффер',
    clicks: 'Оплачиваемые клики',
    commission: 'Комиссия',
    revenue: 'Доход',
    billed: 'Выставлено',
    billed_filter: 'Выставлено полностью',
    period_id: 'Расчётный период',
    payout_id: 'Выплата',
    payout_status: 'Статус выплаты',
    currency: 'Валюта',
  },
  totals: {
    label: 'Итого',
    clicks: '%{count} оплачиваемый клик |||| %{count} оплачиваемых клика |||| %{count} оплачиваемых кликов',
    commission: 'комиссия %{amount}',
    revenue: 'доход %{amount}',
    billed: 'выставлено %{amount}',
  },
  not_billed: 'Ещё не выставлено',
  export: 'Экспорт в CSV',
  empty: {
    title: 'Оплачиваемых кликов пока нет',
    explain:
      'Уникальный клик приносит партнёру комиссию по правилам выплат за клики своего оффера. Оплачиваемые клики каждого дня показываются здесь по партнёрам и офферам и выставляются как позиции CPC в расчётных периодах, выплатах и счетах партнёра.',
    rules: 'Открыть правила выплат за клики',
  },
} satisfies typeof en;

export const clickBillingMessages = { ru };
