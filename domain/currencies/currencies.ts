import { ADMIN_RULE, type ResourceAccess, type ResourceApi } from '../permissions/access';

/** An ISO 4217 code as the API takes it: three capital letters. */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The workspace currency of a brand setting (VITE_CURRENCY): EUR when it says so, else USD (README, brand). */
export const workspaceCurrencyOf = (value: string | undefined): 'USD' | 'EUR' => (value?.trim().toUpperCase() === 'EUR' ? 'EUR' : 'USD');

/**
 * The currency rates admins keep (spec 4 §3, docs/decisions/currencies.md): like the other
 * admin-kept dictionaries (tracking domain rules), admins only, no key. `create` also covers the
 * CSV import, `delete` one rate.
 */
export const currencyRatesResource = {
  api: { path: '/currency-rates' },
  access: { list: ADMIN_RULE, create: ADMIN_RULE, delete: ADMIN_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** A real calendar day in ISO form (YYYY-MM-DD), as a rate's day is written; from year 1 (PostgreSQL has no year 0). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text < '0001-01-01') return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
