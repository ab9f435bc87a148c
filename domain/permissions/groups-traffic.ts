import type { KeysOfGroups, PermissionGroup } from './types';

/** Marketing campaigns, capacity, push brokers and reports (spec 2 §6). */
const GROUPS = [
  {
    id: 'marketing_campaigns',
    title: { en: 'Marketing campaigns', ru: 'Маркетинговые кампании' },
    roles: ['manager', 'admin', 'affiliate'],
    feature: 'marketing_campaigns',
    permissions: [
      {
        key: 'UI_SmartLinks_View',
        name: { en: 'View marketing campaigns', ru: 'Просмотр маркетинговых кампаний' },
        childrenPermissions: ['UI_SmartLinks_Manage', 'UI_SmartLinks_Suspend'],
      },
      { key: 'UI_SmartLinks_Manage', name: { en: 'Manage marketing campaigns', ru: 'Управление маркетинговыми кампаниями' } },
      { key: 'UI_SmartLinks_Suspend', name: { en: 'Suspend marketing campaigns', ru: 'Приостановка маркетинговых кампаний' } },
    ],
  },
  {
    id: 'capacity',
    title: { en: 'Capacity', ru: 'Капасити' },
    roles: ['admin'],
    feature: 'capacity',
    tooltip: {
      en: 'Caps on leads or sales an offer or a country accepts per period.',
      ru: 'Лимиты лидов или продаж, которые оффер или страна принимает за период.',
    },
    permissions: [
      {
        key: 'UI_OfferCapacity_View',
        name: { en: 'View offer capacity', ru: 'Просмотр капасити офферов' },
        childrenPermissions: ['UI_OfferCapacity_Manage'],
      },
      { key: 'UI_OfferCapacity_Manage', name: { en: 'Manage offer capacity', ru: 'Управление капасити офферов' } },
      {
        key: 'UI_Capacity_View',
        name: { en: 'View country capacity', ru: 'Просмотр капасити по странам' },
        childrenPermissions: ['UI_Capacity_Manage'],
      },
      { key: 'UI_Capacity_Manage', name: { en: 'Manage country capacity', ru: 'Управление капасити по странам' } },
    ],
  },
  {
    id: 'push_brokers',
    title: { en: 'Push brokers', ru: 'Push-брокеры' },
    roles: ['manager', 'admin'],
    feature: 'push_brokers',
    permissions: [
      { key: 'UI_PushBrokers_View', name: { en: 'View push brokers', ru: 'Просмотр push-брокеров' }, childrenPermissions: ['UI_PushBrokers_Manage'] },
      { key: 'UI_PushBrokers_Manage', name: { en: 'Manage push brokers', ru: 'Управление push-брокерами' } },
    ],
  },
  {
    id: 'reports',
    title: { en: 'Reports', ru: 'Отчёты' },
    roles: ['manager', 'admin'],
    feature: 'reports',
    permissions: [
      { key: 'UI_Reports_Traffic', name: { en: 'Traffic report', ru: 'Отчёт по трафику' } },
      { key: 'UI_Reports_Global', name: { en: 'Global report', ru: 'Общий отчёт' }, excludeRoles: ['admin'] },
      { key: 'UI_Reports_Referrer', name: { en: 'Referrer report', ru: 'Отчёт по реферерам' } },
      { key: 'UI_Reports_Basic', name: { en: 'Basic report', ru: 'Базовый отчёт' }, excludeRoles: ['manager', 'admin'] },
      {
        key: 'UI_LdsLeadInfo_View',
        name: { en: 'Lead details', ru: 'Сведения о лидах' },
        excludeRoles: ['manager'],
        tooltip: { en: 'Personal data of leads; handle with care.', ru: 'Персональные данные лидов; обращайтесь бережно.' },
      },
      { key: 'UI_LdsEmailInfo_View', name: { en: 'Lead e-mail addresses', ru: 'E-mail лидов' }, excludeRoles: ['manager'] },
    ],
  },
  {
    id: 'statistics',
    title: { en: 'Statistics', ru: 'Статистика' },
    roles: ['manager'],
    permissions: [
      {
        key: 'UI_Reports_ShowOnlyClicks',
        name: { en: 'Show clicks only', ru: 'Показывать только клики' },
        tooltip: {
          en: 'Reports show this manager clicks and nothing after them.',
          ru: 'Отчёты показывают этому менеджеру только клики.',
        },
      },
    ],
  },
  {
    id: 'order_sum',
    title: { en: 'View order sum', ru: 'Просмотр суммы заказа' },
    roles: ['affiliate'],
    feature: 'hide_sale_order_sum',
    permissions: [{ key: 'UI_Order_Sum', name: { en: 'See the order sum of sales', ru: 'Видеть сумму заказа в продажах' } }],
  },
  {
    id: 'affiliate_reports',
    title: { en: 'Reports', ru: 'Отчёты' },
    roles: ['affiliate'],
    feature: 'reports',
    permissions: [{ key: 'UI_Reports_Basic', name: { en: 'Basic report', ru: 'Базовый отчёт' } }],
  },
] as const satisfies readonly PermissionGroup[];

export type TrafficKey = KeysOfGroups<typeof GROUPS>;
export const TRAFFIC_GROUPS: readonly PermissionGroup<TrafficKey>[] = GROUPS;
