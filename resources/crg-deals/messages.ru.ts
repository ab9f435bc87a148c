// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  name: 'CRG-сделка |||| CRG-сделки',
  fields: {
    id: 'ID',
    offer_id: 'Оффер',
    affiliate_id: 'Партнёр',
    integration_id: 'Интеграция брокера',
    offer_name: 'Оффер',
    affiliate_name: 'Партнёр',
    integration_name: 'Интеграция брокера',
    guarantee_percent: 'Гарантированный CR, %',
    cohort: 'Когорта',
    settle_days: 'Дней на расчёт',
    affiliate_terms: 'Условия для партнёра',
    affiliate_ftd_amount: 'Сумма партнёра за недостающий FTD',
    advertiser_ftd_amount: 'Цена рекламодателя за недостающий FTD',
    starts_on: 'Действует с',
    status: 'Статус',
  },
  cohort: { week: 'Календарная неделя', month: 'Календарный месяц' },
  terms: { chargeback: 'Удерживается', pass_through: 'Выплачивается', none: 'Не меняется' },
  status: { active: 'Активна', paused: 'Приостановлена' },
  any_integration: 'Любая интеграция',
  empty: 'CRG-сделок пока нет.',
  cohorts: {
    title: 'Закрытые когорты',
    none: 'Ни одна когорта ещё не закрыта: когорта закрывается через заданное число дней после её конца.',
    period: 'Когорта',
    leads: 'Лиды',
    ftds: 'Депозиты (FTD)',
    cr: 'CR против гарантии',
    shortfall: 'Недостающие FTD',
    affiliate_amount: 'Корректировка партнёра',
    advertiser_amount: 'К оплате рекламодателем',
  },
  helper: {
    settle_days: 'Депозиты лидов когорты учитываются столько дней после её конца; затем она закрывается.',
    affiliate_terms: 'Что недобор делает с комиссией партнёра.',
  },
} satisfies typeof en;

export const crgDealMessages = { ru };
