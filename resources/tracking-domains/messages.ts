// resources.tracking-domains.* in both catalogues (src/i18n/en.ts, ru.ts)

const en = {
  name: 'Tracking domain |||| Tracking domains',
  fields: {
    id: 'ID',
    domain: 'Domain',
    status: 'Status',
    status_label: 'Status',
    rules_count: 'Active rules',
    primary_rule_id: 'Primary rule',
    created_at: 'Added',
    q: 'Search',
  },
  empty: 'No tracking domains yet.',
  invite: 'Add the first one?',
  helper: {
    domain: 'Host name only, such as track.example.com: no http://, path or port.',
  },
  validation: {
    scheme: 'Enter the host name only, without http:// or https://.',
    path: 'Enter the host name only, without a path, query or port.',
    invalid: 'Enter a valid public host name, such as track.example.com.',
  },
  action: {
    activate: 'Activate',
    deactivate: 'Deactivate',
  },
  message: {
    deactivate_title: 'Deactivate "%{domain}"?',
    deactivate_content: 'New links will no longer use this domain. You can activate it again at any time.',
  },
  notifications: {
    created: 'Tracking domain added',
    updated: 'Tracking domain saved',
    activated: 'Tracking domain activated',
    deactivated: 'Tracking domain deactivated',
  },
  rules: {
    title: 'Rules',
    add: 'Add rule',
    empty: 'This domain has no rules yet. Its first rule becomes the primary one.',
  },
};

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
    invalid: 'Укажите корректное публичное имя хоста, например track.example.com.',
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

export const trackingDomainMessages = { en, ru };
