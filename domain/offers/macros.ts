import { SUB_IDS } from './trackingLink';

/**
 * The macros a landing URL (and an affiliate postback URL) may hold in `{braces}` (spec 3 §3):
 * the documents' dynamic parameters, their alternate spelling, and the tracker's own.
 */
export const LANDING_MACROS: readonly string[] = [
  'campaign_id', 'campaign_name', 'campaign_language', 'country', 'os', 'platform', 'browser', 'ip', 'isp',
  'commission', 'commission_type', 'affiliate_name', 'affiliate_alias', 'order_sum', 'order_currency', 'promo_code',
  'CampaignId', 'CampaignName', 'Country', 'OS', 'Platform', 'Browser', 'IP', 'AffUsername',
  'click_id', 'offer_id', 'aff_id', ...SUB_IDS, 'action', 'conversion_id',
];

const MACRO = /\{([^{}]*)\}/g;

/** The `{name}` macros of a URL template that are not known, in order of appearance. */
export function unknownMacros(template: string): string[] {
  const known = new Set(LANDING_MACROS);
  return [...template.matchAll(MACRO)].map((m) => m[1]!).filter((name) => !known.has(name));
}

/** The template with every `{macro}` replaced by its URL-encoded value; unknown or empty → ''. */
export function fillMacros(template: string, values: Readonly<Record<string, string | number | null | undefined>>): string {
  return template.replace(MACRO, (_, name: string) => {
    const value = values[name];
    return value === null || value === undefined ? '' : encodeURIComponent(String(value));
  });
}
