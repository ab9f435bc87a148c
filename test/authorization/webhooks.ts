import type { Row } from './rows';

/** Webhooks (docs/api.md, Webhooks): one's own; id 999999 is unknown, so 'ok' is a 404 past authorization. */
export function webhookRows(): Record<string, Row> {
  const all: Row = { anonymous: 401, admin: 'ok', manager: 'ok', affiliate: 'ok', keys: ['admin', 'manager', 'affiliate'], feature: ['admin', 'manager', 'affiliate'] };
  const unknown = { params: () => ({ id: 999999 }) };
  return {
    'POST /webhooks/list': { ...all, body: {} },
    'POST /webhooks/deliveries/list': { ...all, body: {} },
    'POST /webhooks/deliveries/:id/retry': { ...all, ...unknown, body: {} },
    'GET /webhooks/:id': { ...all, ...unknown },
    'POST /webhooks': { ...all, body: {} },
    'PUT /webhooks/:id': { ...all, ...unknown, body: {} },
    'DELETE /webhooks/:id': { ...all, ...unknown },
    'POST /webhooks/:id/test': { ...all, ...unknown, body: {} },
    'POST /webhooks/:id/rotate-secret': { ...all, ...unknown, body: {} },
  };
}
