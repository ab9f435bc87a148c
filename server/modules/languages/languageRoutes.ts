import { z } from 'zod';
import { isLanguageCode } from '../../../domain/languages';
import { languageStatusDisplay } from '../../../domain/enums/status-display';
import { isUniqueViolation } from '../../db/errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { NotFound, ValidationError } from '../../errors';
import { list, ok, type FieldError } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { ROLES } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { twoStateStatus } from '../../http/fields';
import * as repo from './languageRepository';

const status = twoStateStatus('Status must be 1 (Active) or -1 (Deactivated).');

const fields = {
  name: z.string({ message: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name is at most 100 characters.'),
  system_name: z
    .string({ message: 'System name is required.' })
    .trim()
    .toLowerCase()
    .refine(isLanguageCode, 'System name must be a language code such as en, ru or pt-br.'),
  status,
};

const createBody = z.object({ ...fields, status: status.default(1) });
const updateBody = z.object({ name: fields.name.optional(), system_name: fields.system_name.optional(), status: status.optional() });
const listBody = listSchema(['id', 'name', 'system_name', 'status'], {
  q: z.string().trim().max(100).optional(),
  name: z.string().trim().max(100).optional(),
  system_name: z.string().trim().max(20).optional(),
  status: z.union([status, z.literal('')]).optional(),
});

export function toLanguage(row: repo.LanguageRow) {
  return {
    id: row.id,
    name: row.name,
    system_name: row.systemName,
    status: row.status,
    ...languageStatusDisplay(row.status),
  };
}

const taken: Record<'name' | 'system_name', FieldError> = {
  name: { field: 'name', message: 'A language with this name already exists.' },
  system_name: { field: 'system_name', message: 'A language with this system name already exists.' },
};

async function listLanguages(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listLanguages(
    c.var.deps.db,
    { q: body.q, name: body.name, system_name: body.system_name, status: body.status === '' ? undefined : body.status },
    { sort: body.sort, perPage: page.perPage, offset: page.offset },
  );
  return list(c, rows.map(toLanguage), total, page);
}

async function readLanguage(c: Ctx) {
  const row = await repo.findLanguage(c.var.deps.db, idParam(c));
  if (!row) throw new NotFound('Language not found.');
  return ok(c, toLanguage(row));
}

async function createLanguage(c: Ctx) {
  const body = await parseBody(c, createBody);
  const values = { name: body.name, systemName: body.system_name, status: body.status };
  const conflicts = await repo.findConflicts(c.var.deps.db, values);
  if (conflicts.length) throw new ValidationError(conflicts.map((f) => taken[f]));
  try {
    return ok(c, toLanguage(await repo.insertLanguage(c.var.deps.db, values)), 201);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError([taken.system_name]);
    throw error;
  }
}

async function updateLanguage(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, updateBody);
  const values = { name: body.name, systemName: body.system_name, status: body.status };
  if (!(await repo.findLanguage(c.var.deps.db, id))) throw new NotFound('Language not found.');
  const conflicts = await repo.findConflicts(c.var.deps.db, values, id);
  if (conflicts.length) throw new ValidationError(conflicts.map((f) => taken[f]));
  try {
    const row = await repo.updateLanguage(c.var.deps.db, id, values, c.var.deps.now());
    if (!row) throw new NotFound('Language not found.');
    return ok(c, toLanguage(row));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError([taken.system_name]);
    throw error;
  }
}

async function deleteLanguage(c: Ctx) {
  const deleted = await repo.deleteLanguage(c.var.deps.db, idParam(c));
  if (!deleted) throw new NotFound('Language not found.');
  return c.json({ success: true });
}

const BASE = '/dictionary/languages';
const ADMIN = { kind: 'roles', roles: ['admin'] } as const;
const ANY_ROLE = { kind: 'roles', roles: ROLES } as const;

export const languageEndpoints: Endpoint[] = [
  { method: 'POST', path: `${BASE}/list`, reads: true, access: ANY_ROLE, summary: 'List languages', body: listBody, handler: listLanguages },
  { method: 'POST', path: BASE, access: ADMIN, handler: createLanguage },
  { method: 'GET', path: `${BASE}/:id`, access: ANY_ROLE, summary: 'A language', handler: readLanguage },
  { method: 'PUT', path: `${BASE}/:id`, access: ADMIN, handler: updateLanguage },
  { method: 'DELETE', path: `${BASE}/:id`, access: ADMIN, handler: deleteLanguage },
];
