// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  name: 'Трекинговый домен |||| Трекинговые домены',
  fields: {
    id: 'ID',
    domain: 'Домен',
    status: 'Статус',
    status_label: 'Статус',
    rules_count: 'Активные правила',
    primary_rule_id: 'Основное правило',
    created_at: 'Добавлен',
    q: 'Поиск',
  },
  empty: 'Трекинговых доменов пока нет.',
  invite: 'Добавить первый?',
  helper: {
    domain: 'Только имя хоста, например track.example.com: без http://, пути и порта.',
  },
  validation: {
    scheme: 'Укажите только имя хоста, без http:// или https://.',
    path: 'Укажите только имя хоста, без пути, параметров и порта.',
    invalid: 'Укажите корректное публичное имя хоста, например track.example.com (или имя на .localhost, чтобы попробовать сеть на этом компьютере).',
  },
  action: {
    activate: 'Активировать',
    deactivate: 'Деактивировать',
  },
  message: {
    deactivate_title: 'Деактивировать «%{domain}»?',
    deactivate_content: 'Новые ссылки перестанут использовать этот домен. Его можно снова активировать в любой момент.',
  },
  notifications: {
    created: 'Трекинговый домен добавлен',
    updated: 'Трекинговый домен сохранён',
    activated: 'Трекинговый домен активирован',
    deactivated: 'Трекинговый домен деактивирован',
  },
  rules: {
    title: 'Правила',
    add: 'Добавить правило',
    empty: 'У домена пока нет правил. Первое правило станет основным.',
  },
} satisfies typeof en;

export const trackingDomainMessages = { ru };
