import { z } from 'zod';
import { brokerIntegrationsResource } from '../../../domain/brokers/access';
import { IntegrationStatus } from '../../../domain/enums/broker';
import { statusDisplay } from '../../../domain/enums/status-display';
import { changeInScope } from '../../db/changeInScope';
import { fieldError, NotFound } from '../../errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { optionalFilter } from '../../http/fields';
import { idsFilter } from '../offers/fields';
import { refuseSpecialEndpoints } from './endpointAddresses';
import { headersToStore, maskHeaders, secretsKey } from './headerSecrets';
import { batchStatusBody, createIntegrationBody, integrationStatusFilter, updateIntegrationBody, type IntegrationInput } from './integrationFields';
import * as repo from './integrationRepository';
import type { Tx } from '../../db/tx';
import { recordActivities, recordActivity, type Snapshot } from '../activity/activityLog';
import { actorOf } from '../users/requestContext';

const NOT_FOUND = 'Integration not found.';

const toIntegration = (r: repo.IntegrationRow) => ({
  id: r.id,
  advertiser_id: r.advertiserId,
  advertiser_name: r.advertiserName,
  name: r.name,
  kind: r.kind,
  endpoint: r.endpoint,
  method: r.method,
  headers: maskHeaders(r.headers),
  body_template: r.bodyTemplate,
  success_path: r.successPath,
  lead_id_path: r.leadIdPath,
  autologin_path: r.autologinPath,
  status_pull: r.statusPull,
  status_map: r.statusMap,
  lookback_days: r.lookbackDays,
  epl_price: r.eplPrice === null ? null : Number(r.eplPrice),
  timeout_ms: r.timeoutMs,
  time_zone: r.timeZone,
  working_hours: r.workingHours,
  countries: r.countries,
  languages: r.languages,
  status: r.status,
  ...statusDisplay(IntegrationStatus, r.status),
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});

/** The integration as the activity log records it: the answer's fields (secret headers masked) without names, labels and times. */
const NOT_LOGGED = new Set(['id', 'advertiser_name', 'status_label', 'statusClass', 'created_at', 'updated_at']);
async function integrationSnapshot(tx: Tx, id: number): Promise<Snapshot> {
  const row = await repo.findIntegration(tx, id);
  return row ? Object.fromEntries(Object.entries(toIntegration(row)).filter(([k]) => !NOT_LOGGED.has(k))) : null;
}

const listBody = listSchema(repo.INTEGRATION_SORTABLE, {
  q: z.string().trim().max(200).optional(),
  status: integrationStatusFilter,
  advertiser_id: idsFilter('advertiser_id must be an id.'),
  country: optionalFilter(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'country must be an ISO alpha-2 code.')),
});

async function listIntegrations(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listIntegrations(c.var.deps.db, body, { sort: body.sort, perPage: page.perPage, offset: page.offset });
  return list(c, rows.map(toIntegration), total, page);
}

async function readIntegration(c: Ctx) {
  const row = await repo.findIntegration(c.var.deps.db, idParam(c));
  if (!row) throw new NotFound(NOT_FOUND);
  return ok(c, toIntegration(row));
}

function toValues(b: IntegrationInput): repo.IntegrationValues {
  return {
    advertiserId: b.advertiser_id,
    name: b.name,
    kind: b.kind,
    endpoint: b.endpoint,
    method: b.method,
    bodyTemplate: b.body_template,
    successPath: b.success_path,
    leadIdPath: b.lead_id_path,
    autologinPath: b.autologin_path,
    statusPull: b.status_pull,
    statusMap: b.status_map,
    lookbackDays: b.lookback_days,
    eplPrice: b.epl_price === undefined ? undefined : b.epl_price === null ? null : b.epl_price.toFixed(2),
    timeoutMs: b.timeout_ms,
    timeZone: b.time_zone,
    workingHours: b.working_hours,
    countries: b.countries,
    languages: b.languages,
    status: b.status,
  };
}

async function mustBeAdvertiser(c: Ctx, id: number | undefined) {
  if (id !== undefined && !(await repo.isAdvertiser(c.var.deps.db, id))) throw fieldError('advertiser_id', 'Choose an advertiser: a broker is an advertiser with integrations.');
}

async function createIntegration(c: Ctx) {
  const body = await parseBody(c, createIntegrationBody);
  await mustBeAdvertiser(c, body.advertiser_id);
  await refuseSpecialEndpoints(c.var.deps, body);
  const { db, config, now } = c.var.deps;
  const id = await db.transaction(async (tx) => {
    const key = await secretsKey(tx, config);
    const at = now();
    const created = await repo.insertIntegration(tx, {
      ...toValues(body),
      advertiserId: body.advertiser_id,
      name: body.name,
      endpoint: body.endpoint,
      headers: headersToStore(key, body.headers, []),
      createdAt: at,
      updatedAt: at,
    });
    await recordActivity(tx, { actor: actorOf(c), type: 'integration_created', entity: 'broker_integration', entityId: created, before: null, after: await integrationSnapshot(tx, created), now: at });
    return created;
  });
  const row = await repo.findIntegration(db, id);
  return ok(c, toIntegration(row!), 201);
}

async function updateIntegration(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, updateIntegrationBody);
  await mustBeAdvertiser(c, body.advertiser_id);
  await refuseSpecialEndpoints(c.var.deps, body);
  const { db, config, now } = c.var.deps;
  await db.transaction(async (tx) => {
    const current = await repo.findIntegration(tx, id);
    if (!current) throw new NotFound(NOT_FOUND);
    const headers = body.headers === undefined ? undefined : headersToStore(await secretsKey(tx, config), body.headers, current.headers);
    const before = await integrationSnapshot(tx, id);
    await repo.updateIntegration(tx, id, { ...toValues(body), headers, updatedAt: now() });
    await recordActivity(tx, { actor: actorOf(c), type: 'integration_updated', entity: 'broker_integration', entityId: id, before, after: await integrationSnapshot(tx, id), now: now() });
  });
  return ok(c, toIntegration((await repo.findIntegration(db, id))!));
}

/** Activates or pauses integrations, all or none (an unknown id refuses the batch). */
async function batchStatus(c: Ctx) {
  const body = await parseBody(c, batchStatusBody);
  const { db, now } = c.var.deps;
  const changed = await changeInScope(db, {
    ids: body.ids,
    lock: repo.lockIntegrations,
    unknown: (missing) => fieldError('ids', `Unknown integrations: ${missing.join(', ')}.`),
    change: async (tx, rows) => {
      const ids = rows.map((r) => r.id);
      const before = await Promise.all(ids.map((id) => repo.findIntegration(tx, id)));
      await repo.setStatuses(tx, ids, body.status, now());
      await recordActivities(
        tx,
        before.flatMap((r) => (r ? [{ actor: actorOf(c), type: 'integration_updated' as const, entity: 'broker_integration' as const, entityId: r.id, before: { status: r.status }, after: { status: body.status }, now: now() }] : [])),
      );
      return ids;
    },
  });
  return ok(c, { ids: changed, status: body.status });
}

const { access, api } = brokerIntegrationsResource;
const VIEW = { kind: 'roles', ...access.list } as const;
const MANAGE = { kind: 'roles', ...access.edit } as const;

/** Broker integrations (spec 4 §2): the staff's list, one integration, create, edit, activate or pause in bulk. */
export const integrationEndpoints: Endpoint[] = [
  { method: 'POST', path: `${api.path}/list`, reads: true, access: VIEW, handler: listIntegrations },
  { method: 'POST', path: api.path, access: MANAGE, handler: createIntegration },
  { method: 'POST', path: api.batch.status, access: MANAGE, handler: batchStatus },
  { method: 'GET', path: `${api.path}/:id`, access: VIEW, handler: readIntegration },
  { method: 'PUT', path: `${api.path}/:id`, access: MANAGE, handler: updateIntegration },
];
