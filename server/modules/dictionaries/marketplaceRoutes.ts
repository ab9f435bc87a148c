import { z } from 'zod';
import { MarketplaceCategoryStatus } from '../../../domain/enums/dictionary-status';
import { marketplaceCategoryStatusDisplay } from '../../../domain/enums/status-display';
import { isUniqueViolation } from '../../db/errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { NotFound, ValidationError } from '../../errors';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { ROLES } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { optionalFilter, twoStateStatus } from '../../http/fields';
import * as repo from './marketplaceRepository';

const status = twoStateStatus('Status must be 1 (Active) or -1 (Deactivated).');
const name = z.string({ message: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name is at most 100 characters.');

const createBody = z.object({ name, status: status.default(MarketplaceCategoryStatus.Active) });
const updateBody = z.object({ name: name.optional(), status: status.optional() });
const listBody = listSchema(repo.CATEGORY_SORTS, {
  q: z.string().trim().max(100).optional(),
  name: z.string().trim().max(100).optional(),
  status: optionalFilter(status),
});

export function toCategory(row: repo.CategoryRow) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    ...marketplaceCategoryStatusDisplay(row.status),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const taken = [{ field: 'name', message: 'A category with this name already exists.' }];
const notFound = () => new NotFound('Marketplace category not found.');
// managers and affiliates browse the marketplace by category: active ones only
const seesDeactivated = (c: Ctx) => c.var.role === 'admin';

async function listCategories(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const statusFilter = seesDeactivated(c) ? body.status : MarketplaceCategoryStatus.Active;
  if (!seesDeactivated(c) && body.status !== undefined && body.status !== statusFilter) return list(c, [], 0, page);
  const { rows, total } = await repo.listCategories(
    c.var.deps.db,
    { q: body.q, name: body.name, status: statusFilter },
    { sort: body.sort, perPage: page.perPage, offset: page.offset },
  );
  return list(c, rows.map(toCategory), total, page);
}

async function readCategory(c: Ctx) {
  const row = await repo.findCategory(c.var.deps.db, idParam(c));
  if (!row || (!seesDeactivated(c) && row.status !== MarketplaceCategoryStatus.Active)) throw notFound();
  return ok(c, toCategory(row));
}

async function save(c: Ctx, id: number | undefined, values: { name?: string; status?: number }) {
  const { db } = c.var.deps;
  if (values.name !== undefined && (await repo.isNameTaken(db, values.name, id))) throw new ValidationError(taken);
  try {
    if (id === undefined) return ok(c, toCategory(await repo.insertCategory(db, { name: values.name!, status: values.status! })), 201);
    const row = await repo.updateCategory(db, id, values, c.var.deps.now());
    if (!row) throw notFound();
    return ok(c, toCategory(row));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError(taken);
    throw error;
  }
}

async function createCategory(c: Ctx) {
  const body = await parseBody(c, createBody);
  return save(c, undefined, body);
}

async function updateCategory(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, updateBody);
  if (!(await repo.findCategory(c.var.deps.db, id))) throw notFound();
  return save(c, id, body);
}

/** Restore makes the category Active again; deleting an active or deleted one is harmless to repeat. */
async function restoreCategory(c: Ctx) {
  const row = await repo.updateCategory(c.var.deps.db, idParam(c), { status: MarketplaceCategoryStatus.Active }, c.var.deps.now());
  if (!row) throw notFound();
  return ok(c, toCategory(row));
}

/** Delete deactivates (status -1): offers keep their category and it can be restored. */
async function deleteCategory(c: Ctx) {
  const row = await repo.updateCategory(c.var.deps.db, idParam(c), { status: MarketplaceCategoryStatus.Deactivated }, c.var.deps.now());
  if (!row) throw notFound();
  return c.json({ success: true });
}

const BASE = '/dictionary/marketplace-categories';
const ADMIN = { kind: 'roles', roles: ['admin'] } as const;
const ANY_ROLE = { kind: 'roles', roles: ROLES } as const;

export const marketplaceCategoryEndpoints: Endpoint[] = [
  { method: 'POST', path: `${BASE}/list`, reads: true, access: ANY_ROLE, summary: 'List marketplace categories', body: listBody, handler: listCategories },
  { method: 'POST', path: BASE, access: ADMIN, handler: createCategory },
  { method: 'GET', path: `${BASE}/:id`, access: ANY_ROLE, summary: 'A marketplace category', handler: readCategory },
  { method: 'PUT', path: `${BASE}/:id`, access: ADMIN, handler: updateCategory },
  { method: 'PATCH', path: `${BASE}/:id/restore`, access: ADMIN, handler: restoreCategory },
  { method: 'DELETE', path: `${BASE}/:id`, access: ADMIN, handler: deleteCategory },
];
