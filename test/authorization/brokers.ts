import { adminManager, type Row } from './rows';

/**
 * Brokers (docs/api.md, Brokers): staff with the push-broker keys: the demo manager reads with the view key
 * of the manager defaults, and changes nothing without the manage key until the keys test hands it over; unknown ids past authorization answer 404.
 */
export function brokerRows(): Record<string, Row> {
  const staff: Row = { ...adminManager, manager: 403, keys: ['admin', 'manager'], feature: ['admin'] };
  const read: Row = { ...adminManager, keys: ['admin', 'manager'], feature: ['admin', 'manager'] };
  return {
    'POST /brokers/integrations/list': { ...read, body: {} },
    'POST /brokers/integrations': { ...staff, body: {} },
    'POST /brokers/integrations/batch-status': { ...staff, body: {} },
    'GET /brokers/integrations/:id': read,
    'PUT /brokers/integrations/:id': { ...staff, body: {}, params: () => ({ id: 999999 }) },
    // an unknown integration: past authorization it answers 404 and calls no broker
    'POST /brokers/integrations/:id/test': { ...staff, body: {}, params: () => ({ id: 999999 }) },
  };
}
