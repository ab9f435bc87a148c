import type { Row } from './rows';

/** Affiliate postbacks (docs/api.md, Affiliate postbacks): id 999999 is unknown, so 'ok' is a 404 past authorization. */
export function postbackRows(): Record<string, Row> {
  const all: Row = { anonymous: 401, admin: 'ok', manager: 'ok', affiliate: 'ok', keys: ['admin', 'manager', 'affiliate'], feature: ['admin', 'manager', 'affiliate'] };
  const unknown = { params: () => ({ id: 999999 }) };
  return {
    'POST /postbacks/list': { ...all, body: {} },
    'POST /postbacks/log/list': { ...all, body: {} },
    'GET /postbacks/integration-status': all,
    'POST /postbacks': { ...all, body: {} },
    'PUT /postbacks/:id': { ...all, ...unknown, body: {} },
    'DELETE /postbacks/:id': { ...all, ...unknown },
    'POST /postbacks/:id/test': { ...all, ...unknown, body: {} },
  };
}
