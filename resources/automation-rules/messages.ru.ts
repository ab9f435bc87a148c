// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  name: 'Правило автоматизации |||| Правила автоматизации',
  fields: {
    id: 'ID',
    name: 'Название',
    rule: 'Правило',
    status: 'Статус',
    metric: 'Показатель',
    period: 'Период',
    scope: 'Область',
    offer_id: 'Оффер',
    affiliate_id: 'Партнёр',
    op: 'Сравнение',
    value: 'Значение',
    action: 'Действие',
    integration_id: 'Интеграция брокера',
    cap_period: 'Период лимита',
    cap_metric: 'Что считает лимит',
    cap_limit: 'Лимит',
    last_run_at: 'Последний запуск',
  },
  sentence: {
    when: 'Когда',
    over: 'за',
    for: 'для',
    is: 'составляет',
    do: 'сделать:',
    text: 'Когда %{metric} за %{period} для: %{scope} %{op} %{value}, сделать: %{action}.',
    cap: '%{period}, %{metric}, лимит %{limit}',
  },
  status: { active: 'Активно', paused: 'На паузе' },
  helper: { value: 'Целое число: проценты для CR и доли рискованных, центы для EPC.' },
  never: 'Ещё нет',
  delete: { title: 'Удалить правило %{recordRepresentation}?', content: 'Правило и журнал его запусков будут удалены. Уже сделанные изменения останутся.' },
  dry_run: {
    title: 'Пробный запуск',
    explain: 'Что правило сделало бы в этот час по данным своего периода; ничего не меняется.',
    button: 'Пробный запуск',
    nothing: 'За этот период нечего измерять.',
  },
  results: { subject: 'Чьи данные', value: 'Значение', would: 'Сделало бы', nothing: 'Ничего', no_value: 'нет кликов' },
  runs: {
    title: 'Запуски',
    none: 'Правило ещё не запускалось: активные правила запускаются раз в час.',
    ran_at: 'Время запуска',
    matched: 'Совпало',
    changed: 'Изменено',
    what: 'Что сделано',
  },
  outcome: { paused: 'остановлено', cap_set: 'лимит установлен', alert_raised: 'оповещение создано', unchanged: 'уже так', none: '—' },
} satisfies typeof en;

export const automationRuleMessages = { ru };
