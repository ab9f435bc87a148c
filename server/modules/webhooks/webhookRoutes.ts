import { z } from 'zod';
import { UserType } from '../../../domain/enums/userType';
import { WEBHOOK_TEST_EVENT, WebhookDeliveryState, WebhookEvent, WebhookStatus, webhookDeliveriesResource, webhooksResource } from '../../../domain/webhooks/webhooks';
import { fieldError, NotFound } from '../../errors';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { waitOutDeadline } from '../postbacks/delivery';
import { refusedTarget } from '../postbacks/publicAddress';
import { viewerOf } from '../users/requestContext';
import { bodyOf, dataFor, newWebhookSecret, postOnce } from './webhookDelivery';
import * as repo from './webhookRepository';

const STATUS_CODE = { active: 1, paused: 0 } as const;
const statusName = (code: number) => (code === 1 ? WebhookStatus.Active : WebhookStatus.Paused);
const STATE_CODE = { pending: 0, delivered: 1, failed: 2 } as const;
const STATE_NAME = [WebhookDeliveryState.Pending, WebhookDeliveryState.Delivered, WebhookDeliveryState.Failed] as const;
const stateName = (code: number | null) => (code === null ? null : (STATE_NAME[code] ?? null));

const toWebhook = (r: repo.WebhookRow) => ({
  id: r.id,
  url: r.url,
  events: r.events,
  status: statusName(r.status),
  description: r.description,
  secret: r.secret,
  created_at: r.created_at,
  updated_at: r.updated_at,
  last_delivery_at: r.last_delivery_at,
  last_delivery_state: stateName(r.last_delivery_state),
});

const toDelivery = (r: repo.DeliveryRow) => ({ ...r, state: stateName(r.state) });

const eventValue = z.enum(WebhookEvent.values as [WebhookEvent, ...WebhookEvent[]], { message: `Each event must be one of ${WebhookEvent.values.join(', ')}.` });
const fields = {
  url: z.string({ message: 'url is required.' }).trim().min(1, 'url is required.').max(2000, 'url must be at most 2000 characters.'),
  events: z
    .array(eventValue, { message: 'events must be a list of events.' })
    .min(1, 'Choose at least one event.')
    .transform((v) => [...new Set(v)]),
  description: z.string({ message: 'description must be text.' }).trim().max(200, 'description must be at most 200 characters.').default(''),
  status: z.enum(['active', 'paused'], { message: 'status must be active or paused.' }).default('active'),
};
const webhookBody = z.object(fields);

/** What the owner hears, by their role: the network, their book, or their own traffic. */
function scopeOf(c: Ctx): repo.WebhookScope {
  const { userType } = viewerOf(c);
  return userType === UserType.Admin ? 'network' : userType === UserType.Manager ? 'book' : 'own';
}

async function refusedUrl(c: Ctx, url: string) {
  const refused = await refusedTarget(url, { allowPrivate: c.var.deps.config.outgoingAllowPrivate, lookupHost: c.var.deps.lookupHost }, 'webhook URL');
  if (refused) throw fieldError('url', refused);
}

const inputOf = (body: z.infer<typeof webhookBody>): repo.WebhookInput => ({ url: body.url, events: body.events, description: body.description, status: STATUS_CODE[body.status] });

async function found(c: Ctx, id: number) {
  const row = await repo.findWebhook(c.var.deps.db, viewerOf(c).id, id);
  if (!row) throw new NotFound('Webhook not found.');
  return row;
}

const listBody = listSchema(['id'], {
  status: optionalFilter(z.enum(['active', 'paused'], { message: 'status must be active or paused.' })),
  event: optionalFilter(eventValue),
});

async function listMine(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listWebhooks(c.var.deps.db, viewerOf(c).id, { status: body.status === undefined ? undefined : STATUS_CODE[body.status], event: body.event }, page);
  return list(c, rows.map(toWebhook), total, page);
}

async function showOne(c: Ctx) {
  return ok(c, toWebhook(await found(c, idParam(c))));
}

async function create(c: Ctx) {
  const body = await parseBody(c, webhookBody);
  await refusedUrl(c, body.url);
  const { db, now } = c.var.deps;
  const me = viewerOf(c).id;
  const id = await repo.createWebhook(db, { id: me, scope: scopeOf(c) }, inputOf(body), newWebhookSecret(), now());
  return ok(c, toWebhook((await repo.findWebhook(db, me, id))!), 201);
}

async function update(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, webhookBody);
  await found(c, id);
  await refusedUrl(c, body.url);
  const { db, now } = c.var.deps;
  await repo.updateWebhook(db, viewerOf(c).id, id, inputOf(body), now());
  return ok(c, toWebhook(await found(c, id)));
}

async function remove(c: Ctx) {
  const row = await found(c, idParam(c));
  await repo.removeWebhook(c.var.deps.db, viewerOf(c).id, row.id);
  return ok(c, toWebhook(row));
}

async function rotateSecret(c: Ctx) {
  const row = await found(c, idParam(c));
  await repo.replaceSecret(c.var.deps.db, viewerOf(c).id, row.id, newWebhookSecret(), c.var.deps.now());
  return ok(c, toWebhook(await found(c, row.id)));
}

/** Sends a `webhook.test` event now, signed with the webhook's secret, and keeps the try in its delivery log as a test. */
async function sendTest(c: Ctx) {
  const started = Date.now();
  const row = await found(c, idParam(c));
  const { db, now, config, lookupHost } = c.var.deps;
  const data = { webhook_id: row.id, message: 'A test delivery from the affiliate network.' };
  const delivery = await repo.insertTestDelivery(db, row.id, WEBHOOK_TEST_EVENT, data, now());
  const body = bodyOf({ id: delivery.id, event: WEBHOOK_TEST_EVENT, created_at: delivery.created_at }, dataFor(row.scope, WEBHOOK_TEST_EVENT, data));
  const result = await postOnce(row.url, body, row.secret, { event: WEBHOOK_TEST_EVENT, delivery: delivery.id }, { allowPrivate: config.outgoingAllowPrivate, lookupHost, timeoutMs: config.outgoingTimeoutMs });
  await waitOutDeadline(started, result, config.outgoingTimeoutMs);
  const at = now();
  await repo.recordTry(db, delivery.id, { attempts: 1, state: result.ok ? 1 : 2, next: at, http_status: result.http_status, error: result.error, body }, at);
  return ok(c, { ...result, delivery_id: delivery.id });
}

const deliveriesBody = listSchema(['id'], {
  webhook_id: optionalFilter(positiveId('webhook_id must be an id.')),
  event: optionalFilter(z.enum([WEBHOOK_TEST_EVENT, ...WebhookEvent.values], { message: 'event must be one of the webhook events.' })),
  state: optionalFilter(z.enum(['pending', 'delivered', 'failed'], { message: 'state must be pending, delivered or failed.' })),
});

async function listMyDeliveries(c: Ctx) {
  const body = await parseBody(c, deliveriesBody);
  const page = pageOf(body);
  const filter = { webhook_id: body.webhook_id, event: body.event, state: body.state === undefined ? undefined : STATE_CODE[body.state] };
  const { rows, total } = await repo.listDeliveries(c.var.deps.db, viewerOf(c).id, filter, page);
  return list(c, rows.map(toDelivery), total, page);
}

/** A failed delivery tried again from now, with a new round of tries; a pending or delivered one is refused. */
async function retry(c: Ctx) {
  const id = idParam(c);
  const { db, now } = c.var.deps;
  const me = viewerOf(c).id;
  const delivery = await repo.findDelivery(db, me, id);
  if (!delivery) throw new NotFound('Delivery not found.');
  if (delivery.state !== STATE_CODE.failed) throw fieldError('state', 'Only a failed delivery can be tried again.');
  await repo.requeueDelivery(db, id, now());
  return ok(c, toDelivery((await repo.findDelivery(db, me, id))!));
}

const P = webhooksResource.api.path;
const D = webhookDeliveriesResource.api.path;
const view = { kind: 'roles', ...webhooksResource.access.list } as const;
const manage = { kind: 'roles', ...webhooksResource.access.edit } as const;

/** Webhooks: one's own subscriptions and their delivery log (docs/api.md, Webhooks). */
export const webhookEndpoints: Endpoint[] = [
  { method: 'POST', path: `${P}/list`, reads: true, access: view, summary: 'List your webhooks', body: listBody, handler: listMine },
  { method: 'POST', path: `${D}/list`, reads: true, access: view, summary: 'List webhook deliveries', body: deliveriesBody, handler: listMyDeliveries },
  { method: 'POST', path: `${D}/:id/retry`, access: manage, summary: 'Try a failed webhook delivery again', handler: retry },
  { method: 'GET', path: `${P}/:id`, access: view, summary: 'A webhook', handler: showOne },
  { method: 'POST', path: P, access: manage, summary: 'Create a webhook', body: webhookBody, handler: create },
  { method: 'PUT', path: `${P}/:id`, access: manage, summary: 'Change a webhook', body: webhookBody, handler: update },
  { method: 'DELETE', path: `${P}/:id`, access: manage, summary: 'Delete a webhook', handler: remove },
  { method: 'POST', path: `${P}/:id/test`, access: manage, summary: 'Send a test webhook delivery', handler: sendTest },
  { method: 'POST', path: `${P}/:id/rotate-secret`, access: manage, summary: 'Give a webhook a new signing secret', handler: rotateSecret },
];
