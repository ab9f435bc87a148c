import { STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';
import { defineEnum, type EnumValueOf } from '../enums/define-enum';

// Automation rules (docs/api.md, Automation rules; spec 4 §5; docs/decisions/automation-rules.md):
// "when METRIC over PERIOD for SCOPE is OP VALUE, do ACTION". Staff with UI_AutomationRules_View
// read rules, their runs and dry runs; with _Manage they make, change and delete them. A manager's
// rules are their own and reach only their own affiliates. Imported by the manifest and the server.

export const AUTOMATION_FEATURE = 'automation_rules';
const view = { roles: STAFF, permission: 'UI_AutomationRules_View', feature: AUTOMATION_FEATURE } as const;
const manage = { roles: STAFF, permission: ['UI_AutomationRules_View', 'UI_AutomationRules_Manage'], feature: AUTOMATION_FEATURE } as const;

export const automationRulesResource = {
  api: { path: '/automation-rules' },
  access: { list: view, show: view, create: manage, edit: manage, delete: manage },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/**
 * What a rule measures. Counts are whole numbers; CR (conversions per click) and the Risky share
 * (Risky clicks per click) are whole percents; EPC (the affiliates' commission per click) is in
 * minor units (cents). A rate with no clicks behind it has no value, and the rule does not act.
 */
export const AutomationMetric = defineEnum([
  { value: 'clicks', key: 'Clicks', label: { en: 'clicks', ru: 'клики' } },
  { value: 'leads', key: 'Leads', label: { en: 'leads', ru: 'лиды' } },
  { value: 'ftds', key: 'Ftds', label: { en: 'FTDs', ru: 'FTD' } },
  { value: 'cr', key: 'Cr', label: { en: 'CR, %', ru: 'CR, %' } },
  { value: 'epc', key: 'Epc', label: { en: 'EPC, cents', ru: 'EPC, центы' } },
  { value: 'risky_share', key: 'RiskyShare', label: { en: 'Risky clicks share, %', ru: 'доля рискованных кликов, %' } },
]);
export type AutomationMetric = EnumValueOf<typeof AutomationMetric>;

/** The rolling window the metric is counted over, ending at the start of the current hour. */
export const AutomationPeriod = defineEnum([
  { value: '1h', key: 'Hour', label: { en: 'the last hour', ru: 'последний час' } },
  { value: '24h', key: 'Day', label: { en: 'the last 24 hours', ru: 'последние 24 часа' } },
  { value: '7d', key: 'Week', label: { en: 'the last 7 days', ru: 'последние 7 дней' } },
]);
export type AutomationPeriod = EnumValueOf<typeof AutomationPeriod>;

export const PERIOD_HOURS: Readonly<Record<AutomationPeriod, number>> = { '1h': 1, '24h': 24, '7d': 168 };

/** Whose traffic: the offer's, the affiliate's, the pair's, or each affiliate's on the offer apart. */
export const AutomationScope = defineEnum([
  { value: 'offer', key: 'Offer', label: { en: 'the offer', ru: 'оффер' } },
  { value: 'affiliate', key: 'Affiliate', label: { en: 'the affiliate', ru: 'партнёр' } },
  { value: 'offer_affiliate', key: 'OfferAffiliate', label: { en: 'the affiliate on the offer', ru: 'партнёр на оффере' } },
  { value: 'each_affiliate', key: 'EachAffiliate', label: { en: 'each affiliate on the offer', ru: 'каждый партнёр на оффере' } },
]);
export type AutomationScope = EnumValueOf<typeof AutomationScope>;

export const AutomationOp = defineEnum([
  { value: '>', key: 'Gt', label: { en: '>', ru: '>' } },
  { value: '>=', key: 'Gte', label: { en: '≥', ru: '≥' } },
  { value: '<', key: 'Lt', label: { en: '<', ru: '<' } },
  { value: '<=', key: 'Lte', label: { en: '≤', ru: '≤' } },
  { value: '=', key: 'Eq', label: { en: '=', ru: '=' } },
]);
export type AutomationOp = EnumValueOf<typeof AutomationOp>;

export const AutomationAction = defineEnum([
  { value: 'pause_affiliate', key: 'PauseAffiliate', label: { en: 'pause the affiliate on the offer', ru: 'остановить партнёра на оффере' } },
  { value: 'pause_integration', key: 'PauseIntegration', label: { en: 'pause a broker integration', ru: 'остановить интеграцию брокера' } },
  { value: 'change_cap', key: 'ChangeCap', label: { en: 'set a cap', ru: 'установить лимит' } },
  { value: 'raise_alert', key: 'RaiseAlert', label: { en: 'raise an alert', ru: 'создать оповещение' } },
]);
export type AutomationAction = EnumValueOf<typeof AutomationAction>;

/** Scopes that name an offer, and those that name (or walk) affiliates. */
export const SCOPES_WITH_OFFER: readonly AutomationScope[] = ['offer', 'offer_affiliate', 'each_affiliate'];
export const SCOPES_WITH_AFFILIATE: readonly AutomationScope[] = ['affiliate', 'offer_affiliate'];
/** Pausing an affiliate on an offer needs both. */
export const SCOPES_FOR_PAUSE_AFFILIATE: readonly AutomationScope[] = ['offer_affiliate', 'each_affiliate'];

/**
 * Whether the measured ratio num/den compares true with `value` (exactly, by cross-multiplying:
 * no floats). `scale` is 100 for percents, 1 for counts and cents per click. No clicks: no value.
 */
export function compares(op: AutomationOp, num: bigint, den: bigint, value: bigint, scale: bigint): boolean | null {
  if (den === 0n) return null;
  const left = num * scale;
  const right = value * den;
  switch (op) {
    case '>': return left > right;
    case '>=': return left >= right;
    case '<': return left < right;
    case '<=': return left <= right;
    case '=': return left === right;
  }
}
