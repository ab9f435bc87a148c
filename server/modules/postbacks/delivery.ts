import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PixelMethod, PixelProcessingLogStatus } from '../../../domain/enums/pixel';
import { PostbackIntegrationStatus } from '../../../domain/enums/user';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { setTimeout as sleep } from 'node:timers/promises';
import { sendOutgoing, type OutgoingResult } from '../../net/outgoingRequest';
import type { OutgoingPolicy } from '../../net/outgoingTarget';
import { rowsOf } from '../../db/rows';
import { postbackFailed } from './postbackFailing';
import { noAnswer } from '../../../domain/postbacks/tryError';

/** Minutes before each retry: six tries over about an hour (spec 3 §4: at least 5). */
export const RETRY_MINUTES = [1, 5, 10, 20, 30] as const;
export const MAX_TRIES = RETRY_MINUTES.length + 1;
const BATCH = 20;

export interface DeliveryOptions extends OutgoingPolicy {
  now: () => Date;
  /** OUTGOING_TIMEOUT_MS: one try's deadline, resolving included */
  timeoutMs: number;
}

export interface TryResult {
  ok: boolean;
  http_status: number | null;
  error: string;
}

/** HMAC-SHA-256 of the signed text with the affiliate's callback secret key: `sha256=<hex>`. */
export const signatureOf = (secret: string, text: string) => `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`;

/** The affiliate's callback secret key, made (and kept) on first use when they have none. */
export async function secretOf(db: Tx, affiliateId: number): Promise<string> {
  await db.execute(sql`UPDATE users SET callback_secret_key = ${randomBytes(24).toString('base64url')} WHERE id = ${affiliateId} AND callback_secret_key IS NULL`);
  const [row] = rowsOf<{ key: string }>(await db.execute(sql`SELECT callback_secret_key AS key FROM users WHERE id = ${affiliateId}`));
  return row?.key ?? '';
}

/**
 * What a try that got no HTTP answer records, whatever the reason (the address refused by the rule,
 * a name that does not resolve, a closed port, no answer in time): the affiliate reads it in the
 * log and in "Send test", and a finer reason would tell them what answers inside our network.
 */
export { noAnswer };

/** An outgoing call's outcome as a try: a 2xx delivers, another status is `HTTP <status>`, no answer the one message. */
export function tryResultOf(result: OutgoingResult, timeoutMs: number): TryResult {
  if (!result.answered) return { ok: false, http_status: null, error: noAnswer(timeoutMs) };
  return result.status >= 200 && result.status < 300 ? { ok: true, http_status: result.status, error: '' } : { ok: false, http_status: result.status, error: `HTTP ${result.status}` };
}

/** After a delivery's `attempts`-th try: delivered (1), pending again after the schedule's wait (0), or given up after the last try (2). */
export function afterTry(ok: boolean, attempts: number, at: Date): { state: 0 | 1 | 2; next: Date } {
  if (ok) return { state: 1, next: at };
  const delay = RETRY_MINUTES[attempts - 1];
  if (attempts >= MAX_TRIES || delay === undefined) return { state: 2, next: at };
  return { state: 0, next: new Date(at.getTime() + delay * 60_000) };
}

/** How long past the deadline a failed test still waits, so that a try cut off by the deadline ends within it too. */
const TEST_ANSWER_MARGIN_MS = 250;

/**
 * "Send test" without an HTTP answer answers no sooner than the deadline (plus a margin) after the
 * call began, so neither the words nor the time tell a refused address from a closed port, a
 * silent one or a name that does not resolve.
 */
export async function waitOutDeadline(started: number, result: TryResult, timeoutMs: number): Promise<void> {
  if (result.http_status === null) await sleep(Math.max(0, started + timeoutMs + TEST_ANSWER_MARGIN_MS - Date.now()));
}

/**
 * One call through the shared outgoing client (resolved once, every address checked, connected
 * to the checked one, no redirects): GET with the macros in the query (signed: the query string
 * without `?`), or POST of the URL's query as an `application/x-www-form-urlencoded` body to the
 * URL without it (signed: the body).
 */
export async function sendOnce(target: string, method: number, secret: string, options: Pick<DeliveryOptions, 'allowPrivate' | 'lookupHost' | 'timeoutMs'>): Promise<TryResult> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, http_status: null, error: noAnswer(options.timeoutMs) };
  }
  const query = url.search.replace(/^\?/, '');
  const post = method === PixelMethod.POST;
  const result = await sendOutgoing(
    {
      url: post ? `${url.origin}${url.pathname}` : url.toString(),
      method: post ? 'POST' : 'GET',
      headers: { 'X-Signature': signatureOf(secret, query), 'User-Agent': 'AffNet-Postback/1', ...(post ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
      body: post ? query : undefined,
    },
    options,
  );
  return tryResultOf(result, options.timeoutMs);
}

interface Due {
  id: number;
  postback_id: number;
  affiliate_id: number;
  conversion_id: number | null;
  method: number;
  url: string;
  attempts: number;
}

/** ActivePostback while the affiliate has an active postback and none of their deliveries was given up since their last success. */
export async function refreshIntegrationStatus(db: Tx, affiliateId: number): Promise<void> {
  await db.execute(sql`
    UPDATE users SET postback_status = CASE WHEN EXISTS (SELECT 1 FROM affiliate_postbacks p WHERE p.affiliate_id = ${affiliateId} AND p.status = 1)
      AND NOT EXISTS (SELECT 1 FROM postback_log l WHERE l.affiliate_id = ${affiliateId} AND l.test = false AND l.id = (
        SELECT max(id) FROM postback_log m WHERE m.affiliate_id = ${affiliateId} AND m.test = false) AND l.status = ${PixelProcessingLogStatus.Failed} AND l.attempt >= ${MAX_TRIES})
      THEN ${PostbackIntegrationStatus.ActivePostback}::smallint ELSE ${PostbackIntegrationStatus.NoPostback}::smallint END
    WHERE id = ${affiliateId}`);
}

/**
 * Claims the deliveries due now (FOR UPDATE SKIP LOCKED, so several app processes share the
 * queue), tries each once, logs the try, and schedules the next one with backoff or ends it.
 * Answers how many were tried.
 */
export async function deliverDue(db: Db, options: DeliveryOptions): Promise<number> {
  const now = options.now();
  const claimed = rowsOf<Due>(
    await db.execute(sql`
      UPDATE postback_deliveries SET locked_until = ${new Date(now.getTime() + 2 * options.timeoutMs).toISOString()}
      WHERE id IN (
        SELECT id FROM postback_deliveries
        WHERE state = 0 AND next_attempt_at <= ${now.toISOString()} AND (locked_until IS NULL OR locked_until < ${now.toISOString()})
        ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id::int AS id, postback_id, affiliate_id, conversion_id::int AS conversion_id, method, url, attempts`),
  );
  // the requests of a batch go out together (one slow receiver does not hold up the others);
  // their outcomes are then written one transaction at a time
  const results = await Promise.all(claimed.map(async (d) => sendOnce(d.url, d.method, await secretOf(db, d.affiliate_id), options)));
  for (const [i, d] of claimed.entries()) {
    const result = results[i]!;
    const attempt = d.attempts + 1;
    const at = options.now();
    const { state, next } = afterTry(result.ok, attempt, at);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        UPDATE postback_deliveries SET attempts = ${attempt}, state = ${state}, next_attempt_at = ${next.toISOString()}, locked_until = NULL WHERE id = ${d.id}`);
      await tx.execute(sql`
        INSERT INTO postback_log (delivery_id, postback_id, affiliate_id, conversion_id, attempt, status, http_status, error, url, method, created_at)
        VALUES (${d.id}, ${d.postback_id}, ${d.affiliate_id}, ${d.conversion_id}, ${attempt},
          ${result.ok ? PixelProcessingLogStatus.Processed : PixelProcessingLogStatus.Failed}, ${result.http_status}, ${result.error}, ${d.url}, ${d.method}, ${at.toISOString()})`);
      await refreshIntegrationStatus(tx, d.affiliate_id);
      // N failed tries in a row of this postback raise the postback_failing alert, once a failing run
      if (!result.ok) await postbackFailed(tx, d, at);
    });
  }
  return claimed.length;
}

/**
 * The app process's delivery loop: every `intervalMs`, deliver what is due. Returns `stop`,
 * which waits for the round in progress.
 */
export function startPostbackDelivery(db: Db, options: DeliveryOptions & { intervalMs?: number }) {
  let stopped = false;
  let round: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    round = deliverDue(db, options)
      .catch((error: unknown) => console.warn('Postback delivery failed:', error instanceof Error ? error.message : error))
      // a full batch means more is due: the next one starts at once, not after the interval
      .then((delivered) => (delivered === BATCH ? 0 : (options.intervalMs ?? 2000)), () => options.intervalMs ?? 2000)
      .then((wait) => {
        if (!stopped) timer = setTimeout(tick, wait);
      });
  };
  let timer: ReturnType<typeof setTimeout> = setTimeout(tick, options.intervalMs ?? 2000);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
