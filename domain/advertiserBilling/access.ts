import { ADMIN, type ResourceAccess, type ResourceApi } from '../permissions/access';

// Advertiser billing, staff side (docs/api.md, Advertiser billing; spec 4 §7): the catalogue's
// advertiser_billing group is the admin's (roles ['admin'], no manager default), so every rule here
// is the admin's. Imported by the manifests and the server's endpoint rows.

const FEATURE = 'advertiser_billing';
const view = { roles: ADMIN, permission: 'UI_AdvertiserBilling_View', feature: FEATURE } as const;
/** create, delete and send invoices */
export const MANAGE_INVOICES = { roles: ADMIN, permission: ['UI_AdvertiserBilling_View', 'UI_AdvertiserBilling_ManageInvoices'], feature: FEATURE } as const;
/** record and delete payments received */
export const MANAGE_PAYMENTS = { roles: ADMIN, permission: ['UI_AdvertiserBilling_View', 'UI_AdvertiserBilling_ManagePayments'], feature: FEATURE } as const;
/** put credits and debits on an advertiser's balance outside an invoice (adjustments) */
export const MANAGE_TRANSACTIONS = { roles: ADMIN, permission: ['UI_AdvertiserBilling_View', 'UI_AdvertiserBilling_ManageTransactions'], feature: FEATURE } as const;
export const VIEW_ADVERTISER_BILLING = view;

export const advertiserInvoicesResource = {
  api: { path: '/advertiser-billing/invoices' },
  access: { list: view, show: view, create: MANAGE_INVOICES, delete: MANAGE_INVOICES },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** A payment received is recorded against an invoice (`create`) and deleted when it was a mistake. */
export const advertiserPaymentsResource = {
  api: { path: '/advertiser-billing/payments' },
  access: { create: MANAGE_PAYMENTS, delete: MANAGE_PAYMENTS },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const advertiserBalancesResource = {
  api: { path: '/advertiser-billing/balances' },
  access: { list: view },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** Revenue approved against revenue invoiced, per advertiser and period, and the profit on it. */
export const advertiserRevenueResource = {
  api: { path: '/advertiser-billing/revenue' },
  access: { list: view },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** Credits and debits on an advertiser's balance outside an invoice: listed by those who read billing, made and deleted by those who manage transactions. */
export const advertiserAdjustmentsResource = {
  api: { path: '/advertiser-billing/adjustments' },
  access: { list: view, create: MANAGE_TRANSACTIONS, delete: MANAGE_TRANSACTIONS },
} as const satisfies { api: ResourceApi; access: ResourceAccess };
