import type { StoredHeader } from '../../db/schema';
import { fillMacros } from '../tracker/macros';

export interface BrokerLead {
  id: string; offer_id: number; affiliate_id: number; click_id: string | null;
  first_name: string; last_name: string; email: string; phone: string; country: string;
  language: string | null; ip: string; password?: string | null; comment: string | null;
  p1: string | null; p2: string | null; p3: string | null; p4: string | null; p5: string | null;
  p6: string | null; p7: string | null; p8: string | null; p9: string | null; p10: string | null;
}

type MacroValues = Record<string, string | number | null>;

/**
 * The macros a lead fills (spec 4 §2: spec 3 §3's macros that a lead knows, plus its own fields).
 * The spellings of spec 3 (`campaign_id`, `affiliate_id`, `CampaignId`, `Country`, `IP` …) name the
 * same values; what a lead does not know (`campaign_name`, `os`, `commission` …) is empty.
 */
export function leadMacroValues(lead: BrokerLead): MacroValues {
  const country = lead.country === '--' ? '' : lead.country;
  return {
    lead_id: lead.id,
    click_id: lead.click_id,
    offer_id: lead.offer_id,
    campaign_id: lead.offer_id,
    aff_id: lead.affiliate_id,
    affiliate_id: lead.affiliate_id,
    first_name: lead.first_name,
    last_name: lead.last_name,
    email: lead.email,
    phone: lead.phone,
    country,
    language: lead.language,
    campaign_language: lead.language,
    ip: lead.ip,
    password: lead.password ?? null,
    comment: lead.comment,
    p1: lead.p1,
    p2: lead.p2,
    p3: lead.p3,
    p4: lead.p4,
    p5: lead.p5,
    p6: lead.p6,
    p7: lead.p7,
    p8: lead.p8,
    p9: lead.p9,
    p10: lead.p10,
  };
}

/** A value written inside a JSON string: `"{first_name}"` with a quote or a backslash in the name stays valid JSON. */
export const jsonStringEscape = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * A header value takes a macro's value as it is, less what a header may not hold (control
 * characters would end it; Node refuses anything past Latin-1), so a lead's text never breaks the call.
 */
const headerSafe = (value: string) =>
  [...value]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code === 9 || (code >= 0x20 && code <= 0xff && code !== 0x7f);
    })
    .join('');

export type BodyFormat = 'json' | 'form';

/**
 * How a body template is read (docs/decisions/brokers.md): JSON when it starts with `{` or `[`, or
 * when the integration's Content-Type says json; otherwise a form or query-like text whose values
 * are URL-encoded, as in a URL.
 */
export function bodyFormat(template: string, headers: readonly StoredHeader[]): BodyFormat {
  const type = headers.find((h) => h.name.toLowerCase() === 'content-type')?.value ?? '';
  if (/json/i.test(type)) return 'json';
  if (/x-www-form-urlencoded/i.test(type)) return 'form';
  return /^\s*[[{]/.test(template) ? 'json' : 'form';
}

export interface RenderedCall {
  url: string;
  /** values as sent (secrets in the clear): never shown or stored */
  headers: Record<string, string>;
  /** the same headers with every secret value masked: what the exchange shows */
  shownHeaders: Record<string, string>;
  body: string;
}

/**
 * The integration's URL (values URL-encoded), headers (secret values as `plainSecret` decrypts
 * them, macros filled as plain text) and body (values JSON-escaped in a JSON body, URL-encoded in
 * any other), with a Content-Type matching the body when the integration sets none. A GET sends
 * no body.
 */
export function renderCall(
  integration: { endpoint: string; method: string; headers: readonly StoredHeader[]; bodyTemplate: string },
  values: MacroValues,
  plainSecret: (stored: string) => string,
  mask: string,
): RenderedCall {
  const headers: Record<string, string> = {};
  const shownHeaders: Record<string, string> = {};
  for (const h of integration.headers) {
    const value = h.secret ? headerSafe(plainSecret(h.value)) : fillMacros(h.value, values, headerSafe);
    headers[h.name] = value;
    shownHeaders[h.name] = h.secret ? mask : value;
  }
  const sendsBody = integration.method !== 'GET' && integration.bodyTemplate.trim() !== '';
  let body = '';
  if (sendsBody) {
    const format = bodyFormat(integration.bodyTemplate, integration.headers);
    body = fillMacros(integration.bodyTemplate, values, format === 'json' ? jsonStringEscape : encodeURIComponent);
    if (!Object.keys(headers).some((n) => n.toLowerCase() === 'content-type')) {
      const type = format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
      headers['Content-Type'] = type;
      shownHeaders['Content-Type'] = type;
    }
  }
  return { url: fillMacros(integration.endpoint, values), headers, shownHeaders, body };
}
