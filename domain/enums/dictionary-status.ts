import { defineEnum, type EnumValueOf } from './define-enum';

// Separate enums rather than one shared: the Russian adjective agrees with the noun
// (домен, язык — masculine; категория — feminine; правило — neuter).

export const TrackingDomainStatus = defineEnum([
  { value: -1, key: 'Deactivated', label: { en: 'Deactivated', ru: 'Деактивирован' }, style: 'danger' },
  { value: 1, key: 'Active', label: { en: 'Active', ru: 'Активен' }, style: 'success' },
]);
export type TrackingDomainStatus = EnumValueOf<typeof TrackingDomainStatus>;

export const LanguageStatus = defineEnum([
  { value: -1, key: 'Deactivated', label: { en: 'Deactivated', ru: 'Деактивирован' }, style: 'danger' },
  { value: 1, key: 'Active', label: { en: 'Active', ru: 'Активен' }, style: 'success' },
]);
export type LanguageStatus = EnumValueOf<typeof LanguageStatus>;

export const MarketplaceCategoryStatus = defineEnum([
  { value: -1, key: 'Deactivated', label: { en: 'Deactivated', ru: 'Деактивирована' }, style: 'danger' },
  { value: 1, key: 'Active', label: { en: 'Active', ru: 'Активна' }, style: 'success' },
]);
export type MarketplaceCategoryStatus = EnumValueOf<typeof MarketplaceCategoryStatus>;

export const TrackingDomainRuleStatus = defineEnum([
  { value: -1, key: 'Deleted', label: { en: 'Deleted', ru: 'Удалено' }, style: 'danger' },
  { value: 1, key: 'Active', label: { en: 'Active', ru: 'Активно' }, style: 'success' },
]);
export type TrackingDomainRuleStatus = EnumValueOf<typeof TrackingDomainRuleStatus>;
