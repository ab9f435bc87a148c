import { adminManager, type Row } from './rows';

/**
 * Automation rules (docs/api.md, Automation rules): staff with UI_AutomationRules_View read rules,
 * runs and dry runs; with _Manage too they make, change and delete them; the automation_rules
 * feature gates all. Id 999999 is unknown: 'ok' is its 404.
 */
export function automationRows(): Record<string, Row> {
  // the demo manager holds neither key until the keys test hands them over
  const view: Row = { ...adminManager, manager: 403, keys: ['admin', 'manager'], feature: ['admin'] };
  const manage: Row = view;
  const unknown = () => ({ id: 999999 });
  return {
    'POST /automation-rules/list': { ...view, body: {} },
    'POST /automation-rules': { ...manage, body: {} },
    'GET /automation-rules/:id': { ...view, params: unknown },
    'PUT /automation-rules/:id': { ...manage, body: {}, params: unknown },
    'DELETE /automation-rules/:id': { ...manage, params: unknown },
    'POST /automation-rules/:id/runs/list': { ...view, body: {}, params: unknown },
    'POST /automation-rules/:id/dry-run': { ...view, body: {}, params: unknown },
  };
}
