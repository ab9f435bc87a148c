import { adminManager, type Row } from './rows';

/**
 * Archives (docs/api.md, Archives): staff holding UI_Archivation_Manage list, download and restore;
 * the archives feature gates all. Id 999999 is unknown: 'ok' is its 404.
 */
export function archiveRows(): Record<string, Row> {
  // the demo manager does not hold the key until the keys test hands it over
  const manage: Row = { ...adminManager, manager: 403, keys: ['admin', 'manager'], feature: ['admin'] };
  const unknown = () => ({ id: 999999 });
  return {
    'POST /archives/list': { ...manage, body: {} },
    'GET /archives/:id': { ...manage, params: unknown },
    'GET /archives/:id/download': { ...manage, params: unknown },
    'POST /archives/:id/restore': { ...manage, body: {}, params: unknown },
  };
}
