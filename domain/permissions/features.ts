import type { EnumLabel } from '../enums/define-enum';

/**
 * Workspace feature flags (spec 2 §1), plus hide_revenue, which spec 1 §1 names and spec 2's full
 * list omits: it is a settable feature like the others (decisions, R320).
 */
export const WORKSPACE_FEATURES = [
  'affiliate_billing',
  'capacity',
  'fraud_detection',
  'fraud_detection_reason',
  'marketing_campaigns',
  'offer_management',
  'payout_rules',
  'referral_program',
  'revenue_rules',
  'postback_management',
  'automation_rules',
  'logs',
  'user_operations',
  'reports',
  'lead_status',
  'hide_sale_order_sum',
  'advertiser_billing',
  'click_commissions',
  'automatically_create_revenue_rule',
  'push_brokers',
  'crg',
  'epl',
  'theming_customization',
  'cpa_network_solution',
  'archives',
  'hide_revenue',
] as const;

export type WorkspaceFeature = (typeof WORKSPACE_FEATURES)[number];

export const WORKSPACE_FEATURE_LABELS: Readonly<Record<WorkspaceFeature, EnumLabel>> = {
  affiliate_billing: { en: 'Affiliate billing', ru: 'Биллинг партнёров' },
  capacity: { en: 'Capacity', ru: 'Капасити' },
  fraud_detection: { en: 'Fraud detection', ru: 'Обнаружение фрода' },
  fraud_detection_reason: { en: 'Fraud detection reasons', ru: 'Причины фрода' },
  marketing_campaigns: { en: 'Marketing campaigns', ru: 'Маркетинговые кампании' },
  offer_management: { en: 'Offer management', ru: 'Управление офферами' },
  payout_rules: { en: 'Payout rules', ru: 'Правила выплат' },
  referral_program: { en: 'Referral program', ru: 'Реферальная программа' },
  revenue_rules: { en: 'Revenue rules', ru: 'Правила дохода' },
  postback_management: { en: 'Postback management', ru: 'Управление постбэками' },
  automation_rules: { en: 'Automation rules', ru: 'Правила автоматизации' },
  logs: { en: 'Logs', ru: 'Журналы' },
  user_operations: { en: 'User operations', ru: 'Операции с пользователями' },
  reports: { en: 'Reports', ru: 'Отчёты' },
  lead_status: { en: 'Lead status', ru: 'Статус лида' },
  hide_sale_order_sum: { en: 'Hide sale order sum', ru: 'Скрывать сумму заказа' },
  advertiser_billing: { en: 'Advertiser billing', ru: 'Биллинг рекламодателей' },
  click_commissions: { en: 'Click commissions', ru: 'Комиссии за клики' },
  automatically_create_revenue_rule: {
    en: 'Create revenue rules automatically',
    ru: 'Автоматически создавать правила дохода',
  },
  push_brokers: { en: 'Push brokers', ru: 'Push-брокеры' },
  crg: { en: 'CRG', ru: 'CRG' },
  epl: { en: 'EPL', ru: 'EPL' },
  theming_customization: { en: 'Theme customisation', ru: 'Настройка тем' },
  cpa_network_solution: { en: 'Advertisers (CPA network)', ru: 'Рекламодатели (CPA-сеть)' },
  archives: { en: 'Archives', ru: 'Архивы' },
  hide_revenue: { en: 'Hide revenue', ru: 'Скрывать доход' },
};

export function isWorkspaceFeature(value: unknown): value is WorkspaceFeature {
  return typeof value === 'string' && (WORKSPACE_FEATURES as readonly string[]).includes(value);
}

/**
 * A fresh install: every module on; the two flags that take information away from users
 * (hide_revenue, hide_sale_order_sum) off until an admin opts in (decisions, R318).
 */
export const DEFAULT_WORKSPACE_FEATURES: readonly WorkspaceFeature[] = Object.freeze(
  WORKSPACE_FEATURES.filter((f) => f !== 'hide_revenue' && f !== 'hide_sale_order_sum'),
);

/** The stored list cleaned: known flags only, each once, in catalogue order. */
export function normalizeFeatures(values: readonly unknown[]): WorkspaceFeature[] {
  return WORKSPACE_FEATURES.filter((f) => values.includes(f));
}

/**
 * Features this version has no screen, endpoint or rule for yet (the permission groups they gate
 * name keys nothing reads): System settings names them instead of offering switches that change nothing.
 */
export const FEATURES_WITHOUT_SCREENS: readonly WorkspaceFeature[] = [
  'capacity',
  'theming_customization',
];
