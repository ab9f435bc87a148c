import { MACRO_ALTERNATES } from '../../../domain/offers/macros';

/**
 * Replaces `{macro}` in a landing URL with URL-encoded values (spec 3 §3); an unknown or empty
 * macro becomes the empty string. Names are matched as written, then in lower case, so the
 * documents' alternate spellings (`CampaignId`, `Country`, `OS`, `AffUsername`) work too.
 * `encode` is how a value is written: URL-encoded by default (URLs); a broker's JSON body passes a
 * JSON-string escaper instead (server/modules/brokers/brokerTemplate.ts).
 */
export function fillMacros(
  template: string,
  values: Readonly<Record<string, string | number | null | undefined>>,
  encode: (value: string) => string = encodeURIComponent,
): string {
  return template.replace(/\{([A-Za-z0-9_]{1,40})\}/g, (_, name: string) => {
    const value = values[name] ?? values[MACRO_ALTERNATES[name] ?? name.toLowerCase()];
    return value === null || value === undefined ? '' : encode(String(value));
  });
}
