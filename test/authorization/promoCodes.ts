import { adminManager, type Row } from './rows';

/** Promo codes (docs/api.md, Promo codes): offer management's view key to read (always the affiliate's, so not toggled for them), promotion rules' to assign and remove. */
export function promoCodeRows(): Record<string, Row> {
  const staff: Row = { ...adminManager, keys: ['admin', 'manager'], feature: ['admin', 'manager'] };
  return {
    'POST /promo-codes/list': { anonymous: 401, admin: 'ok', manager: 'ok', affiliate: 'ok', keys: ['admin', 'manager'], feature: ['admin', 'manager', 'affiliate'], body: {} },
    'POST /promo-codes': { ...staff, body: {} },
    'DELETE /promo-codes/:id': { ...staff, params: () => ({ id: 999999 }) },
  };
}
