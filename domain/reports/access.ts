import { ALL_ROLES, type ResourceAccess, type ResourceApi } from '../permissions/access';

// Reports (docs/api.md, Reports; decisions, Reports): each role by its own key, with the reports
// feature, as the /reports endpoints enforce them. The traffic report is its own call; the logs are
// lists. Imported by the manifests and the server's endpoint rows (server/modules/reports/access.ts).

const FEATURE = 'reports';

/** The traffic report and the click log: staff by UI_Reports_Traffic, affiliates by UI_Reports_Basic. */
export const REPORT_RULE = {
  roles: ALL_ROLES,
  permissionByRole: { admin: 'UI_Reports_Traffic', manager: 'UI_Reports_Traffic', affiliate: 'UI_Reports_Basic' },
  feature: FEATURE,
} as const;

/** The conversion log: lead details for an administrator, the traffic report's key for a manager, the basic report's for an affiliate. */
export const CONVERSION_LOG_RULE = {
  ...REPORT_RULE,
  permissionByRole: { admin: 'UI_LdsLeadInfo_View', manager: 'UI_Reports_Traffic', affiliate: 'UI_Reports_Basic' },
} as const;

/** The Global report: managers holding UI_Reports_Global (administrators' own report already covers the network). */
export const GLOBAL_REPORT_RULE = { roles: ['manager'], permission: 'UI_Reports_Global', feature: FEATURE } as const;

export const trafficReportAccess = { list: REPORT_RULE, export: REPORT_RULE } as const satisfies ResourceAccess;
export const globalReportAccess = { list: GLOBAL_REPORT_RULE, export: GLOBAL_REPORT_RULE } as const satisfies ResourceAccess;

export const clickLogResource = {
  api: { path: '/reports/clicks' },
  access: { list: REPORT_RULE, export: REPORT_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const conversionLogResource = {
  api: { path: '/reports/conversions' },
  access: { list: CONVERSION_LOG_RULE, export: CONVERSION_LOG_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };
