import { z } from 'zod';
import { UserType } from '../../../domain/enums/user';
import { PROMO_CODE_PATTERN, promoCodesResource } from '../../../domain/offers/promoCodes';
import { NotFound, ValidationError } from '../../errors';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok, type FieldError } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import * as offerRepository from '../offers/offerRepository';
import { recordActivity } from '../activity/activityLog';
import { actorOf, viewerOf } from '../users/requestContext';
import { findInScope } from '../users/scope';
import * as repo from './promoCodeRepository';

const CODE_MESSAGE = 'code must be 1–64 letters, digits, dots, hyphens or underscores, starting with a letter or digit.';

const listBody = listSchema(repo.PROMO_CODE_SORTS, {
  q: z.string().trim().max(200).optional(),
  offer_id: optionalFilter(positiveId('offer_id must be an id.')),
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
});

const createBody = z.object({
  offer_id: positiveId('offer_id must be an offer.'),
  affiliate_id: positiveId('affiliate_id must be an affiliate.'),
  code: z.string({ message: CODE_MESSAGE }).trim().regex(PROMO_CODE_PATTERN, CODE_MESSAGE),
});

/** PromoCode as docs/api.md names it. */
const toPromoCode = (r: repo.PromoCodeRow) => ({
  id: Number(r.id),
  offer_id: r.offer_id,
  offer_name: r.offer_name,
  affiliate_id: r.affiliate_id,
  affiliate_name: r.affiliate_name || r.affiliate_email,
  affiliate_email: r.affiliate_email,
  code: r.code,
  created_at: r.created_at,
});

/** What the activity log keeps of a code: whose, on which offer, which (docs/decisions/activity-log.md). */
const logged = (r: { offer_id: number; affiliate_id: number; code: string }) => ({ offer_id: r.offer_id, affiliate_id: r.affiliate_id, code: r.code });

async function listCodes(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listPromoCodes(c.var.deps.db, viewerOf(c), body, { sort: body.sort, perPage: page.perPage, offset: page.offset });
  return list(c, rows.map(toPromoCode), total, page);
}

/**
 * Assigns a code to an affiliate on an offer: an affiliate in the caller's scope (a manager's own),
 * a code the offer has in no case yet (422 on `code`), checked by the unique index itself.
 */
async function createCode(c: Ctx) {
  const body = await parseBody(c, createBody);
  const { db, now } = c.var.deps;
  const errors: FieldError[] = [];
  if (!(await offerRepository.findOffer(db, body.offer_id))) errors.push({ field: 'offer_id', message: 'Choose an existing offer.' });
  const affiliate = await findInScope(db, viewerOf(c), body.affiliate_id);
  if (!affiliate || affiliate.userType !== UserType.Affiliate) errors.push({ field: 'affiliate_id', message: 'Unknown affiliate or an affiliate outside your scope.' });
  if (errors.length) throw new ValidationError(errors);
  const id = await db.transaction(async (tx) => {
    const made = await repo.insertPromoCode(tx, { offerId: body.offer_id, affiliateId: body.affiliate_id, code: body.code, createdBy: actorOf(c).id, now: now() });
    if (made !== null) await recordActivity(tx, { actor: actorOf(c), type: 'promo_code_created', entity: 'promo_code', entityId: made, before: null, after: logged(body), now: now() });
    return made;
  });
  if (id === null) throw new ValidationError([{ field: 'code', message: 'This offer already has this promo code (codes are the same whatever their case).' }]);
  return ok(c, toPromoCode((await repo.findPromoCode(db, viewerOf(c), id))!), 201);
}

async function deleteCode(c: Ctx) {
  const id = idParam(c);
  const { db } = c.var.deps;
  const found = await repo.findPromoCode(db, viewerOf(c), id);
  if (!found) throw new NotFound('Promo code not found.');
  await db.transaction(async (tx) => {
    await repo.deletePromoCode(tx, id);
    await recordActivity(tx, { actor: actorOf(c), type: 'promo_code_deleted', entity: 'promo_code', entityId: id, before: logged(found), after: null, now: c.var.deps.now() });
  });
  return ok(c, toPromoCode(found));
}

const { access } = promoCodesResource;
const PATH = promoCodesResource.api.path;

export const promoCodeEndpoints: Endpoint[] = [
  { method: 'POST', path: `${PATH}/list`, reads: true, access: { kind: 'roles', ...access.list }, summary: 'List promo codes', body: listBody, handler: listCodes },
  { method: 'POST', path: PATH, access: { kind: 'roles', ...access.create }, handler: createCode },
  { method: 'DELETE', path: `${PATH}/:id`, access: { kind: 'roles', ...access.delete }, handler: deleteCode },
];
