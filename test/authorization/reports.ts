import { everyone, type Row } from './rows';

/** Reports (docs/api.md, Reports): each role by its own key (UI_Reports_Traffic, _Basic, UI_LdsLeadInfo_View), feature reports. */
export function reportRows(): Record<string, Row> {
  const report: Row = { ...everyone, keys: ['admin', 'manager', 'affiliate'], feature: ['admin', 'manager', 'affiliate'], body: {} };
  return {
    'POST /reports/traffic': report,
    'POST /reports/traffic/export-csv': report,
    'POST /reports/clicks/list': report,
    'POST /reports/clicks/export-csv': report,
    'POST /reports/conversions/list': report,
    'POST /reports/conversions/export-csv': report,
  };
}
