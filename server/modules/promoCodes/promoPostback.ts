import { PixelType } from '../../../domain/enums/pixel';
import { toFieldErrors } from '../../http/validate';
import { conversionParams, type RawParams } from '../conversions/postbackQuery';
import { NOTHING_TO_REJECT, recordedBody, TOKEN_REQUIRED, WRONG_TOKEN } from '../conversions/postbackAnswers';
import type { Db } from '../../db/client';
import { readNetworkToken } from '../settings/settingsRepository';
import { recordPromoConversion, type PromoOutcome } from './promoAttribution';

/** The postback's parameters without a click: the same rules, `promo_code` required instead. */
const promoParams = conversionParams
  .omit({ click_id: true })
  .refine((p) => p.promo_code !== null, { message: 'click_id is required (or promo_code, for a conversion without a click).', path: ['click_id'] })
  .refine((p) => p.status !== 'rejected' || p.order_id !== null, { message: 'status=rejected needs the order_id of the conversion it rejects.', path: ['order_id'] });

const given = (v: unknown) => v !== undefined && v !== '';

/** What answering needs of the tracker's postback intake (conversions/trackingPaths.ts, which calls this). */
interface Intake {
  db: Db;
  now: () => Date;
}

/** A postback that names a promo code and no click id (a click id, when given, decides: docs/decisions/deep-links-promo-codes.md). */
export const isPromoPostback = (raw: RawParams) => !given(raw.click_id) && given(raw.promo_code);

/**
 * GET|POST /postback with `promo_code` and no `click_id` (spec 4 §6): the answers of the click path,
 * the code standing in for the click (404 unknown code, 403 wrong token), and 422 on `offer_id`
 * when the code is on several offers the token fits.
 */
export async function answerPromoPostback(tracker: Intake, raw: RawParams): Promise<{ status: number; body: unknown }> {
  const parsed = promoParams.safeParse(raw);
  if (!parsed.success) return { status: 422, body: toFieldErrors(parsed.error) };
  const p = parsed.data;
  if (!p.token) return { status: 422, body: TOKEN_REQUIRED };
  const outcome: PromoOutcome = await recordPromoConversion(
    tracker.db,
    p.promo_code!,
    {
      action: p.action,
      pixelType: PixelType.S2S,
      sum: p.sum,
      currency: p.currency,
      orderId: p.order_id,
      token: p.token,
      offerId: p.offer_id,
      promoCode: p.promo_code,
      reported: { phone: p.phone, country: p.country },
      status: p.status,
      now: tracker.now(),
    },
    await readNetworkToken(tracker.db),
  );
  switch (outcome.kind) {
    case 'unknown_code':
      return { status: 404, body: { success: false, message: 'Unknown promo code.' } };
    case 'wrong_token':
      return { status: 403, body: WRONG_TOKEN };
    case 'ambiguous_code':
      return { status: 422, body: [{ field: 'offer_id', message: 'This promo code is on several of your offers: send offer_id to say which.' }] };
    case 'nothing_to_reject':
      return { status: 422, body: NOTHING_TO_REJECT };
    default:
      return { status: 200, body: recordedBody(outcome, { attribution: 'promo_code' }) };
  }
}
