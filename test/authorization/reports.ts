import { everyone, type Row } from './rows';

/** Reports (docs/api.md, Reports): each role by its own key (UI_Reports_Traffic, _Basic, UI_LdsLeadInfo_View; the Global report UI_Reports_Global, managers), feature reports; the lead funnel also UI_PushBrokers_View for staff, feature push_brokers. */
export function reportRows(): Record<string, Row> {
  const report: Row = { ...everyone, keys: ['admin', 'manager', 'affiliate'], feature: ['admin', 'manager', 'affiliate'], body: {} };
  // the Global report: managers by UI_Reports_Global
  const global: Row = { anonymous: 401, admin: 403, manager: 'ok', affiliate: 403, keys: ['manager'], feature: ['manager'], body: {} };
  const funnel: Row = { ...everyone, keys: ['admin', 'manager', 'affiliate'], feature: ['admin', 'manager', 'affiliate'], body: {} };
  return {
    'POST /reports/traffic': report,
    'POST /reports/traffic/export-csv': report,
    'POST /reports/clicks/list': report,
    'POST /reports/clicks/export-csv': report,
    'POST /reports/conversions/list': report,
    'POST /reports/conversions/export-csv': report,
    'POST /reports/global': global,
    'POST /reports/global/export-csv': global,
    // the lead funnel: staff also by UI_PushBrokers_View (the demo manager without it until the keys test hands it over), feature push_brokers
    'POST /reports/lead-funnel': funnel,
    'POST /reports/lead-funnel/export-csv': funnel,
  };
}
