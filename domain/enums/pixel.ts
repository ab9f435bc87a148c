import { defineEnum, type EnumValueOf } from './define-enum';

export const PixelStatus = defineEnum([
  { value: -1, key: 'Deleted', label: { en: 'Deleted', ru: 'Удалён' } },
  { value: 1, key: 'Active', label: { en: 'Active', ru: 'Активен' } },
]);
export type PixelStatus = EnumValueOf<typeof PixelStatus>;

export const PixelType = defineEnum([
  { value: 1, key: 'S2S', label: { en: 'S2S (server to server)', ru: 'S2S (сервер — сервер)' } },
  { value: 2, key: 'IFrame', label: { en: 'iFrame', ru: 'iFrame' } },
  { value: 3, key: 'JS', label: { en: 'JavaScript', ru: 'JavaScript' } },
]);
export type PixelType = EnumValueOf<typeof PixelType>;

export const PixelMethod = defineEnum([
  { value: 1, key: 'POST', label: { en: 'POST', ru: 'POST' } },
  { value: 2, key: 'GET', label: { en: 'GET', ru: 'GET' } },
]);
export type PixelMethod = EnumValueOf<typeof PixelMethod>;

export const PixelAction = defineEnum([
  { value: 1, key: 'OptIn', label: { en: 'Opt-in', ru: 'Подписка (opt-in)' } },
  { value: 2, key: 'Lead', label: { en: 'Lead', ru: 'Лид' } },
  { value: 3, key: 'FTD', label: { en: 'FTD', ru: 'Первый депозит (FTD)' } },
  { value: 4, key: 'Revshare', label: { en: 'Revshare', ru: 'Доля дохода (revshare)' } },
  { value: 5, key: 'Sale', label: { en: 'Sale', ru: 'Продажа' } },
]);
export type PixelAction = EnumValueOf<typeof PixelAction>;

/** The same actions as the string codes that travel in pixel URLs and the API. */
export const PIXEL_ACTION_CODE = {
  1: 'opt-in',
  2: 'lead',
  3: 'ftd',
  4: 'revshare',
  5: 'sale',
} as const satisfies Record<PixelAction, string>;
export type PixelActionCode = (typeof PIXEL_ACTION_CODE)[PixelAction];

export function pixelActionFromCode(code: unknown): PixelAction | undefined {
  return PixelAction.values.find((v) => PIXEL_ACTION_CODE[v] === code);
}

export const PixelProcessingLogStatus = defineEnum([
  { value: 1, key: 'Processed', label: { en: 'Processed', ru: 'Обработан' } },
  { value: 2, key: 'Failed', label: { en: 'Failed', ru: 'Ошибка' } },
]);
export type PixelProcessingLogStatus = EnumValueOf<typeof PixelProcessingLogStatus>;

export const PixelCategory = defineEnum([
  { value: 'global', key: 'Global', label: { en: 'Global', ru: 'Глобальный' } },
  {
    value: 'affiliate_campaign',
    key: 'AffiliateCampaign',
    label: { en: 'Affiliate campaign', ru: 'Партнёрская кампания' },
  },
  // The spec names admin_campaign "Offer": it is the admin-side offer campaign.
  { value: 'admin_campaign', key: 'AdminCampaign', label: { en: 'Offer', ru: 'Оффер' } },
  { value: 'traffic_source', key: 'TrafficSource', label: { en: 'Traffic source', ru: 'Источник трафика' } },
  {
    value: 'marketing_campaign',
    key: 'MarketingCampaign',
    label: { en: 'Marketing campaign', ru: 'Маркетинговая кампания' },
  },
]);
export type PixelCategory = EnumValueOf<typeof PixelCategory>;
