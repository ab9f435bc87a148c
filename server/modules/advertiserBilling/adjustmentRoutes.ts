import { z } from 'zod';
import { advertiserAdjustmentsResource, MANAGE_TRANSACTIONS, VIEW_ADVERTISER_BILLING } from '../../../domain/advertiserBilling/access';
import { isoDate } from '../../../domain/billing/terms';
import { NotFound, ValidationError } from '../../errors';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import * as repo from './adjustmentRepository';
import { signedAmount } from './billingFields';
import { calendarDay as day } from '../../http/fields';

const listBody = listSchema(['id'], { advertiser_id: optionalFilter(positiveId('advertiser_id must be an id.')) });

const createBody = z.object({
  advertiser_id: positiveId('advertiser_id must be an advertiser’s id.'),
  amount: signedAmount('a credit'),
  made_on: day('made_on'),
  reason: z.string({ message: 'reason must be text.' }).trim().min(1, 'Say why: the reason shows beside the amount.').max(500, 'reason is at most 500 characters.'),
});

async function listAdjustments(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listAdjustments(c.var.deps.db, body.advertiser_id, page);
  return list(c, rows, total, page);
}

/** A credit (negative) or a debit (positive) on an advertiser's balance, dated no later than today. */
async function createAdjustment(c: Ctx) {
  const body = await parseBody(c, createBody);
  const { db, now } = c.var.deps;
  if (body.made_on > isoDate(now())) throw new ValidationError([{ field: 'made_on', message: 'made_on cannot be in the future.' }]);
  const id = await repo.createAdjustment(db, { advertiserId: body.advertiser_id, amount: body.amount, madeOn: body.made_on, reason: body.reason }, c.var.session!.user.id, now());
  if (id === undefined) throw new ValidationError([{ field: 'advertiser_id', message: 'Choose an advertiser.' }]);
  return ok(c, (await repo.listAdjustments(db, body.advertiser_id, { perPage: 500, offset: 0 })).rows.find((r) => r.id === id)!, 201);
}

async function deleteAdjustment(c: Ctx) {
  const id = idParam(c);
  if (!(await repo.deleteAdjustment(c.var.deps.db, id))) throw new NotFound('Adjustment not found.');
  return ok(c, { id });
}

const path = advertiserAdjustmentsResource.api.path;

/** Advertiser billing's transactions: adjustments to a balance (docs/api.md, Advertiser billing). */
export const adjustmentEndpoints: Endpoint[] = [
  { method: 'POST', path: `${path}/list`, reads: true, access: { kind: 'roles', ...VIEW_ADVERTISER_BILLING }, handler: listAdjustments },
  { method: 'POST', path, access: { kind: 'roles', ...MANAGE_TRANSACTIONS }, handler: createAdjustment },
  { method: 'DELETE', path: `${path}/:id`, access: { kind: 'roles', ...MANAGE_TRANSACTIONS }, handler: deleteAdjustment },
];
