import { adminManager, type Row } from './rows';

/** Alerts (docs/api.md, Alerts): each staff member's own; id 999999 is unknown, so 'ok' is a 404 past authorization. */
export function alertRows(): Record<string, Row> {
  return {
    'POST /alerts/list': { ...adminManager, body: {} },
    'GET /alerts/unread-count': adminManager,
    // the stream's answer is 200 with an open body the table never reads
    'GET /alerts/stream': adminManager,
    'POST /alerts/read-all': adminManager,
    'POST /alerts/:id/read': { ...adminManager, params: () => ({ id: 999999 }) },
  };
}
