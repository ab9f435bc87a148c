import { SUB_IDS } from './trackingLink';

/**
 * Macros in `{braces}` (spec 3 §3, document 2's dynamic parameters). A landing URL is filled at
 * the click, so it may hold only what a click knows (CLICK_MACROS; some, such as {isp} or
 * {campaign_language}, have no value yet and become ''); the conversion's own values exist only
 * in an affiliate's postback (POSTBACK_ONLY_MACROS), and a landing URL naming one is refused
 * (decisions, offers: landing URL macros).
 */
export const CLICK_MACROS: readonly string[] = [
  'click_id', 'offer_id', 'aff_id', 'affiliate_id', ...SUB_IDS,
  'campaign_id', 'campaign_name', 'campaign_language', 'country', 'os', 'platform', 'browser', 'ip', 'isp',
  'affiliate_name', 'affiliate_alias',
  'ClickId', 'OfferId', 'AffId', 'CampaignId', 'CampaignName', 'CampaignLanguage', 'Country', 'OS', 'Platform', 'Browser', 'IP', 'ISP',
  'AffUsername', 'AffAlias',
];

/** What only a conversion knows: accepted in postback URLs, refused in landing URLs. */
export const POSTBACK_ONLY_MACROS: readonly string[] = [
  'conversion_id', 'lead_id', 'action', 'commission', 'commission_type', 'order_sum', 'order_currency', 'promo_code',
  'Commission', 'CommissionType', 'OrderSum', 'OrderCurrency', 'PromoCode',
];

/** The macros a landing URL may hold (the macro picker's list). */
export const LANDING_MACROS: readonly string[] = CLICK_MACROS;

/** The documents' alternate spellings and the parameter each stands for. */
export const MACRO_ALTERNATES: Readonly<Record<string, string>> = {
  ClickId: 'click_id',
  OfferId: 'offer_id',
  AffId: 'aff_id',
  CampaignId: 'campaign_id',
  CampaignName: 'campaign_name',
  CampaignLanguage: 'campaign_language',
  Country: 'country',
  OS: 'os',
  Platform: 'platform',
  Browser: 'browser',
  IP: 'ip',
  ISP: 'isp',
  AffUsername: 'affiliate_name',
  AffAlias: 'affiliate_alias',
  Commission: 'commission',
  CommissionType: 'commission_type',
  OrderSum: 'order_sum',
  OrderCurrency: 'order_currency',
  PromoCode: 'promo_code',
};

const MACRO = /\{([^{}]*)\}/g;

const namesIn = (template: string) => [...template.matchAll(MACRO)].map((m) => m[1]!);

/** The `{name}` macros of a landing URL that no click or conversion knows, in order of appearance. */
export function unknownMacros(template: string): string[] {
  const known = new Set([...CLICK_MACROS, ...POSTBACK_ONLY_MACROS]);
  return namesIn(template).filter((name) => !known.has(name));
}

/** The `{name}` macros of a landing URL that only a conversion fills (postback-only). */
export function postbackOnlyMacros(template: string): string[] {
  const only = new Set(POSTBACK_ONLY_MACROS);
  return namesIn(template).filter((name) => only.has(name));
}

/** The template with every `{macro}` replaced by its URL-encoded value; unknown or empty → ''. */
export function fillMacros(template: string, values: Readonly<Record<string, string | number | null | undefined>>): string {
  return template.replace(MACRO, (_, name: string) => {
    const value = values[name] ?? values[MACRO_ALTERNATES[name] ?? name];
    return value === null || value === undefined ? '' : encodeURIComponent(String(value));
  });
}
