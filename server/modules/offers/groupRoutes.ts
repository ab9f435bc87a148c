import { z } from 'zod';
import { MarketplaceCategoryStatus } from '../../../domain/enums/dictionary-status';
import { statusDisplay } from '../../../domain/enums/status-display';
import { fieldError, NotFound } from '../../errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { optionalFilter, twoStateStatus } from '../../http/fields';
import { isAffiliate, OFFER_KEYS } from './context';
import * as repo from './groupRepository';

// Offer groups are a small dictionary like marketplace categories: Active 1 / Deactivated -1, and
// "delete" deactivates, since offers and traffic events keep pointing at the group.
const status = twoStateStatus('Status must be 1 (Active) or -1 (Deactivated).');
const name = z.string({ message: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name is at most 100 characters.');
const listBody = listSchema(repo.GROUP_SORTABLE, { q: z.string().trim().max(100).optional(), status: optionalFilter(status) });

const toGroup = (g: repo.GroupRow) => ({
  id: g.id,
  name: g.name,
  status: g.status,
  ...statusDisplay(MarketplaceCategoryStatus, g.status),
  offers_count: Number(g.offersCount),
  created_at: g.createdAt,
  updated_at: g.updatedAt,
});

const NOT_FOUND = 'Offer group not found.';
const taken = () => fieldError('name', 'An offer group with this name already exists.');

async function listGroups(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listGroups(c.var.deps.db, { q: body.q, status: body.status, activeOnly: isAffiliate(c) }, { sort: body.sort, perPage: page.perPage, offset: page.offset });
  return list(c, rows.map(toGroup), total, page);
}

async function readGroup(c: Ctx) {
  const row = await repo.findGroup(c.var.deps.db, idParam(c), isAffiliate(c));
  if (!row) throw new NotFound(NOT_FOUND);
  return ok(c, toGroup(row));
}

async function createGroup(c: Ctx) {
  const body = await parseBody(c, z.object({ name, status: status.default(repo.ACTIVE) }));
  const db = c.var.deps.db;
  if (await repo.groupNameTaken(db, body.name)) throw taken();
  const id = await repo.insertGroup(db, body);
  return ok(c, toGroup((await repo.findGroup(db, id, false))!), 201);
}

async function updateGroup(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, z.object({ name: name.optional(), status: status.optional() }));
  const { db, now } = c.var.deps;
  if (!(await repo.findGroup(db, id, false))) throw new NotFound(NOT_FOUND);
  if (body.name !== undefined && (await repo.groupNameTaken(db, body.name, id))) throw taken();
  await repo.updateGroup(db, id, body, now());
  return ok(c, toGroup((await repo.findGroup(db, id, false))!));
}

async function deleteGroup(c: Ctx) {
  const { db, now } = c.var.deps;
  if (!(await repo.deactivateGroup(db, idParam(c), now()))) throw new NotFound(NOT_FOUND);
  return c.json({ success: true });
}

const BASE = '/dictionary/offer-groups';
const FEATURE = 'offer_management' as const;
const VIEW = { kind: 'roles', roles: ['admin', 'manager', 'affiliate'], permission: OFFER_KEYS.view, feature: FEATURE } as const;
const MANAGE = { kind: 'roles', roles: ['admin', 'manager'], permission: [OFFER_KEYS.view, OFFER_KEYS.manage], feature: FEATURE } as const;

export const offerGroupEndpoints: Endpoint[] = [
  { method: 'POST', path: `${BASE}/list`, reads: true, access: VIEW, summary: 'List offer groups', body: listBody, handler: listGroups },
  { method: 'POST', path: BASE, access: MANAGE, handler: createGroup },
  { method: 'GET', path: `${BASE}/:id`, access: VIEW, summary: 'An offer group', handler: readGroup },
  { method: 'PUT', path: `${BASE}/:id`, access: MANAGE, handler: updateGroup },
  { method: 'DELETE', path: `${BASE}/:id`, access: MANAGE, handler: deleteGroup },
];
