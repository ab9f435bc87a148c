import { z } from 'zod';
import { pixelActionFromCode, PixelAction } from '../../../domain/enums/pixel';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The parameters of GET|POST /postback and the pixels (spec 3 §4). Malformed values are 422 with
 * field messages; an absent action is a lead, an absent sum 0.
 */
export const conversionParams = z.object({
  click_id: z
    .string({ message: 'click_id is required.' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'click_id must be the click id the tracker gave (letters, digits, - and _).'),
  action: z
    .string()
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
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? '0' : v))
    .refine((v) => MONEY.test(v), 'sum must be an amount ≥ 0 with at most two decimals.'),
  currency: z
    .string()
    .optional()
    .transform((v) => (v ?? '').toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{3}$/.test(v), 'currency must be a three-letter ISO 4217 code.'),
  order_id: z
    .string()
    .max(255, 'order_id must be at most 255 characters.')
    .regex(/^[\x20-\x7e]*$/, 'order_id must be printable ASCII.')
    .optional()
    .transform((v) => (v ? v : null)),
  token: z.string().max(200, 'token is too long.').optional(),
  // the advertiser's promo code of the sale, handed on to the affiliate's postback ({promo_code})
  promo_code: z
    .string()
    .max(100, 'promo_code must be at most 100 characters.')
    .regex(/^[\x20-\x7e]*$/, 'promo_code must be printable ASCII.')
    .optional()
    .transform((v) => (v ? v : null)),
  offer_id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'offer_id must be an id.')
    .optional()
    .transform((v) => (v ? Number(v) : null)),
});

export type ConversionParams = z.infer<typeof conversionParams>;

/**
 * The query, overridden for a POST by its form or JSON body's fields (text values only). The body
 * is within its limit by now (64 KiB, server/http/bodyLimit.ts): a larger one was answered 413.
 */
export async function readParams(request: Request): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) out[key] = value;
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
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, value] of Object.entries(body)) if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
    }
    return out;
  }
  for (const [key, value] of new URLSearchParams(text)) out[key] = value;
  return out;
}
