import { defineEnum, type EnumValueOf } from './define-enum';

export const ResponseStatus = defineEnum([
  { value: 0, key: 'Error', label: { en: 'Error', ru: 'Ошибка' } },
  { value: 1, key: 'Success', label: { en: 'Success', ru: 'Успешно' } },
]);
export type ResponseStatus = EnumValueOf<typeof ResponseStatus>;

export const DeepLink = defineEnum([
  { value: 0, key: 'NotAllowed', label: { en: 'Not allowed', ru: 'Запрещено' }, style: 'danger' },
  { value: 1, key: 'Allowed', label: { en: 'Allowed', ru: 'Разрешено' }, style: 'success' },
]);
export type DeepLink = EnumValueOf<typeof DeepLink>;

export const Autologin = defineEnum([
  { value: 1, key: 'Used', label: { en: 'Used', ru: 'Использован' }, style: 'success' },
  { value: 0, key: 'NotUsed', label: { en: 'Not used', ru: 'Не использован' }, style: 'danger' },
]);
export type Autologin = EnumValueOf<typeof Autologin>;

/** Select options only: the API carries a boolean, so convert at the edge. */
export const TestFlag = defineEnum([
  { value: 1, key: 'True', label: { en: 'Yes', ru: 'Да' } },
  { value: 0, key: 'False', label: { en: 'No', ru: 'Нет' } },
]);
export type TestFlag = EnumValueOf<typeof TestFlag>;

/** An unset select stays unset rather than becoming false. */
export function testFlagToBoolean(value: unknown): boolean | undefined {
  if (value === TestFlag.True) return true;
  if (value === TestFlag.False) return false;
  return undefined;
}

export function testFlagFromBoolean(value: boolean): TestFlag {
  return value ? TestFlag.True : TestFlag.False;
}

export const Tag = defineEnum([
  { value: 'allow_affiliate', key: 'AllowAffiliate', label: { en: 'Affiliates', ru: 'Партнёры' } },
  { value: 'allow_offer', key: 'AllowOffer', label: { en: 'Offers', ru: 'Офферы' } },
  { value: 'allow_advertiser', key: 'AllowAdvertiser', label: { en: 'Advertisers', ru: 'Рекламодатели' } },
]);
export type Tag = EnumValueOf<typeof Tag>;

export const SystemSettingsConfirm = defineEnum([
  { value: 1, key: 'Confirm', label: { en: 'Confirm', ru: 'Подтвердить' } },
]);
export type SystemSettingsConfirm = EnumValueOf<typeof SystemSettingsConfirm>;

export const Currency = defineEnum([
  { value: 'USD', key: 'USD', label: { en: 'US dollar ($)', ru: 'Доллар США ($)' } },
  { value: 'EUR', key: 'EUR', label: { en: 'Euro (€)', ru: 'Евро (€)' } },
]);
export type Currency = EnumValueOf<typeof Currency>;
export const DEFAULT_CURRENCY: Currency = Currency.USD;
export const CURRENCY_SYMBOL: Readonly<Record<Currency, string>> = { USD: '$', EUR: '€' };
