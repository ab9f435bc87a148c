import { z } from 'zod';
import { AlertKind } from '../../../domain/alerts/alertKinds';
import { advertiserChangeRequestsResource, ADVERTISER_RULE } from '../../../domain/advertisers/access';
import { CHANGE_REQUEST_MAX, OfferChangeRequestStatus } from '../../../domain/offers/changeRequests';
import { ValidationError } from '../../errors';
import { ownOrigin } from '../../http/guards';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { raiseAlert } from '../alerts/alertRepository';
import * as repo from './changeRequestRepository';

const me = (c: Ctx) => c.var.session!.user.id;

const listBody = listSchema(['id'], { offer_id: optionalFilter(positiveId('offer_id must be an offer id.')) });
const createBody = z.object({
  offer_id: positiveId('offer_id must be one of your offers.'),
  message: z
    .string({ message: 'message must be text.' })
    .trim()
    .min(1, 'Say what should change.')
    .max(CHANGE_REQUEST_MAX, `message is at most ${CHANGE_REQUEST_MAX} characters.`),
});

/** What the advertiser sees of a request: theirs, with the staff's answer (not who gave it). */
const toOwn = (r: repo.ChangeRequestRow) => ({
  id: r.id,
  offer_id: r.offer_id,
  offer_name: r.offer_name,
  message: r.message,
  status: r.status,
  status_label: OfferChangeRequestStatus.label(r.status, 'en'),
  reply: r.reply,
  created_at: r.created_at,
  resolved_at: r.resolved_at,
});

async function listOwn(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listChangeRequests(c.var.deps.db, { ...body, advertiser_id: me(c) }, page);
  return list(c, rows.map(toOwn), total, page);
}

/** A request on one of their offers; the admins get an alert (and an e-mail where they chose it). */
async function createOwn(c: Ctx) {
  const body = await parseBody(c, createBody);
  const { db, now } = c.var.deps;
  const made = await repo.createChangeRequest(db, me(c), body.offer_id, body.message, now());
  if (!made) throw new ValidationError([{ field: 'offer_id', message: 'offer_id must be one of your offers.' }]);
  const raised = await raiseAlert(
    db,
    { kind: AlertKind.OfferChangeRequested, subject: `offer_change_request:${made.id}`, name: `${made.offer_name} (#${body.offer_id})`, link: `/offer-change-requests/${made.id}` },
    { now: now(), origin: ownOrigin(c) },
  );
  c.var.deps.alertNotifier?.notify(raised);
  const row = (await repo.listChangeRequests(db, { id: made.id, advertiser_id: me(c) }, { perPage: 1, offset: 0 })).rows[0]!;
  return ok(c, toOwn(row), 201);
}

const ACCESS = { kind: 'roles', ...ADVERTISER_RULE } as const;
const path = advertiserChangeRequestsResource.api.path;

/** The advertiser's offer change requests (docs/api.md, Advertiser app). */
export const portalEndpoints: Endpoint[] = [
  { method: 'POST', path: `${path}/list`, reads: true, access: ACCESS, summary: 'List your offer change requests', body: listBody, handler: listOwn },
  { method: 'POST', path, access: ACCESS, summary: 'Ask for a change to your offer', body: createBody, handler: createOwn },
];
