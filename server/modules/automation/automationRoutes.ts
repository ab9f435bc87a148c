import { automationRulesResource } from '../../../domain/automation/rules';
import { UserType } from '../../../domain/enums/user';
import { NotFound, ValidationError } from '../../errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import type { Viewer } from '../users/scope';
import { viewerOf } from '../users/requestContext';
import { ruleBody, type RuleInput } from './automationFields';
import * as repo from './automationRepository';
import { evaluate, windowOf } from './automationRun';

const NOT_FOUND = 'Automation rule not found.';
const listBody = listSchema(['id'], {});

const managerOf = (viewer: Viewer) => (viewer.userType === UserType.Manager ? viewer.id : null);

/** The references must exist; a manager's rule names only their affiliates and acts only on them (not on an integration or a whole offer's cap). */
async function checkReferences(c: Ctx, body: RuleInput) {
  const managerId = managerOf(viewerOf(c));
  const refs = await repo.references(c.var.deps.db, body, managerId);
  const errors = [
    ...(refs.offer ? [] : [{ field: 'offer_id', message: 'Choose an existing offer.' }]),
    ...(refs.affiliate ? [] : [{ field: 'affiliate_id', message: managerId ? 'Choose one of your affiliates.' : 'Choose an affiliate.' }]),
    ...(refs.integration ? [] : [{ field: 'integration_id', message: 'Choose an existing broker integration.' }]),
  ];
  if (managerId !== null && body.action === 'pause_integration') errors.push({ field: 'action', message: 'Only an administrator’s rule pauses a broker integration.' });
  if (managerId !== null && body.action === 'change_cap' && body.scope === 'offer') errors.push({ field: 'scope', message: 'Only an administrator’s rule changes a whole offer’s cap: choose an affiliate scope.' });
  if (errors.length) throw new ValidationError(errors);
}

async function listRules(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listRules(c.var.deps.db, viewerOf(c), page);
  return list(c, rows, total, page);
}

async function found(c: Ctx, id = idParam(c)) {
  const rule = await repo.findRule(c.var.deps.db, viewerOf(c), id);
  if (!rule) throw new NotFound(NOT_FOUND);
  return rule;
}

async function readRule(c: Ctx) {
  return ok(c, await found(c));
}

async function createRule(c: Ctx) {
  const body = await parseBody(c, ruleBody);
  await checkReferences(c, body);
  const { db, now } = c.var.deps;
  const id = await repo.insertRule(db, body, managerOf(viewerOf(c)), now());
  return ok(c, await found(c, id), 201);
}

async function updateRule(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, ruleBody);
  await found(c, id);
  await checkReferences(c, body);
  const { db, now } = c.var.deps;
  await repo.updateRule(db, id, body, now());
  return ok(c, await found(c, id));
}

async function deleteRule(c: Ctx) {
  const rule = await found(c);
  await repo.deleteRule(c.var.deps.db, rule.id);
  return ok(c, { id: rule.id });
}

async function listRuns(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const rule = await found(c);
  const { rows, total } = await repo.listRuns(c.var.deps.db, rule.id, page);
  return list(c, rows, total, page);
}

/** What the rule would do in this hour's window: every subject's value and whether it matches; nothing changes. */
async function dryRun(c: Ctx) {
  const rule = await found(c);
  const window = windowOf(c.var.deps.now());
  const results = await evaluate(c.var.deps.db, rule, window);
  return ok(c, { rule_id: rule.id, window_start: window.toISOString(), action: rule.action, results });
}

const { access, api } = automationRulesResource;
const VIEW = { kind: 'roles', ...access.list } as const;
const MANAGE = { kind: 'roles', ...access.edit } as const;

/** Automation rules (spec 4 §5, docs/decisions/automation-rules.md). */
export const automationEndpoints: Endpoint[] = [
  { method: 'POST', path: `${api.path}/list`, reads: true, access: VIEW, handler: listRules },
  { method: 'POST', path: api.path, access: MANAGE, handler: createRule },
  { method: 'GET', path: `${api.path}/:id`, access: VIEW, handler: readRule },
  { method: 'PUT', path: `${api.path}/:id`, access: MANAGE, handler: updateRule },
  { method: 'DELETE', path: `${api.path}/:id`, access: MANAGE, handler: deleteRule },
  { method: 'POST', path: `${api.path}/:id/runs/list`, reads: true, access: VIEW, handler: listRuns },
  { method: 'POST', path: `${api.path}/:id/dry-run`, reads: true, access: VIEW, handler: dryRun },
];
