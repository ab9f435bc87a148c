import { z } from 'zod';
import { CHANGE_REQUEST_MAX, OfferChangeRequestStatus } from '../../../domain/offers/changeRequests';
import { offerChangeRequestsResource } from '../../../domain/offers/access';
import { NotFound, ValidationError } from '../../errors';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import * as repo from './changeRequestRepository';

const NOT_FOUND = 'Change request not found.';
const statusMessage = `status must be one of ${OfferChangeRequestStatus.values.join(', ')}.`;
const status = z.string({ message: statusMessage }).refine(OfferChangeRequestStatus.is, statusMessage);

const listBody = listSchema(['id'], { status: optionalFilter(status), offer_id: optionalFilter(positiveId('offer_id must be an offer id.')) });
const answerBody = z.object({
  status,
  reply: z.string({ message: 'reply must be text.' }).trim().max(CHANGE_REQUEST_MAX, `reply is at most ${CHANGE_REQUEST_MAX} characters.`).default(''),
});

const withLabel = (r: repo.ChangeRequestRow) => ({ ...r, status_label: OfferChangeRequestStatus.label(r.status, 'en') });

/** Every advertiser's requests, the open ones first. */
async function listRequests(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listChangeRequests(c.var.deps.db, body, page, true);
  return list(c, rows.map(withLabel), total, page);
}

async function showRequest(c: Ctx) {
  const row = await repo.findChangeRequest(c.var.deps.db, idParam(c));
  if (!row) throw new NotFound(NOT_FOUND);
  return ok(c, withLabel(row));
}

/** Done (the change is made) or declined (a reply says why), or open again. */
async function answerRequest(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, answerBody);
  if (body.status === 'declined' && body.reply === '') throw new ValidationError([{ field: 'reply', message: 'Say why the request is declined: the advertiser reads the reply.' }]);
  const { db, now } = c.var.deps;
  if (!(await repo.resolveChangeRequest(db, id, body.status, body.reply, c.var.session!.user.id, now()))) throw new NotFound(NOT_FOUND);
  return ok(c, withLabel((await repo.findChangeRequest(db, id))!));
}

const path = offerChangeRequestsResource.api.path;
const rule = (r: typeof offerChangeRequestsResource.access.list | typeof offerChangeRequestsResource.access.edit) => ({ kind: 'roles', ...r }) as const;

/** Advertisers' offer change requests, staff side (docs/api.md, Offers). */
export const staffEndpoints: Endpoint[] = [
  { method: 'POST', path: `${path}/list`, reads: true, access: rule(offerChangeRequestsResource.access.list), handler: listRequests },
  { method: 'GET', path: `${path}/:id`, access: rule(offerChangeRequestsResource.access.list), handler: showRequest },
  { method: 'PUT', path: `${path}/:id`, access: rule(offerChangeRequestsResource.access.edit), handler: answerRequest },
];
