import { adminOnly, everyone, type Row } from './rows';

/** Affiliate billing (docs/api.md, Billing): UI_Billing_View to read, + UI_Billing_ManagePayouts to act; feature affiliate_billing. Id 999999 is unknown: 'ok' is its 404 or 422. */
export function billingRows(): Record<string, Row> {
  const view: Row = { ...everyone, keys: ['admin', 'manager', 'affiliate'], feature: ['admin', 'manager', 'affiliate'] };
  // the demo manager holds no UI_Billing_ManagePayouts until the keys test hands it over
  const manage: Row = { anonymous: 401, admin: 'ok', manager: 403, affiliate: 403, keys: ['admin', 'manager'], feature: ['admin'] };
  const submit: Row = { anonymous: 401, admin: 403, manager: 403, affiliate: 'ok', keys: ['affiliate'], feature: ['affiliate'] };
  const moderate: Row = { anonymous: 401, admin: 'ok', manager: 'ok', affiliate: 403, keys: ['admin', 'manager'], feature: ['admin', 'manager'] };
  return {
    'POST /billing/payouts/list': { ...view, body: {} },
    'GET /billing/payouts/:id': { ...view, params: () => ({ id: 999999 }) },
    'POST /billing/payouts/:id/status': { ...manage, params: () => ({ id: 999999 }), body: { status: 1 } },
    'POST /billing/payouts/batch-status': { ...manage, body: { ids: [999999], status: 1 } },
    'POST /billing/payouts/export-csv': { ...view, body: {} },
    'GET /billing/balance': { anonymous: 401, admin: 403, manager: 403, affiliate: 'ok', keys: ['affiliate'], feature: ['affiliate'] },
    'POST /billing/periods/list': { ...view, body: {} },
    'POST /billing/periods/close': { ...adminOnly, keys: ['admin'], feature: ['admin'], body: {} },
    'POST /billing/periods/force': { ...manage, body: { affiliate_id: 999999, reason: 1 } },
    // invoices: + UI_Billing_ManageInvoices to hand one in (affiliates) or to moderate (staff)
    'POST /billing/invoices/list': { ...view, body: {} },
    'GET /billing/invoices/:id': { ...view, params: () => ({ id: 999999 }) },
    'GET /billing/invoices/:id/file': { ...view, params: () => ({ id: 999999 }) },
    'POST /billing/payouts/:id/invoice': { ...submit, params: () => ({ id: 999999 }), body: {} },
    'POST /billing/payouts/:id/invoice/upload': { ...submit, params: () => ({ id: 999999 }), body: {} },
    'POST /billing/invoices/:id/approve': { ...moderate, params: () => ({ id: 999999 }), body: {} },
    'POST /billing/invoices/:id/reject': { ...moderate, params: () => ({ id: 999999 }), body: { reason: 1 } },
    'POST /billing/invoices/:id/cancel': { ...moderate, params: () => ({ id: 999999 }), body: { reason: 1 } },
  };
}
