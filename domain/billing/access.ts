import { AFFILIATE, ALL_ROLES, STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// Conversions and affiliate billing (docs/api.md, Conversions and Billing): the billing keys the
// /conversions and /billing endpoints need. Imported by the manifests and the server's endpoint rows.

const view = { roles: ALL_ROLES, permission: 'UI_Billing_View' } as const;

export const conversionsResource = {
  api: { path: '/conversions', batch: { approve: '/conversions/hold/approve', reject: '/conversions/hold/reject' } },
  access: { list: view, show: view, edit: { roles: STAFF, permission: ['UI_Billing_View', 'UI_Billing_ManageTransactions'] } },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const payoutsResource = {
  api: { path: '/billing/payouts', batch: { status: '/billing/payouts/batch-status' } },
  access: { list: view, show: view, edit: { roles: STAFF, permission: ['UI_Billing_View', 'UI_Billing_ManagePayouts'] } },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** create: an affiliate hands in an invoice for a payout; edit: staff approve, reject or cancel it. */
export const invoicesResource = {
  api: { path: '/billing/invoices' },
  access: {
    list: view,
    show: view,
    create: { roles: AFFILIATE, permission: ['UI_Billing_View', 'UI_Billing_ManageInvoices'] },
    edit: { roles: STAFF, permission: ['UI_Billing_View', 'UI_Billing_ManageInvoices'] },
  },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const billingPeriodsResource = {
  api: { path: '/billing/periods' },
  access: { list: view },
} as const satisfies { api: ResourceApi; access: ResourceAccess };
