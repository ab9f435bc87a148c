import { adminManager, type Row } from './rows';

/**
 * Brokers (docs/api.md, Brokers): staff with the push-broker keys, the demo manager without them
 * until the keys test hands them over; unknown ids past authorization answer 404.
 */
export function brokerRows(): Record<string, Row> {
  const staff: Row = { ...adminManager, manager: 403, keys: ['admin', 'manager'], feature: ['admin'] };
  return {
    'POST /brokers/integrations/list': { ...staff, body: {} },
    'POST /brokers/integrations': { ...staff, body: {} },
    'POST /brokers/integrations/batch-status': { ...staff, body: {} },
    'GET /brokers/integrations/:id': staff,
    'PUT /brokers/integrations/:id': { ...staff, body: {}, params: () => ({ id: 999999 }) },
    // an unknown integration: past authorization it answers 404 and calls no broker
    'POST /brokers/integrations/:id/test': { ...staff, body: {}, params: () => ({ id: 999999 }) },
  };
}
