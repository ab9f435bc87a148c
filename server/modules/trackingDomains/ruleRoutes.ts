import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { Conflict, NotFound, ValidationError } from '../../errors';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody, parseWith } from '../../http/validate';
import { optionalFilter, positiveId, textInput, twoStateStatus, zeroOrOne } from '../../http/fields';
import * as commands from './ruleCommands';
import * as repo from './ruleRepository';
import { toRule } from './ruleView';

const domainId = positiveId('Choose an existing tracking domain.');
const redirectTypeId = positiveId('Choose an existing redirect type.');
const note = z.string({ message: 'Note must be text.' }).trim().max(255, 'Note is at most 255 characters.');
const isPrimary = zeroOrOne('is_primary must be 0 or 1.');

const createBody = z.object({
  tracking_domain_id: domainId,
  redirect_type_id: redirectTypeId,
  note: note.default(''),
  is_primary: isPrimary.optional(),
});
const updateBody = z.object({
  tracking_domain_id: domainId.optional(),
  redirect_type_id: redirectTypeId.optional(),
  note: note.optional(),
  is_primary: isPrimary.optional(),
});
const listParams = listSchema(repo.RULE_SORTS, {
  q: z.string().trim().max(253).optional(),
  tracking_domain_id: optionalFilter(domainId),
  status: optionalFilter(twoStateStatus('Status must be 1 (Active) or -1 (Deleted).')),
  is_primary: optionalFilter(isPrimary),
  redirect_type_id: optionalFilter(redirectTypeId),
});
const deleteQuery = z.object({ tracking_domain_id: optionalFilter(domainId) });
/** The fields of the list and delete queries that are numbers when given as text. */
const NUMERIC_QUERY = ['page', 'per_page', 'tracking_domain_id', 'status', 'is_primary', 'redirect_type_id'];

const notFound = () => new NotFound('Tracking domain rule not found.');

async function listWith(c: Ctx, params: z.infer<typeof listParams>) {
  const page = pageOf(params);
  const { rows, total } = await repo.listRules(
    c.var.deps.db,
    {
      q: params.q,
      tracking_domain_id: params.tracking_domain_id,
      status: params.status,
      is_primary: params.is_primary,
      redirect_type_id: params.redirect_type_id,
    },
    { sort: params.sort, perPage: page.perPage, offset: page.offset },
  );
  return list(c, rows.map(toRule), total, page);
}

/** An outcome of a rule write as the answer: the rule as it is now (or `done`), 404, 409 or 422. */
async function answer(c: Ctx, run: () => Promise<commands.Outcome>, status: 200 | 201 = 200, done?: () => Response) {
  let outcome: commands.Outcome;
  try {
    outcome = await run();
  } catch (error) {
    // the lock makes this unreachable in practice; the partial unique index is the last word
    if (isUniqueViolation(error)) throw new Conflict('Another change to this domain’s rules came first. Reload and try again.');
    throw error;
  }
  switch (outcome.kind) {
    case 'notFound':
      throw notFound();
    case 'conflict':
      throw new Conflict(outcome.message);
    case 'invalid':
      throw new ValidationError(outcome.errors);
    case 'ok': {
      if (done) return done();
      const row = await repo.findRule(c.var.deps.db, outcome.id);
      if (!row) throw notFound();
      return ok(c, toRule(row), status);
    }
  }
}

async function readRule(c: Ctx) {
  const row = await repo.findRule(c.var.deps.db, idParam(c));
  if (!row) throw notFound();
  return ok(c, toRule(row));
}

async function createRule(c: Ctx) {
  const body = await parseBody(c, createBody);
  const input = { trackingDomainId: body.tracking_domain_id, redirectTypeId: body.redirect_type_id, note: body.note, isPrimary: body.is_primary };
  return answer(c, () => commands.createRule(c.var.deps.db, input, c.var.deps.now()), 201);
}

async function updateRule(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, updateBody);
  const changes = { trackingDomainId: body.tracking_domain_id, redirectTypeId: body.redirect_type_id, note: body.note, isPrimary: body.is_primary };
  return answer(c, () => commands.updateRule(c.var.deps.db, id, changes, c.var.deps.now()));
}

async function setPrimary(c: Ctx) {
  const id = idParam(c);
  return answer(c, () => commands.setPrimary(c.var.deps.db, id, c.var.deps.now()));
}

async function deleteRule(c: Ctx) {
  const id = idParam(c);
  const query = parseWith(deleteQuery, textInput(c.req.queries(), NUMERIC_QUERY));
  const run = () => commands.deleteRule(c.var.deps.db, id, query.tracking_domain_id, c.var.deps.now());
  return answer(c, run, 200, () => c.json({ success: true }));
}

const BASE = '/tracking-domains/tracking-domain-rules';
const ADMIN = { kind: 'roles', roles: ['admin'] } as const;

export const trackingDomainRuleEndpoints: Endpoint[] = [
  { method: 'POST', path: `${BASE}/list`, reads: true, access: ADMIN, handler: async (c) => listWith(c, await parseBody(c, listParams)) },
  { method: 'GET', path: BASE, access: ADMIN, handler: (c) => listWith(c, parseWith(listParams, textInput(c.req.queries(), NUMERIC_QUERY))) },
  { method: 'POST', path: BASE, access: ADMIN, handler: createRule },
  { method: 'GET', path: `${BASE}/:id`, access: ADMIN, handler: readRule },
  { method: 'PUT', path: `${BASE}/:id`, access: ADMIN, handler: updateRule },
  { method: 'DELETE', path: `${BASE}/:id`, access: ADMIN, handler: deleteRule },
  { method: 'PATCH', path: `${BASE}/:id/set-as-primary`, access: ADMIN, handler: setPrimary },
];
