import { adminOnly, type Row } from './rows';

/** Currency rates (docs/api.md, Currency rates): admins only; id 999999 is unknown, so 'ok' is a 404 past authorization. */
export function currencyRows(): Record<string, Row> {
  return {
    'POST /currency-rates/list': { ...adminOnly, body: {} },
    'POST /currency-rates': { ...adminOnly, body: {} },
    'POST /currency-rates/import': { ...adminOnly, body: {} },
    'DELETE /currency-rates/:id': { ...adminOnly, params: () => ({ id: 999999 }) },
  };
}
