import { defineEnum, type EnumValueOf } from './define-enum';

export const TrafficSource = defineEnum([
  { value: 'MIXED', key: 'Mixed', label: { en: 'Mixed', ru: 'Смешанный' } },
  { value: 'BING', key: 'Bing', label: { en: 'Bing', ru: 'Bing' } },
  { value: 'EMAIL', key: 'Email', label: { en: 'E-mail', ru: 'Электронная почта' } },
  { value: 'FB', key: 'Fb', label: { en: 'Facebook', ru: 'Facebook' } },
  { value: 'GA', key: 'Ga', label: { en: 'Google Ads', ru: 'Google Ads' } },
  { value: 'NATIVE', key: 'Native', label: { en: 'Native', ru: 'Нативная реклама' } },
  { value: 'POPS', key: 'Pops', label: { en: 'Pops', ru: 'Pop-реклама' } },
  { value: 'PUSH', key: 'Push', label: { en: 'Push', ru: 'Push-уведомления' } },
  { value: 'SEO', key: 'Seo', label: { en: 'SEO', ru: 'Поисковая оптимизация (SEO)' } },
  { value: 'SMS', key: 'Sms', label: { en: 'SMS', ru: 'SMS' } },
  { value: 'YOUTUBE', key: 'Youtube', label: { en: 'YouTube', ru: 'YouTube' } },
  { value: 'TWITTER', key: 'Twitter', label: { en: 'Twitter', ru: 'Twitter' } },
  { value: 'TIKTOK', key: 'Tiktok', label: { en: 'TikTok', ru: 'TikTok' } },
]);
export type TrafficSource = EnumValueOf<typeof TrafficSource>;

export const ChannelType = defineEnum([
  { value: 'email', key: 'Email', label: { en: 'E-mail', ru: 'Электронная почта' } },
  { value: 'native', key: 'Native', label: { en: 'Native', ru: 'Нативная реклама' } },
  { value: 'seo', key: 'Seo', label: { en: 'SEO', ru: 'Поисковая оптимизация (SEO)' } },
  { value: 'push', key: 'Push', label: { en: 'Push', ru: 'Push-уведомления' } },
  { value: 'sms', key: 'Sms', label: { en: 'SMS', ru: 'SMS' } },
  { value: 'bing', key: 'Bing', label: { en: 'Bing', ru: 'Bing' } },
  { value: 'fb', key: 'Fb', label: { en: 'Facebook', ru: 'Facebook' } },
  { value: 'google_search', key: 'GoogleSearch', label: { en: 'Google Search', ru: 'Поиск Google' } },
  { value: 'pops', key: 'Pops', label: { en: 'Pops', ru: 'Pop-реклама' } },
  { value: 'youtube', key: 'Youtube', label: { en: 'YouTube', ru: 'YouTube' } },
  { value: 'mixed', key: 'Mixed', label: { en: 'Mixed', ru: 'Смешанный' } },
  { value: 'twitter', key: 'Twitter', label: { en: 'Twitter', ru: 'Twitter' } },
  { value: 'tiktok', key: 'Tiktok', label: { en: 'TikTok', ru: 'TikTok' } },
  { value: 'gdn', key: 'Gdn', label: { en: 'Google Display Network', ru: 'Контекстно-медийная сеть Google' } },
]);
export type ChannelType = EnumValueOf<typeof ChannelType>;

export const TrafficChannelChangeOption = defineEnum([
  { value: 0, key: 'OnlyForAffiliate', label: { en: 'Only for the affiliate', ru: 'Только для партнёра' } },
  {
    value: 1,
    key: 'ForAffiliateAndHisCampaigns',
    label: { en: 'For the affiliate and their campaigns', ru: 'Для партнёра и его кампаний' },
  },
]);
export type TrafficChannelChangeOption = EnumValueOf<typeof TrafficChannelChangeOption>;

export const TrackingType = defineEnum([
  { value: 'api_lds', key: 'ApiLds', label: { en: 'API (LDS)', ru: 'API (LDS)' } },
  {
    value: 'smart_link_tracker',
    key: 'SmartLinkTracker',
    label: { en: 'Smart link tracker', ru: 'Трекер смарт-ссылок' },
  },
  {
    value: 'smart_link_ai_tracker',
    key: 'SmartLinkAiTracker',
    label: { en: 'Smart link AI tracker', ru: 'ИИ-трекер смарт-ссылок' },
  },
  { value: 'promo_code', key: 'PromoCode', label: { en: 'Promo code', ru: 'Промокод' } },
  { value: 'leaddistbroker', key: 'Leaddistbroker', label: { en: 'LeadDistBroker', ru: 'LeadDistBroker' } },
  { value: 'leverate', key: 'Leverate', label: { en: 'Leverate', ru: 'Leverate' } },
]);
export type TrackingType = EnumValueOf<typeof TrackingType>;

export const DeviceType = defineEnum([
  { value: 1, key: 'Mobile', label: { en: 'Mobile', ru: 'Мобильное устройство' } },
  { value: 2, key: 'Desktop', label: { en: 'Desktop', ru: 'Компьютер' } },
]);
export type DeviceType = EnumValueOf<typeof DeviceType>;
export const DEFAULT_DEVICE_TYPE: DeviceType = DeviceType.Desktop;

// Tablets count as mobile: the layout question is "small touch screen", not "phone".
const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|webOS/i;

export function deviceTypeFromUserAgent(userAgent: string | null | undefined): DeviceType {
  return userAgent && MOBILE_USER_AGENT.test(userAgent) ? DeviceType.Mobile : DEFAULT_DEVICE_TYPE;
}

export const DynamicParameter = defineEnum([
  { value: 'campaign_id', key: 'CampaignId', label: { en: 'Campaign ID', ru: 'ID кампании' } },
  { value: 'campaign_name', key: 'CampaignName', label: { en: 'Campaign name', ru: 'Название кампании' } },
  { value: 'campaign_language', key: 'CampaignLanguage', label: { en: 'Campaign language', ru: 'Язык кампании' } },
  { value: 'country', key: 'Country', label: { en: 'Country', ru: 'Страна' } },
  { value: 'os', key: 'Os', label: { en: 'Operating system', ru: 'Операционная система' } },
  { value: 'platform', key: 'Platform', label: { en: 'Platform', ru: 'Платформа' } },
  { value: 'browser', key: 'Browser', label: { en: 'Browser', ru: 'Браузер' } },
  { value: 'ip', key: 'Ip', label: { en: 'IP address', ru: 'IP-адрес' } },
  { value: 'isp', key: 'Isp', label: { en: 'Internet provider', ru: 'Интернет-провайдер' } },
  { value: 'commission', key: 'Commission', label: { en: 'Commission', ru: 'Комиссия' } },
  { value: 'commission_type', key: 'CommissionType', label: { en: 'Commission type', ru: 'Тип комиссии' } },
  { value: 'affiliate_name', key: 'AffiliateName', label: { en: 'Affiliate name', ru: 'Имя партнёра' } },
  { value: 'affiliate_alias', key: 'AffiliateAlias', label: { en: 'Affiliate alias', ru: 'Псевдоним партнёра' } },
  { value: 'order_sum', key: 'OrderSum', label: { en: 'Order sum', ru: 'Сумма заказа' } },
  { value: 'order_currency', key: 'OrderCurrency', label: { en: 'Order currency', ru: 'Валюта заказа' } },
  { value: 'promo_code', key: 'PromoCode', label: { en: 'Promo code', ru: 'Промокод' } },
]);
export type DynamicParameter = EnumValueOf<typeof DynamicParameter>;

/** The alternate PascalCase spelling of the same parameters (no campaign name in this set). */
export const DynamicParameterAlt = defineEnum([
  { value: 'CampaignId', key: 'CampaignId', label: { en: 'Campaign ID', ru: 'ID кампании' } },
  { value: 'CampaignLanguage', key: 'CampaignLanguage', label: { en: 'Campaign language', ru: 'Язык кампании' } },
  { value: 'Country', key: 'Country', label: { en: 'Country', ru: 'Страна' } },
  { value: 'OS', key: 'OS', label: { en: 'Operating system', ru: 'Операционная система' } },
  { value: 'Platform', key: 'Platform', label: { en: 'Platform', ru: 'Платформа' } },
  { value: 'Browser', key: 'Browser', label: { en: 'Browser', ru: 'Браузер' } },
  { value: 'IP', key: 'IP', label: { en: 'IP address', ru: 'IP-адрес' } },
  { value: 'ISP', key: 'ISP', label: { en: 'Internet provider', ru: 'Интернет-провайдер' } },
  { value: 'Commission', key: 'Commission', label: { en: 'Commission', ru: 'Комиссия' } },
  { value: 'CommissionType', key: 'CommissionType', label: { en: 'Commission type', ru: 'Тип комиссии' } },
  { value: 'AffUsername', key: 'AffUsername', label: { en: 'Affiliate name', ru: 'Имя партнёра' } },
  { value: 'AffAlias', key: 'AffAlias', label: { en: 'Affiliate alias', ru: 'Псевдоним партнёра' } },
  { value: 'OrderSum', key: 'OrderSum', label: { en: 'Order sum', ru: 'Сумма заказа' } },
  { value: 'OrderCurrency', key: 'OrderCurrency', label: { en: 'Order currency', ru: 'Валюта заказа' } },
  { value: 'PromoCode', key: 'PromoCode', label: { en: 'Promo code', ru: 'Промокод' } },
]);
export type DynamicParameterAlt = EnumValueOf<typeof DynamicParameterAlt>;
