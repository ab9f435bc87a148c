import { z } from 'zod';
import { POSTBACK_STATUS_WORDS, postbackStatusOf } from '../../../domain/conversions/hold';
import { pixelActionFromCode, PixelAction } from '../../../domain/enums/pixel';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

const STATUS_MESSAGE = `status must be one of ${POSTBACK_STATUS_WORDS.join(', ')}.`;

/** The advertiser's word on the conversion (docs/decisions/conversions.md "Hold"); absent: none. */
const postbackStatus = z
  .string({ message: STATUS_MESSAGE })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return null;
    const status = postbackStatusOf(v);
    if (status === undefined) {
      ctx.addIssue({ code: 'custom', message: STATUS_MESSAGE });
      return z.NEVER;
    }
    return status;
  });

/**
 * The parameters of GET|POST /postback and the pixels (spec 3 §4). Malformed values are 422 with
 * field messages; an absent action is a lead, an absent sum 0.
 */
export const conversionParams = z.object({
  click_id: z
    .string({ message: 'click_id is required.' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'click_id must be the click id the tracker gave (letters, digits, - and _).'),
  action: z
    .string({ message: 'action must be one of opt-in, lead, ftd, revshare, sale.' })
    .optional()
    .transform((v, ctx) => {
      const action = v === undefined || v === '' ? PixelAction.Lead : pixelActionFromCode(v.toLowerCase());
      if (action === undefined) {
        ctx.addIssue({ code: 'custom', message: 'action must be one of opt-in, lead, ftd, revshare, sale.' });
        return z.NEVER;
      }
      return action;
    }),
  sum: z
    .string({ message: 'sum must be an amount ≥ 0 with at most two decimals.' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? '0' : v))
    .refine((v) => MONEY.test(v), 'sum must be an amount ≥ 0 with at most two decimals.'),
  currency: z
    .string({ message: 'currency must be a three-letter ISO 4217 code.' })
    .optional()
    .transform((v) => (v ?? '').toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{3}$/.test(v), 'currency must be a three-letter ISO 4217 code.'),
  order_id: z
    .string({ message: 'order_id must be text of at most 255 printable characters.' })
    .max(255, 'order_id must be at most 255 characters.')
    .regex(/^[\x20-\x7e]*$/, 'order_id must be printable ASCII.')
    .optional()
    .transform((v) => (v ? v : null)),
  token: z.string({ message: 'token must be text.' }).max(200, 'token is too long.').optional(),
  // the advertiser's promo code of the sale, handed on to the affiliate's postback ({promo_code})
  promo_code: z
    .string({ message: 'promo_code must be text of at most 100 printable characters.' })
    .max(100, 'promo_code must be at most 100 characters.')
    .regex(/^[\x20-\x7e]*$/, 'promo_code must be printable ASCII.')
    .optional()
    .transform((v) => (v ? v : null)),
  // the customer's phone and country as the advertiser knows them: traffic quality compares them with the click's (spec 4 §4); not stored
  phone: z
    .string({ message: 'phone must be a phone number of at most 32 characters.' })
    .max(32, 'phone must be a phone number of at most 32 characters.')
    .regex(/^[0-9+()\-. ]*$/, 'phone may hold digits, spaces and + ( ) - . only.')
    .optional()
    .transform((v) => (v ? v : null)),
  country: z
    .string({ message: 'country must be an ISO 3166 two-letter code.' })
    .regex(/^([A-Za-z]{2})?$/, 'country must be an ISO 3166 two-letter code.')
    .optional()
    .transform((v) => (v ? v.toUpperCase() : null)),
  status: postbackStatus,
  offer_id: z
    .string({ message: 'offer_id must be an id.' })
    .regex(/^[1-9]\d{0,8}$/, 'offer_id must be an id.')
    .optional()
    .transform((v) => (v ? Number(v) : null)),
});

export type ConversionParams = z.infer<typeof conversionParams>;

/** An advertiser's rejection names the order it rejects. */
export const postbackParams = conversionParams.refine((p) => p.status !== 'rejected' || p.order_id !== null, {
  message: 'status=rejected needs the order_id of the conversion it rejects.',
  path: ['order_id'],
});

/** Parameters as they arrive: text, or a list when a key is repeated, or a JSON body's other values. */
export type RawParams = Record<string, unknown>;

/** Text pairs (a query string, a form body): a key given more than once is a list, which no field takes. */
export function pairsOf(pairs: URLSearchParams): RawParams {
  const out: RawParams = {};
  for (const key of new Set(pairs.keys())) {
    const values = pairs.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

/**
 * The query, overridden for a POST by its form or JSON body's fields. A JSON number is read as
 * its text (the same rules then apply); a list, an object, a boolean or null is kept as it is, so
 * the field refuses it by name rather than the value being dropped (an order_id sent as a list
 * would otherwise be no order_id, and skip the duplicate check). The body is within its limit by
 * now (64 KiB, server/http/bodyLimit.ts): a larger one was answered 413.
 */
export async function readParams(request: Request): Promise<RawParams> {
  const out = pairsOf(new URL(request.url).searchParams);
  if (request.method !== 'POST') return out;
  const type = request.headers.get('content-type') ?? '';
  const text = await request.text();
  if (!text.trim()) return out;
  if (type.includes('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new SyntaxError('The request body is not valid JSON.');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new SyntaxError('The request body must be a JSON object of the postback\'s fields.');
    for (const [key, value] of Object.entries(body)) out[key] = typeof value === 'number' ? String(value) : value;
    return out;
  }
  return { ...out, ...pairsOf(new URLSearchParams(text)) };
}
