import { defineEnum, type EnumValueOf } from '../enums/define-enum';

/**
 * How a conversion found its affiliate (spec 4 §6): by its click (or its lead), or by the promo
 * code the advertiser reported with no click (tracking type `promo_code`).
 */
export const ConversionAttribution = defineEnum([
  { value: 'click', key: 'Click', label: { en: 'Click', ru: 'Клик' } },
  { value: 'promo_code', key: 'PromoCode', label: { en: 'Promo code', ru: 'Промокод' } },
]);
export type ConversionAttribution = EnumValueOf<typeof ConversionAttribution>;
