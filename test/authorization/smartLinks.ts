import { adminManager, everyone, type Row } from './rows';

/**
 * Smart links (docs/api.md, Smart links): everyone with UI_SmartLinks_View lists and reads (an
 * affiliate their own); staff with _Manage make and change them, with _Suspend suspend them (the
 * demo manager holds neither until the keys test hands them over); unknown ids answer 404.
 */
export function smartLinkRows(): Record<string, Row> {
  const read: Row = { ...everyone, keys: ['admin', 'manager', 'affiliate'], feature: ['admin', 'manager', 'affiliate'] };
  const staff: Row = { ...adminManager, manager: 403, keys: ['admin', 'manager'], feature: ['admin'] };
  const unknown = () => ({ id: 999999 });
  return {
    'POST /smart-links/list': { ...read, body: {} },
    'POST /smart-links': { ...staff, body: {} },
    'GET /smart-links/:id': { ...read, params: unknown },
    'PUT /smart-links/:id': { ...staff, body: {}, params: unknown },
    'POST /smart-links/batch-status': { ...staff, body: { ids: [999999], status: 3 } },
  };
}
