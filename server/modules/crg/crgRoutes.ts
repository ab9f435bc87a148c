import { crgDealsResource } from '../../../domain/crg/access';
import { crText } from '../../../domain/crg/cohorts';
import { NotFound, ValidationError } from '../../errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { viewerOf } from '../users/requestContext';
import { closeDueCohorts } from './crgClose';
import { createDealBody, updateDealBody } from './crgFields';
import * as repo from './crgRepository';

const NOT_FOUND = 'CRG deal not found.';
const listBody = listSchema(['id'], {});

const toDeal = (d: repo.DealRow) => ({
  ...d,
  guarantee_percent: Number(d.guarantee_percent),
  affiliate_ftd_amount: Number(d.affiliate_ftd_amount),
  advertiser_ftd_amount: Number(d.advertiser_ftd_amount),
});

/** A closed cohort as the screen reads it: figures, CR against the guarantee, the shortfall and its money (numeric text, exact). */
const toCohort = (c: repo.CohortRow) => ({ ...c, cr: crText(c.ftds, c.leads) });

async function listDeals(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listDeals(c.var.deps.db, viewerOf(c), page);
  return list(c, rows.map(toDeal), total, page);
}

async function readDeal(c: Ctx) {
  const { db } = c.var.deps;
  const deal = await repo.findDeal(db, viewerOf(c), idParam(c));
  if (!deal) throw new NotFound(NOT_FOUND);
  return ok(c, { ...toDeal(deal), cohorts: (await repo.dealCohorts(db, deal.id)).map(toCohort) });
}

async function createDeal(c: Ctx) {
  const body = await parseBody(c, createDealBody);
  const { db, now } = c.var.deps;
  const refs = await repo.badReferences(db, body);
  const errors = [
    ...(refs.offer ? [] : [{ field: 'offer_id', message: 'Choose an existing offer.' }]),
    ...(refs.affiliate ? [] : [{ field: 'affiliate_id', message: 'Choose an affiliate.' }]),
    ...(refs.integration ? [] : [{ field: 'integration_id', message: 'Choose an existing broker integration.' }]),
  ];
  if (errors.length) throw new ValidationError(errors);
  const id = await repo.insertDeal(db, body, now());
  return ok(c, toDeal((await repo.findDeal(db, viewerOf(c), id))!), 201);
}

async function updateDeal(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, updateDealBody);
  const { db, now } = c.var.deps;
  if (!(await repo.findDeal(db, viewerOf(c), id))) throw new NotFound(NOT_FOUND);
  await repo.updateDeal(db, id, body, now());
  return ok(c, toDeal((await repo.findDeal(db, viewerOf(c), id))!));
}

/** The periodic job's work now: every cohort whose close time has passed is closed. */
async function closeNow(c: Ctx) {
  const { db, now } = c.var.deps;
  return ok(c, { closed: await closeDueCohorts(db, now()) });
}

const { access, api } = crgDealsResource;
const VIEW = { kind: 'roles', ...access.list } as const;
const MANAGE = { kind: 'roles', ...access.edit } as const;

/** CRG deals (spec 4 §3, docs/decisions/crg.md): staff read them and their closed cohorts; admins make and change them and close due cohorts. */
export const crgEndpoints: Endpoint[] = [
  { method: 'POST', path: `${api.path}/list`, reads: true, access: VIEW, handler: listDeals },
  { method: 'POST', path: api.path, access: MANAGE, handler: createDeal },
  { method: 'GET', path: `${api.path}/:id`, access: VIEW, handler: readDeal },
  { method: 'PUT', path: `${api.path}/:id`, access: MANAGE, handler: updateDeal },
  { method: 'POST', path: '/crg/cohorts/close', access: MANAGE, handler: closeNow },
];
