import { randomBytes } from 'node:crypto';
import { PIXEL_ACTION_CODE, PixelAction } from '../../../domain/enums/pixel';
import { WEBHOOK_HEADERS } from '../../../domain/webhooks/webhooks';
import type { Db } from '../../db/client';
import { sendOutgoing } from '../../net/outgoingRequest';
import type { OutgoingPolicy } from '../../net/outgoingTarget';
import { startPeriodicJob } from '../../periodicJob';
import { afterTry, signatureOf, tryResultOf, type TryResult } from '../postbacks/delivery';
import { claimDue, recordTry, type WebhookScope } from './webhookRepository';

// Deliveries of webhooks (docs/decisions/webhooks.md): one JSON POST per event, signed with the
// webhook's secret like a postback, tried on the postbacks' schedule until a 2xx answer.

export interface WebhookDeliveryOptions extends OutgoingPolicy {
  now: () => Date;
  /** OUTGOING_TIMEOUT_MS: one try's deadline, resolving included */
  timeoutMs: number;
}

const BATCH = 20;

/** A new webhook's signing secret. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** What only staff read: an affiliate's webhook never carries revenue, the sale's sum, the advertiser, manager or broker. */
const STAFF_ONLY = ['revenue', 'sum', 'currency', 'advertiser_id', 'manager_id', 'broker_id'] as const;

/**
 * The event's data as its webhook's owner may read it: the stored snapshot with Pixel action as
 * its code (`lead`, `sale`…) and, for an affiliate's webhook, without the staff's fields.
 */
export function dataFor(scope: WebhookScope, event: string, data: Record<string, unknown>): Record<string, unknown> {
  const shaped: Record<string, unknown> = { ...data };
  if (event.startsWith('conversion.') && typeof data.action === 'number' && PixelAction.is(data.action)) shaped.action = PIXEL_ACTION_CODE[data.action];
  if (scope === 'own') {
    for (const key of STAFF_ONLY) delete shaped[key];
    if (shaped.previous && typeof shaped.previous === 'object') {
      const previous = { ...(shaped.previous as Record<string, unknown>) };
      for (const key of STAFF_ONLY) delete previous[key];
      shaped.previous = previous;
    }
  }
  return shaped;
}

/** The JSON a delivery POSTs: `{ id, event, occurred_at, data }`. */
export const bodyOf = (delivery: { id: number; event: string; created_at: string }, data: Record<string, unknown>) =>
  JSON.stringify({ id: delivery.id, event: delivery.event, occurred_at: delivery.created_at, data });

/** One POST of the body through the shared outgoing client (the address rule checked on the address connected to, no redirects). */
export async function postOnce(url: string, body: string, secret: string, headers: { event: string; delivery: number }, options: Pick<WebhookDeliveryOptions, 'allowPrivate' | 'lookupHost' | 'timeoutMs'>): Promise<TryResult> {
  const result = await sendOutgoing(
    {
      url,
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'AffNet-Webhook/1',
        [WEBHOOK_HEADERS.signature]: signatureOf(secret, body),
        [WEBHOOK_HEADERS.event]: headers.event,
        [WEBHOOK_HEADERS.delivery]: String(headers.delivery),
      },
      body,
    },
    options,
  );
  return tryResultOf(result, options.timeoutMs);
}

/** Claims the deliveries due now, tries each once (together: one slow receiver holds up no other) and records each try. Answers how many were tried. */
export async function deliverDueWebhooks(db: Db, options: WebhookDeliveryOptions): Promise<number> {
  const claimed = await claimDue(db, options.now(), 2 * options.timeoutMs, BATCH);
  await Promise.all(
    claimed.map(async (d) => {
      const body = bodyOf(d, dataFor(d.scope, d.event, d.data));
      const result = await postOnce(d.url, body, d.secret, { event: d.event, delivery: d.id }, options);
      const at = options.now();
      const attempts = d.attempts + 1;
      await recordTry(db, d.id, { attempts, ...afterTry(result.ok, attempts, at), http_status: result.http_status, error: result.error, body }, at);
    }),
  );
  return claimed.length;
}

/** The app process's delivery loop: every `intervalMs` (2 s), what is due. */
export function startWebhookDelivery(db: Db, options: WebhookDeliveryOptions & { intervalMs?: number }) {
  return startPeriodicJob('Webhook delivery', options.intervalMs ?? 2000, () => deliverDueWebhooks(db, options));
}
