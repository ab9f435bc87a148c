import type { Row } from './rows';

/**
 * Leads (docs/api.md, Leads): staff with the push-broker view key (the manager defaults hold it),
 * an affiliate their own; only an affiliate sends a lead. The
 * `push_brokers` feature switched off refuses all. Unknown ids past authorization answer 404. The
 * contract path `/api/v1/leads` is the affiliate's only: staff are refused whatever keys they hold.
 */
const adminOnlyRow: Row = { anonymous: 401, admin: 'ok', manager: 403, affiliate: 403 };

export function leadRows(): Record<string, Row> {
  const read: Row = { anonymous: 401, admin: 'ok', manager: 'ok', affiliate: 'ok', keys: ['admin', 'manager'], feature: ['admin', 'manager', 'affiliate'] };
  return {
    'POST /leads/list': { ...read, body: {} },
    'POST /leads/export-csv': { ...read, body: {} },
    'POST /leads': { anonymous: 401, admin: 403, manager: 403, affiliate: 'ok', feature: ['affiliate'], body: {} },
    'GET /leads/:id': read,
    // the contract path (spec 4 §1): the affiliate's alone, no role segment
    'POST /v1/leads': { anonymous: 401, admin: 403, manager: 403, affiliate: 'ok', feature: ['affiliate'], body: {} },
    'GET /v1/leads/:id': { anonymous: 401, admin: 403, manager: 403, affiliate: 'ok', feature: ['affiliate'] },
    // re-push: staff who manage push brokers (the demo manager without the keys until they are handed over)
    'POST /leads/:id/repush': { anonymous: 401, admin: 'ok', manager: 403, affiliate: 403, keys: ['admin', 'manager'], feature: ['admin'], body: {} },
    // a status a person enters: the re-push rule
    'POST /leads/:id/statuses': { anonymous: 401, admin: 'ok', manager: 403, affiliate: 403, keys: ['admin', 'manager'], feature: ['admin'], body: {} },
    // erasure on request: the admin alone (an empty body is refused before anything is erased)
    'POST /leads/:id/erase': { ...adminOnlyRow, body: {} },
    // the dashboards' lead figures: every role in its scope; with push_brokers off it answers `enabled: false`, not a 403
    'POST /dashboard/lead-figures': { anonymous: 401, admin: 'ok', manager: 'ok', affiliate: 'ok', body: {} },
  };
}
