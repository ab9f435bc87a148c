import { defineEnum, type EnumValueOf } from '../enums/define-enum';

/** What a Risky conversion does (spec 4 §4): flagged only, put on hold, or recorded not payable with reason `fraud`. */
export const RiskyAction = defineEnum([
  { value: 'flag', key: 'Flag', label: { en: 'Flag only', ru: 'Только пометить' } },
  { value: 'hold', key: 'Hold', label: { en: 'Put on hold', ru: 'Поставить на удержание' } },
  { value: 'not_payable', key: 'NotPayable', label: { en: 'Not payable (fraud)', ru: 'Не к оплате (мошенничество)' } },
]);
export type RiskyAction = EnumValueOf<typeof RiskyAction>;

/** The admin's fraud-detection settings (System settings, section `fraud-detection`). */
export interface FraudSettings {
  /** how far back duplicate clicks are looked for, in minutes */
  duplicate_window_minutes: number;
  /** clicks from one IP address within the window, this one included, from which it is a duplicate IP */
  duplicate_ip_clicks: number;
  /** a conversion sooner than this after its click, in seconds, is too fast; 0: not checked */
  min_conversion_seconds: number;
  /** the affiliate's last-24-hour conversion rate on the offer this many times their 30-day norm is a spike */
  conversion_rate_factor: number;
  /** conversions in the last 24 hours before a spike is judged (few conversions say little) */
  conversion_rate_min_conversions: number;
  /** this many non-strong reasons together make a record Risky */
  mixed_reasons_for_risky: number;
  risky_action: RiskyAction;
  /** an affiliate with at least this share (%) of Risky clicks, or of Risky conversions, in the last 24 hours raises the Risky traffic alert */
  risky_alert_percent: number;
  /** clicks in the last 24 hours before their Risky share is judged */
  risky_alert_min_clicks: number;
  /** conversions in the last 24 hours before their Risky share is judged */
  risky_alert_min_conversions: number;
}

export const DEFAULT_FRAUD_SETTINGS: Readonly<FraudSettings> = Object.freeze({
  duplicate_window_minutes: 60,
  duplicate_ip_clicks: 5,
  min_conversion_seconds: 10,
  conversion_rate_factor: 5,
  conversion_rate_min_conversions: 5,
  mixed_reasons_for_risky: 2,
  risky_action: RiskyAction.Flag,
  risky_alert_percent: 20,
  risky_alert_min_clicks: 100,
  risky_alert_min_conversions: 10,
});

/** The limits of each number, for the server's 422 and the form's inputs alike. */
export const FRAUD_SETTING_LIMITS = {
  duplicate_window_minutes: { min: 1, max: 10_080, integer: true },
  duplicate_ip_clicks: { min: 2, max: 10_000, integer: true },
  min_conversion_seconds: { min: 0, max: 86_400, integer: true },
  conversion_rate_factor: { min: 1.5, max: 1000, integer: false },
  conversion_rate_min_conversions: { min: 1, max: 100_000, integer: true },
  mixed_reasons_for_risky: { min: 1, max: 5, integer: true },
  risky_alert_percent: { min: 1, max: 100, integer: true },
  risky_alert_min_clicks: { min: 1, max: 1_000_000, integer: true },
  risky_alert_min_conversions: { min: 1, max: 100_000, integer: true },
} as const satisfies Record<Exclude<keyof FraudSettings, 'risky_action'>, { min: number; max: number; integer: boolean }>;
