import { defineEnum, type EnumValueOf } from '../enums/define-enum';

/**
 * Why a click or conversion is not Safe (spec 4 §4), each shown with its label to holders of
 * UI_FraudDetection_Explain. `strong` reasons make a record Risky on their own; the others make it
 * Mixed, and enough of them together Risky (settings `mixed_reasons_for_risky`).
 */
export const FraudReason = defineEnum([
  { value: 'known_bot', key: 'KnownBot', label: { en: 'Known bot or crawler (user agent)', ru: 'Известный бот или краулер (user agent)' }, style: 'danger' },
  { value: 'data_centre', key: 'DataCentre', label: { en: 'Data-centre or proxy address', ru: 'Адрес дата-центра или прокси' }, style: 'warning' },
  { value: 'duplicate_ip', key: 'DuplicateIp', label: { en: 'Many clicks from one IP address', ru: 'Много кликов с одного IP-адреса' }, style: 'warning' },
  { value: 'duplicate_device', key: 'DuplicateDevice', label: { en: 'Same device clicked the offer again', ru: 'То же устройство снова кликнуло по офферу' }, style: 'warning' },
  { value: 'country_mismatch', key: 'CountryMismatch', label: { en: 'Country mismatch (click, IP, phone)', ru: 'Несовпадение страны (клик, IP, телефон)' }, style: 'warning' },
  { value: 'fast_conversion', key: 'FastConversion', label: { en: 'Converted too soon after the click', ru: 'Конверсия слишком быстро после клика' }, style: 'danger' },
  { value: 'conversion_rate_spike', key: 'ConversionRateSpike', label: { en: "Conversion rate far above the affiliate's norm", ru: 'Конверсия намного выше обычной для партнёра' }, style: 'warning' },
]);
export type FraudReason = EnumValueOf<typeof FraudReason>;

/** Reasons that make a record Risky by themselves. */
export const STRONG_REASONS: readonly FraudReason[] = [FraudReason.KnownBot, FraudReason.FastConversion];
