import { z } from 'zod';
import { trackingDomainStatusDisplay } from '../../../domain/enums/status-display';
import { isUniqueViolation } from '../../db/errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { NotFound, ValidationError } from '../../errors';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { optionalFilter, twoStateStatus } from '../../http/fields';
import * as repo from './domainRepository';
import { AlertKind } from '../../../domain/alerts/alertKinds';
import { ownOrigin } from '../../http/guards';
import { raiseAlert } from '../alerts/alertRepository';
import { HOST_MESSAGES, hostName } from './hostName';
import { recordActivity } from '../activity/activityLog';
import { actorOf } from '../users/requestContext';

const status = twoStateStatus('Status must be 1 (Active) or -1 (Deactivated).');

const createBody = z.object({ domain: hostName, status: status.default(1) });
const updateBody = z.object({ domain: hostName.optional(), status: status.optional() });
const listBody = listSchema(repo.TRACKING_DOMAIN_SORTS, {
  q: z.string().trim().max(253).optional(),
  domain: z.string().trim().max(253).optional(),
  status: optionalFilter(status),
});

export function toTrackingDomain(row: repo.TrackingDomainRow) {
  return {
    id: row.id,
    domain: row.domain,
    status: row.status,
    ...trackingDomainStatusDisplay(row.status),
    rules_count: Number(row.rulesCount),
    primary_rule_id: row.primaryRuleId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const ACTIVE = 1;

/** A domain taken out of service: its links stop tracking, so the admins hear of it (and by e-mail, where chosen). */
async function raiseDomainRemoved(c: Ctx, row: repo.TrackingDomainRow) {
  const raised = await raiseAlert(
    c.var.deps.db,
    { kind: AlertKind.TrackingDomainRemoved, subject: `tracking_domain:${row.id}`, name: row.domain, link: `/tracking-domains/${row.id}` },
    { now: c.var.deps.now(), origin: ownOrigin(c) },
  );
  c.var.deps.alertNotifier?.notify(raised);
}

const taken = [{ field: 'domain', message: HOST_MESSAGES.taken }];
const notFound = () => new NotFound('Tracking domain not found.');

async function listDomains(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listTrackingDomains(
    c.var.deps.db,
    { q: body.q, domain: body.domain, status: body.status },
    { sort: body.sort, perPage: page.perPage, offset: page.offset },
  );
  return list(c, rows.map(toTrackingDomain), total, page);
}

async function readDomain(c: Ctx) {
  const row = await repo.findTrackingDomain(c.var.deps.db, idParam(c));
  if (!row) throw notFound();
  return ok(c, toTrackingDomain(row));
}

/** A domain as the activity log records it: its host name and status. */
const logged = (row: repo.TrackingDomainRow | undefined) => (row ? { domain: row.domain, status: row.status } : null);

async function createDomain(c: Ctx) {
  const body = await parseBody(c, createBody);
  const { db } = c.var.deps;
  if (await repo.isDomainTaken(db, body.domain)) throw new ValidationError(taken);
  try {
    const id = await db.transaction(async (tx) => {
      const created = await repo.insertTrackingDomain(tx, { domain: body.domain, status: body.status });
      await recordActivity(tx, { actor: actorOf(c), type: 'tracking_domain_created', entity: 'tracking_domain', entityId: created, before: null, after: logged(await repo.findTrackingDomain(tx, created)), now: c.var.deps.now() });
      return created;
    });
    return ok(c, toTrackingDomain((await repo.findTrackingDomain(db, id))!), 201);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError(taken);
    throw error;
  }
}

async function updateDomain(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, updateBody);
  const { db } = c.var.deps;
  const before = await repo.findTrackingDomain(db, id);
  if (!before) throw notFound();
  if (body.domain !== undefined && (await repo.isDomainTaken(db, body.domain, id))) throw new ValidationError(taken);
  try {
    const row = await db.transaction(async (tx) => {
      const updated = await repo.updateTrackingDomain(tx, id, { domain: body.domain, status: body.status }, c.var.deps.now());
      const after = updated ? await repo.findTrackingDomain(tx, id) : undefined;
      if (!after) throw notFound();
      await recordActivity(tx, { actor: actorOf(c), type: 'tracking_domain_updated', entity: 'tracking_domain', entityId: id, before: logged(before), after: logged(after), now: c.var.deps.now() });
      return after;
    });
    if (before.status === ACTIVE && row.status !== ACTIVE) await raiseDomainRemoved(c, row);
    return ok(c, toTrackingDomain(row));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError(taken);
    throw error;
  }
}

const BASE = '/tracking-domains/tracking-domains';
const ADMIN = { kind: 'roles', roles: ['admin'] } as const;
// managers see which domain a campaign's links use; affiliates get finished links and never the list
const ADMIN_MANAGER = { kind: 'roles', roles: ['admin', 'manager'] } as const;

export const trackingDomainEndpoints: Endpoint[] = [
  { method: 'POST', path: `${BASE}/list`, reads: true, access: ADMIN_MANAGER, handler: listDomains },
  { method: 'POST', path: BASE, access: ADMIN, handler: createDomain },
  { method: 'GET', path: `${BASE}/:id`, access: ADMIN_MANAGER, handler: readDomain },
  { method: 'PUT', path: `${BASE}/:id`, access: ADMIN, handler: updateDomain },
];
