import { adminManager, type Row } from './rows';

/**
 * Distribution flows (docs/api.md, Flows): staff with the push-broker keys, the demo manager without
 * them until the keys test hands them over; unknown ids past authorization answer 404.
 */
export function flowRows(): Record<string, Row> {
  const staff: Row = { ...adminManager, manager: 403, keys: ['admin', 'manager'], feature: ['admin'] };
  const read: Row = { ...adminManager, keys: ['admin', 'manager'], feature: ['admin', 'manager'] };
  const unknown = () => ({ id: 999999 });
  return {
    'POST /flows/list': { ...read, body: {} },
    'POST /flows': { ...staff, body: {} },
    'GET /flows/:id': read,
    'PUT /flows/:id': { ...staff, body: {}, params: unknown },
    'DELETE /flows/:id': { ...staff, params: unknown },
  };
}
