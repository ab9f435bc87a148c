import { adminManager, type Row } from './rows';

/** The activity log (docs/api.md, Activity log): UI_Logs_View with the logs feature. */
export function activityRows(): Record<string, Row> {
  const view: Row = { ...adminManager, body: {}, keys: ['admin', 'manager'], feature: ['admin', 'manager'] };
  return {
    'POST /activity-log/list': view,
    'POST /activity-log/export-csv': view,
  };
}
