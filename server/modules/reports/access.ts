import type { Access } from '../../http/types';

/** The Reports keys of document 2 §6, as the report endpoints enforce them (decisions, Reports). */
export const REPORT_KEYS = {
  traffic: 'UI_Reports_Traffic',
  basic: 'UI_Reports_Basic',
  referrer: 'UI_Reports_Referrer',
  leadInfo: 'UI_LdsLeadInfo_View',
  global: 'UI_Reports_Global',
} as const;
export const SHOW_ONLY_CLICKS = 'UI_Reports_ShowOnlyClicks';

/** The traffic report and the click log: staff by UI_Reports_Traffic, affiliates by UI_Reports_Basic. */
export const REPORT_ACCESS = {
  kind: 'roles',
  roles: ['admin', 'manager', 'affiliate'],
  permissionByRole: { admin: REPORT_KEYS.traffic, manager: REPORT_KEYS.traffic, affiliate: REPORT_KEYS.basic },
  feature: 'reports',
} as const satisfies Access;

/** The conversion log: lead details for an administrator, the traffic report's key for a manager, the basic report's for an affiliate. */
export const CONVERSION_LOG_ACCESS = {
  ...REPORT_ACCESS,
  permissionByRole: { admin: REPORT_KEYS.leadInfo, manager: REPORT_KEYS.traffic, affiliate: REPORT_KEYS.basic },
} as const satisfies Access;

/** The Global report: managers holding UI_Reports_Global (administrators' own report already covers the network). */
export const GLOBAL_REPORT_ACCESS = { kind: 'roles', roles: ['manager'], permission: REPORT_KEYS.global, feature: 'reports' } as const satisfies Access;
