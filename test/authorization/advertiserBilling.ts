import { adminOnly, type Row } from './rows';

/**
 * Advertiser billing (docs/api.md, Advertiser billing): the admin's, with UI_AdvertiserBilling_View to
 * read, + ManageInvoices, ManagePayments or ManageTransactions to act; feature advertiser_billing. Id 999999 is unknown:
 * 'ok' is its 404 or 422.
 */
export function advertiserBillingRows(): Record<string, Row> {
  const admin: Row = { ...adminOnly, keys: ['admin'], feature: ['admin'] };
  const unknown = () => ({ id: 999999 });
  return {
    'POST /advertiser-billing/invoices/list': { ...admin, body: {} },
    'POST /advertiser-billing/invoices': { ...admin, body: {} },
    'GET /advertiser-billing/invoices/:id': { ...admin, params: unknown },
    'DELETE /advertiser-billing/invoices/:id': { ...admin, params: unknown },
    'GET /advertiser-billing/invoices/:id/file': { ...admin, params: unknown },
    'POST /advertiser-billing/invoices/:id/send': { ...admin, params: unknown, body: {} },
    'POST /advertiser-billing/payments': { ...admin, body: {} },
    'DELETE /advertiser-billing/payments/:id': { ...admin, params: unknown },
    'POST /advertiser-billing/balances/list': { ...admin, body: {} },
    'POST /advertiser-billing/revenue/list': { ...admin, body: {} },
    'POST /advertiser-billing/adjustments/list': { ...admin, body: {} },
    'POST /advertiser-billing/adjustments': { ...admin, body: {} },
    'DELETE /advertiser-billing/adjustments/:id': { ...admin, params: unknown },
    // the admin dashboard's card: without the key or the feature it answers `enabled: false`, not a 403
    'POST /dashboard/invoiced-profit': { ...adminOnly, body: {} },
  };
}
