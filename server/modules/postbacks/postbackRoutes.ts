import { z } from 'zod';
import { PixelAction, PixelMethod, PixelProcessingLogStatus, pixelActionFromCode, PIXEL_ACTION_CODE } from '../../../domain/enums/pixel';
import { listSchema, pageOf } from '../../http/listQuery';
import { fieldError, NotFound, ValidationError } from '../../errors';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody, parseWith } from '../../http/validate';
import { PostbackIntegrationStatus } from '../../../domain/enums/user';
import { optionalFilter, positiveId, textInput } from '../../http/fields';
import { findOffer } from '../offers/offerRepository';
import { readForViewer } from '../offers/offerRoutes';
import { viewerOf } from '../users/requestContext';
import { secretOf, sendOnce, waitOutDeadline } from './delivery';
import { SAMPLE_VALUES } from './enqueue';
import { refusedTarget } from './publicAddress';
import * as repo from './postbackRepository';
import { fillMacros } from '../tracker/macros';

const KEYS = { view: 'UI_Postback_View', manage: 'UI_Postback_Manage' } as const;
const FEATURE = 'postback_management' as const;

const toPostback = (r: repo.PostbackRow) => ({
  id: r.id,
  affiliate_id: r.affiliate_id,
  affiliate_name: r.affiliate_name,
  campaign_id: r.campaign_id,
  campaign_name: r.campaign_name,
  action: PIXEL_ACTION_CODE[r.action as PixelAction],
  method: r.method === PixelMethod.POST ? 'POST' : 'GET',
  url: r.url,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

const toLog = (r: repo.LogRow) => ({ ...r, method: r.method === PixelMethod.POST ? 'POST' : 'GET' });

const action = z
  .string({ message: 'action is required.' })
  .transform((v, ctx) => {
    const value = pixelActionFromCode(v);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: 'action must be one of opt-in, lead, ftd, revshare, sale.' });
      return z.NEVER;
    }
    return value;
  });
const fields = {
  campaign_id: z.union([positiveId('campaign_id must be an offer id or null.'), z.null()]).optional(),
  action,
  method: z.enum(['GET', 'POST'], { message: 'method must be GET or POST.' }),
  url: z.string({ message: 'url is required.' }).trim().min(1, 'url is required.').max(2000, 'url must be at most 2000 characters.'),
};
const createBody = z.object({ affiliate_id: positiveId('affiliate_id must be an affiliate id.').optional(), ...fields });
const updateBody = z.object(fields);

/** 422s for the URL (public http(s), resolved) and the offer (one the affiliate may run, for their own). */
async function checkValues(c: Ctx, v: { url: string; campaign_id?: number | null }) {
  const errors: Array<{ field: string; message: string }> = [];
  const refused = await refusedTarget(v.url, { allowPrivate: c.var.deps.config.outgoingAllowPrivate, lookupHost: c.var.deps.lookupHost });
  if (refused) errors.push({ field: 'url', message: refused });
  if (v.campaign_id != null) {
    const offer = c.var.role === 'affiliate' ? await readForViewer(c, v.campaign_id) : await findOffer(c.var.deps.db, v.campaign_id);
    if (!offer) errors.push({ field: 'campaign_id', message: 'Choose an offer the affiliate may run.' });
  }
  return errors;
}

async function create(c: Ctx) {
  const body = await parseBody(c, createBody);
  const { db, now } = c.var.deps;
  const viewer = viewerOf(c);
  const affiliateId = c.var.role === 'affiliate' ? viewer.id : body.affiliate_id;
  if (affiliateId === undefined) throw fieldError('affiliate_id', 'affiliate_id is required.');
  if (!(await repo.affiliateInScope(db, viewer, affiliateId))) throw fieldError('affiliate_id', 'Unknown affiliate or an affiliate outside your scope.');
  const errors = await checkValues(c, body);
  if (errors.length) throw new ValidationError(errors);
  const id = await repo.createPostback(db, { affiliate_id: affiliateId, campaign_id: body.campaign_id ?? null, action: body.action, method: PixelMethod[body.method], url: body.url }, now());
  return ok(c, toPostback((await repo.findPostback(db, viewer, id))!), 201);
}

async function update(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, updateBody);
  const { db, now } = c.var.deps;
  const viewer = viewerOf(c);
  const existing = await repo.findPostback(db, viewer, id);
  if (!existing) throw new NotFound('Postback not found.');
  const errors = await checkValues(c, body);
  if (errors.length) throw new ValidationError(errors);
  await repo.updatePostback(db, id, { campaign_id: body.campaign_id ?? null, action: body.action, method: PixelMethod[body.method], url: body.url }, now());
  return ok(c, toPostback((await repo.findPostback(db, viewer, id))!));
}

async function remove(c: Ctx) {
  const id = idParam(c);
  const { db, now } = c.var.deps;
  const existing = await repo.findPostback(db, viewerOf(c), id);
  if (!existing) throw new NotFound('Postback not found.');
  await repo.removePostback(db, existing, now());
  return ok(c, toPostback(existing));
}

/**
 * Sends the postback once now with sample values (and the real signature), and keeps the try in the
 * log as a test. A try without an HTTP answer answers the one same message no sooner than the
 * deadline (plus a margin) after the call began, so neither the words nor the time tell a refused
 * address from a closed port, a silent one or a name that does not resolve.
 */
async function sendTest(c: Ctx) {
  const started = Date.now();
  const id = idParam(c);
  const { db, now, config, lookupHost } = c.var.deps;
  const p = await repo.findPostback(db, viewerOf(c), id);
  if (!p) throw new NotFound('Postback not found.');
  const url = fillMacros(p.url, { ...SAMPLE_VALUES, aff_id: p.affiliate_id, affiliate_id: p.affiliate_id, affiliate_name: p.affiliate_name, action: PIXEL_ACTION_CODE[p.action as PixelAction] });
  const result = await sendOnce(url, p.method, await secretOf(db, p.affiliate_id), { allowPrivate: config.outgoingAllowPrivate, lookupHost, timeoutMs: config.outgoingTimeoutMs });
  await waitOutDeadline(started, result, config.outgoingTimeoutMs);
  await repo.insertTestLog(db, p, url, result, now(), result.ok ? PixelProcessingLogStatus.Processed : PixelProcessingLogStatus.Failed);
  return ok(c, { ...result, url });
}

const listBody = listSchema(['id'], {
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
  campaign_id: optionalFilter(positiveId('campaign_id must be an id.')),
  action: optionalFilter(action),
});

async function listAll(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listPostbacks(c.var.deps.db, viewerOf(c), body, page);
  return list(c, rows.map(toPostback), total, page);
}

const logBody = listSchema(['id'], {
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
  postback_id: optionalFilter(positiveId('postback_id must be an id.')),
  status: optionalFilter(z.number({ message: 'status must be 1 or 2.' }).refine((v) => PixelProcessingLogStatus.is(v), 'status must be 1 or 2.')),
});

async function listTries(c: Ctx) {
  const body = await parseBody(c, logBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listLog(c.var.deps.db, viewerOf(c), body, page);
  return list(c, rows.map(toLog), total, page);
}

const statusQuery = z.object({ affiliate_id: positiveId('affiliate_id must be an id.').optional() });

/** GET /postbacks/integration-status[?affiliate_id=]: the affiliate's integration status (an affiliate: their own). */
async function integrationStatus(c: Ctx) {
  const query = parseWith(statusQuery, textInput(c.req.queries(), ['affiliate_id']));
  const viewer = viewerOf(c);
  const affiliateId = c.var.role === 'affiliate' ? viewer.id : query.affiliate_id;
  if (affiliateId === undefined) throw fieldError('affiliate_id', 'affiliate_id is required.');
  const status = await repo.integrationStatusOf(c.var.deps.db, viewer, affiliateId);
  if (status === undefined) throw new NotFound('Affiliate not found.');
  return ok(c, { affiliate_id: affiliateId, integration_status: status, integration_status_label: PostbackIntegrationStatus.label(status) });
}

const view = { kind: 'roles', roles: ['admin', 'manager', 'affiliate'], permission: KEYS.view, feature: FEATURE } as const;
const manage = { kind: 'roles', roles: ['admin', 'manager', 'affiliate'], permission: [KEYS.view, KEYS.manage], feature: FEATURE } as const;

/** Affiliate postbacks (spec 3 §4; the contract's paths). */
export const postbackEndpoints: Endpoint[] = [
  { method: 'POST', path: '/postbacks/list', reads: true, access: view, summary: 'List postbacks', body: listBody, handler: listAll },
  { method: 'POST', path: '/postbacks/log/list', reads: true, access: view, summary: 'List postback deliveries', body: logBody, handler: listTries },
  { method: 'GET', path: '/postbacks/integration-status', access: view, summary: 'Postback integration status', query: statusQuery, handler: integrationStatus },
  { method: 'POST', path: '/postbacks', access: manage, summary: 'Create a postback', body: createBody, handler: create },
  { method: 'PUT', path: '/postbacks/:id', access: manage, summary: 'Change a postback', body: updateBody, handler: update },
  { method: 'DELETE', path: '/postbacks/:id', access: manage, summary: 'Delete a postback', handler: remove },
  { method: 'POST', path: '/postbacks/:id/test', access: manage, summary: 'Send a test postback', handler: sendTest },
];
