import { adminManager, type Row } from './rows';

/** Contact-today (docs/api.md, Contact-today): staff with UI_ContactToday_View, changes also UI_ContactToday_Manage; id 999999 is unknown, so 'ok' is a 404 past authorization. */
export function deskRows(): Record<string, Row> {
  const staff: Row = { ...adminManager, keys: ['admin', 'manager'] };
  return {
    'POST /contact-today/list': { ...staff, body: {} },
    'POST /contact-today/recompute': { ...staff, body: {} },
    'PUT /contact-today/:id': { ...staff, params: () => ({ id: 999999 }), body: { status: 2 } },
  };
}
