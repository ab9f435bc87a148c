import type { KeysOfGroups, PermissionDef, PermissionGroup } from './types';

const ALL_THREE = ['manager', 'admin', 'affiliate'] as const;

/** The five children shared by affiliate and click billing; in affiliate billing affiliates get ManageInvoices only. */
function billingRows<P extends 'UI_Billing' | 'UI_ClickBilling'>(prefix: P, noun: { en: string; ru: string }) {
  const notAffiliate = prefix === 'UI_Billing' ? (['affiliate'] as const) : undefined;
  return [
    {
      key: `${prefix}_View`,
      name: { en: `View ${noun.en}`, ru: `Просмотр: ${noun.ru}` },
      childrenPermissions: (['ManagePayouts', 'Create', 'ManageInvoices', 'ManageTransactions', 'RestorePayments'] as const).map(
        (action) => `${prefix}_${action}` as const,
      ),
    },
    { key: `${prefix}_ManagePayouts`, name: { en: 'Manage payouts', ru: 'Управление выплатами' }, excludeRoles: notAffiliate },
    { key: `${prefix}_Create`, name: { en: 'Create payouts', ru: 'Создание выплат' }, excludeRoles: notAffiliate },
    {
      key: `${prefix}_ManageInvoices`,
      name: { en: 'Manage invoices', ru: 'Управление счетами' },
      tooltip: { en: 'Upload, confirm and cancel invoices.', ru: 'Загрузка, подтверждение и отмена счетов.' },
    },
    {
      key: `${prefix}_ManageTransactions`,
      name: { en: 'Manage transactions', ru: 'Управление транзакциями' },
      excludeRoles: notAffiliate,
      tooltip: {
        en: 'Void, unvoid and change the amount of commissions.',
        ru: 'Аннулирование, восстановление и изменение суммы комиссий.',
      },
    },
    {
      key: `${prefix}_RestorePayments`,
      name: { en: 'Restore payments', ru: 'Восстановление платежей' },
      excludeRoles: notAffiliate,
    },
  ] as const satisfies readonly PermissionDef[];
}

function viewManage<P extends string>(prefix: P, noun: { en: string; ru: string }, manageExcludes?: readonly ['affiliate']) {
  return [
    { key: `${prefix}_View`, name: { en: `View ${noun.en}`, ru: `Просмотр: ${noun.ru}` }, childrenPermissions: [`${prefix}_Manage`] },
    { key: `${prefix}_Manage`, name: { en: `Manage ${noun.en}`, ru: `Управление: ${noun.ru}` }, excludeRoles: manageExcludes },
  ] as const satisfies readonly PermissionDef[];
}

/** Billing, commission subtypes, payout, revenue and referral rules (spec 2 §6). */
const GROUPS = [
  {
    id: 'affiliate_billing',
    title: { en: 'Affiliate billing', ru: 'Биллинг партнёров' },
    roles: ALL_THREE,
    feature: 'affiliate_billing',
    permissions: billingRows('UI_Billing', { en: 'affiliate billing', ru: 'биллинг партнёров' }),
  },
  {
    id: 'crg',
    title: { en: 'CRG', ru: 'CRG' },
    roles: ALL_THREE,
    feature: 'crg',
    permissions: [{ key: 'UI_CRG_View', name: { en: 'View CRG deals', ru: 'Просмотр CRG-сделок' } }],
  },
  {
    id: 'epl',
    title: { en: 'EPL', ru: 'EPL' },
    roles: ALL_THREE,
    feature: 'epl',
    permissions: [{ key: 'UI_EPL_View', name: { en: 'View EPL deals', ru: 'Просмотр EPL-сделок' } }],
  },
  {
    id: 'click_billing',
    title: { en: 'Click billing', ru: 'Биллинг кликов' },
    roles: ['manager', 'admin'],
    feature: 'click_commissions',
    permissions: billingRows('UI_ClickBilling', { en: 'click billing', ru: 'биллинг кликов' }),
  },
  {
    id: 'advertiser_billing',
    title: { en: 'Advertiser billing', ru: 'Биллинг рекламодателей' },
    roles: ['admin'],
    feature: 'advertiser_billing',
    permissions: [
      {
        key: 'UI_AdvertiserBilling_View',
        name: { en: 'View advertiser billing', ru: 'Просмотр биллинга рекламодателей' },
        childrenPermissions: [
          'UI_AdvertiserBilling_ManagePayments',
          'UI_AdvertiserBilling_ManageInvoices',
          'UI_AdvertiserBilling_ManageTransactions',
        ],
      },
      { key: 'UI_AdvertiserBilling_ManagePayments', name: { en: 'Manage payments', ru: 'Управление платежами' } },
      { key: 'UI_AdvertiserBilling_ManageInvoices', name: { en: 'Manage invoices', ru: 'Управление счетами' } },
      { key: 'UI_AdvertiserBilling_ManageTransactions', name: { en: 'Manage transactions', ru: 'Управление транзакциями' } },
    ],
  },
  {
    id: 'payout_rules',
    title: { en: 'Payout rules', ru: 'Правила выплат' },
    roles: ALL_THREE,
    feature: 'payout_rules',
    permissions: viewManage('UI_PayoutRules', { en: 'payout rules', ru: 'правила выплат' }, ['affiliate']),
  },
  {
    id: 'revenue_rules',
    title: { en: 'Revenue rules', ru: 'Правила дохода' },
    roles: ['manager', 'admin'],
    feature: 'revenue_rules',
    permissions: viewManage('UI_RevenueRules', { en: 'revenue rules', ru: 'правила дохода' }),
  },
  {
    id: 'click_payout_rules',
    title: { en: 'Click payout rules', ru: 'Правила выплат за клики' },
    roles: ALL_THREE,
    feature: 'click_commissions',
    permissions: viewManage('UI_ClickPayoutRules', { en: 'click payout rules', ru: 'правила выплат за клики' }, ['affiliate']),
  },
  {
    id: 'referral_program',
    title: { en: 'Referral program', ru: 'Реферальная программа' },
    roles: ALL_THREE,
    feature: 'referral_program',
    permissions: viewManage('UI_ReferralProgram', { en: 'referral program', ru: 'реферальная программа' }, ['affiliate']),
  },
] as const satisfies readonly PermissionGroup[];

export type BillingKey = KeysOfGroups<typeof GROUPS>;
export const BILLING_GROUPS: readonly PermissionGroup<BillingKey>[] = GROUPS;
