import type { Context } from 'hono';
import { PixelType } from '../../../domain/enums/pixel';
import { TRACKING_HEADERS } from '../tracker/answers';
import type { Tracker } from '../tracker/tracker';
import { toFieldErrors } from '../../http/validate';
import { ValidationError } from '../../errors';
import { readNetworkToken } from '../settings/settingsRepository';
import { answerLeadPostback, isLeadPostback } from '../leads/leadPostback';
import { conversionParams, pairsOf, postbackParams, readParams, type RawParams } from './postbackQuery';
import { clickArrives, recordConversion, type ConversionInput, type RecordOutcome } from './recordRepository';
import { noteReceivedPostback } from './receivedPostbackRepository';
import { NOTHING_TO_REJECT, recordedBody, TOKEN_REQUIRED, WRONG_TOKEN } from './postbackAnswers';
import { answerPromoPostback, isPromoPostback } from '../promoCodes/promoPostback';

export const POSTBACK_PATH = '/postback';
export const PIXEL_PATH = '/pixel';
export const PIXEL_JS_PATH = '/pixel.js';
export const CONVERSION_PATHS: readonly string[] = [POSTBACK_PATH, PIXEL_PATH, PIXEL_JS_PATH];

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { ...TRACKING_HEADERS, 'Content-Type': 'application/json; charset=utf-8' } });

const fail = (status: number, message: string) => json({ success: false, message }, status);

/** What answering a postback needs of the tracker (the API's test conversion passes its own). */
export type PostbackIntake = Pick<Tracker, 'db' | 'now'> & { sink: Pick<Tracker['sink'], 'flush' | 'writesLater'> };

/** How long a conversion waits for a click another process has not written yet (NATS_URL). */
export const LATE_CLICK_MS = 1000;

/**
 * The conversion of a click, once every click this process took is written. With NATS the click
 * is only published by then and the writer stores it a moment later: an unknown click id of the
 * tracker's own shape is waited for (up to LATE_CLICK_MS) before it is answered unknown.
 */
async function attribute(tracker: PostbackIntake, input: ConversionInput): Promise<RecordOutcome> {
  await tracker.sink.flush();
  const options = { networkToken: input.token === null ? null : await readNetworkToken(tracker.db) };
  const outcome = await recordConversion(tracker.db, input, options);
  if (outcome.kind !== 'unknown_click' || !tracker.sink.writesLater) return outcome;
  return (await clickArrives(tracker.db, input.clickId, LATE_CLICK_MS)) ? recordConversion(tracker.db, input, options) : outcome;
}

/**
 * GET|POST /postback on a tracking domain (spec 3 §4): the advertiser's server reports a
 * conversion of a click, or a broker the deposit or status of a lead (leads/leadPostback.ts). 200 recorded or duplicate, 403 wrong token, 404 unknown click, 422
 * malformed values; never a 5xx (the tracker middleware turns a failure into a plain 404 page).
 */
export async function postback(tracker: Tracker, c: Context): Promise<Response> {
  let raw: RawParams;
  try {
    raw = await readParams(c.req.raw);
  } catch (error) {
    // a body that is not the JSON it says it is: a malformed value like any other (spec 3 §4)
    return json([{ field: 'body', message: error instanceof Error ? error.message : 'The request body is unreadable.' }], 422);
  }
  const answer = await answerReceived(tracker, raw, { method: c.req.method === 'POST' ? 'POST' : 'GET', test: false });
  return json(answer.body, answer.status);
}

/**
 * The answer to one postback's parameters, noted in the advertiser's log of received postbacks
 * (their token names them): the tracker's /postback and the advertiser's test conversion alike.
 */
export async function answerReceived(
  tracker: PostbackIntake,
  raw: RawParams,
  how: { method: 'GET' | 'POST' | 'TEST'; test: boolean },
): Promise<{ status: number; body: unknown }> {
  let answer: { status: number; body: unknown };
  try {
    const res = await answerPostback(tracker, raw);
    answer = { status: res.status, body: await res.json() };
  } catch (error) {
    // a refusal found while recording (a currency without a rate, spec 4 §3): 422, nothing stored
    if (!(error instanceof ValidationError)) throw error;
    answer = { status: 422, body: error.errors };
  }
  try {
    await noteReceivedPostback(tracker.db, { raw, method: how.method, status: answer.status, answer: answer.body, test: how.test, now: tracker.now() });
  } catch (error) {
    // the log is the advertiser's help, never a reason to fail their postback
    console.error('Could not note a received postback', error);
  }
  return answer;
}

async function answerPostback(tracker: PostbackIntake, raw: RawParams): Promise<Response> {
  // the broker's word on one of our leads (spec 4 §2): its deposit or its status
  await tracker.sink.flush();
  if (await isLeadPostback(tracker.db, raw)) {
    const answer = await answerLeadPostback(tracker.db, raw, tracker.now(), () => readNetworkToken(tracker.db));
    return json(answer.body, answer.status);
  }
  // a promo code and no click (spec 4 §6): the code's affiliate on the offer (promoCodes/promoPostback.ts)
  if (isPromoPostback(raw)) {
    const answer = await answerPromoPostback(tracker, raw);
    return json(answer.body, answer.status);
  }
  const parsed = postbackParams.safeParse(raw);
  if (!parsed.success) return json(toFieldErrors(parsed.error), 422);
  const params = parsed.data;
  if (!params.token) return json(TOKEN_REQUIRED, 422);
  const outcome = await attribute(tracker, {
    clickId: params.click_id,
    action: params.action,
    pixelType: PixelType.S2S,
    sum: params.sum,
    currency: params.currency,
    orderId: params.order_id,
    token: params.token,
    offerId: params.offer_id,
    promoCode: params.promo_code,
    reported: { phone: params.phone, country: params.country },
    status: params.status,
    now: tracker.now(),
  });
  if (outcome.kind === 'unknown_click') return fail(404, 'Unknown click id.');
  if (outcome.kind === 'wrong_token') return json(WRONG_TOKEN, 403);
  if (outcome.kind === 'nothing_to_reject') return json(NOTHING_TO_REJECT, 422);
  return json(recordedBody(outcome), 200);
}

const CLICK_COOKIE_PATTERN = /(?:^|;\s*)affnet_click=([A-Za-z0-9_-]{1,64})/;

/**
 * GET /pixel (an iframe's page) and GET /pixel.js (a script): the conversion of the click whose id
 * the tracker left in its first-party cookie. No token (a pixel's address is public); a browser
 * without the cookie records nothing; the answer is the same empty page or script whatever happened.
 */
export async function pixel(tracker: Tracker, c: Context, type: 'iframe' | 'js'): Promise<Response> {
  const clickId = CLICK_COOKIE_PATTERN.exec(c.req.header('cookie') ?? '')?.[1];
  const parsed = conversionParams.safeParse({ ...pairsOf(new URL(c.req.url).searchParams), click_id: clickId ?? '' });
  if (clickId && parsed.success) {
    const params = parsed.data;
    // a pixel's answer is the same whatever happened: a currency without a rate records nothing
    await attribute(tracker, {
      clickId,
      action: params.action,
      pixelType: type === 'js' ? PixelType.JS : PixelType.IFrame,
      sum: params.sum,
      currency: params.currency,
      orderId: params.order_id,
      token: null,
      offerId: params.offer_id,
      promoCode: params.promo_code,
      now: tracker.now(),
    }).catch((error: unknown) => {
      if (!(error instanceof ValidationError)) throw error;
    });
  }
  return type === 'js'
    ? new Response('/* affnet pixel */', { status: 200, headers: { ...TRACKING_HEADERS, 'Content-Type': 'application/javascript; charset=utf-8' } })
    : new Response('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pixel</title></head><body></body></html>', {
        status: 200,
        headers: { ...TRACKING_HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
      });
}
