import { IntegrationStatus } from '../../../domain/enums/broker';
import { FlowStatus } from '../../../domain/enums/campaign';
import { statusDisplay } from '../../../domain/enums/status-display';
import { flowsResource } from '../../../domain/flows/access';
import { brokerDay } from '../../../domain/leads/routing';
import { NotFound, ValidationError } from '../../errors';
import { pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { flowBody, flowListBody, type FlowInput } from './flowFields';
import * as repo from './flowRepository';
import { flowSnapshot, recordFlow } from './flowActivity';
import { actorOf } from '../users/requestContext';

const NOT_FOUND = 'Flow not found.';

type Parts = Awaited<ReturnType<typeof repo.flowParts>>;

/** The flows as the API answers them: offers, integrations in order, the capacity grid with today's use (each integration's broker day). */
async function toFlows(c: Ctx, rows: repo.FlowRow[], parts: Parts) {
  const now = c.var.deps.now();
  const days = parts.integrationRows.map((i) => ({ integrationId: i.integrationId, day: brokerDay(i.timeZone, now) }));
  const countries = [...new Set(parts.capacityRows.map((r) => r.country))];
  const used = await repo.usedToday(c.var.deps.db, days, countries);
  return rows.map((row) => {
    const integrations = parts.integrationRows
      .filter((i) => i.flowId === row.id)
      .map((i) => ({
        integration_id: i.integrationId,
        name: i.name,
        priority: i.priority,
        weight: i.weight,
        paused: i.status !== IntegrationStatus.Active,
        time_zone: i.timeZone,
        day: brokerDay(i.timeZone, now),
      }));
    const dayOf = new Map(integrations.map((i) => [i.integration_id, i.day]));
    const usedAt = (integrationId: number, country: string) => used.get(repo.capacityKey(integrationId, dayOf.get(integrationId) ?? '', country)) ?? 0;
    const capacities = parts.capacityRows
      .filter((r) => r.flowId === row.id)
      .map((r) => ({ integration_id: r.integrationId, country: r.country, daily: r.daily, used: usedAt(r.integrationId, r.country) }));
    const gridCountries = [...new Set(capacities.map((r) => r.country))].sort();
    const offers = parts.offerRows.filter((o) => o.flowId === row.id).map(({ id, name }) => ({ id, name }));
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      ...statusDisplay(FlowStatus, row.status),
      offer_ids: offers.map((o) => o.id),
      offers,
      integrations,
      capacities,
      countries: gridCountries,
      grid_use: gridCountries.flatMap((country) => integrations.map((i) => ({ integration_id: i.integration_id, country, used: usedAt(i.integration_id, country) }))),
      capacity_today: capacities.reduce((sum, r) => sum + r.daily, 0),
      used_today: capacities.reduce((sum, r) => sum + Math.min(r.used, r.daily), 0),
      reinjection: row.reinjectEveryMinutes === null ? null : { every_minutes: row.reinjectEveryMinutes, rounds: row.reinjectRounds, window_hours: row.reinjectWindowHours },
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
  });
}

async function oneFlow(c: Ctx, id: number) {
  const { db } = c.var.deps;
  const row = await repo.findFlow(db, id);
  if (!row) throw new NotFound(NOT_FOUND);
  const [flow] = await toFlows(c, [row], await repo.flowParts(db, [id]));
  return flow!;
}

async function listFlows(c: Ctx) {
  const body = await parseBody(c, flowListBody);
  const page = pageOf(body);
  const { db } = c.var.deps;
  const { rows, total } = await repo.listFlows(db, body, { sort: body.sort, perPage: page.perPage, offset: page.offset });
  const parts = await repo.flowParts(
    db,
    rows.map((r) => r.id),
  );
  return list(c, await toFlows(c, rows, parts), total, page);
}

const readFlow = async (c: Ctx) => ok(c, await oneFlow(c, idParam(c)));

/** Unknown offers and integrations refused field by field, before anything is written. */
async function mustExist(c: Ctx, body: FlowInput) {
  const { db } = c.var.deps;
  const [offers, integrations] = await Promise.all([
    repo.unknownOffers(db, body.offer_ids),
    repo.unknownIntegrations(
      db,
      body.integrations.map((i) => i.integration_id),
    ),
  ]);
  const errors = [
    ...(offers.length ? [{ field: 'offer_ids', message: `Unknown offers: ${offers.join(', ')}.` }] : []),
    ...body.integrations.flatMap((row, i) => (integrations.includes(row.integration_id) ? [{ field: `integrations.${i}.integration_id`, message: `Unknown integration: ${row.integration_id}.` }] : [])),
  ];
  if (errors.length) throw new ValidationError(errors);
}

const contentOf = (body: FlowInput): repo.FlowContent => ({
  offerIds: body.offer_ids,
  integrations: body.integrations.map((r) => ({ integrationId: r.integration_id, priority: r.priority, weight: r.weight })),
  capacities: body.capacities.map((r) => ({ integrationId: r.integration_id, country: r.country, daily: r.daily })),
});

/** The re-injection schedule's columns from the body: null switches it off (the other two keep their defaults). */
const scheduleOf = (body: FlowInput) =>
  body.reinjection === null
    ? { reinjectEveryMinutes: null }
    : { reinjectEveryMinutes: body.reinjection.every_minutes, reinjectRounds: body.reinjection.rounds, reinjectWindowHours: body.reinjection.window_hours };

async function createFlow(c: Ctx) {
  const body = await parseBody(c, flowBody);
  await mustExist(c, body);
  const { db, now } = c.var.deps;
  const id = await db.transaction(async (tx) => {
    const created = await repo.insertFlow(tx, { name: body.name, status: body.status, ...scheduleOf(body), at: now() });
    await repo.replaceContent(tx, created, contentOf(body));
    await recordFlow(tx, actorOf(c), 'flow_created', created, null, await flowSnapshot(tx, created), now());
    return created;
  });
  return ok(c, await oneFlow(c, id), 201);
}

/** Replaces the whole flow; a Deleted one is not edited (404), as it is gone from the list. */
async function updateFlow(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, flowBody);
  await mustExist(c, body);
  const { db, now } = c.var.deps;
  await db.transaction(async (tx) => {
    const current = await repo.lockFlow(tx, id);
    if (!current || current.status === FlowStatus.Deleted) throw new NotFound(NOT_FOUND);
    const before = await flowSnapshot(tx, id);
    await repo.updateFlow(tx, id, { name: body.name, status: body.status, ...scheduleOf(body), updatedAt: now() });
    await repo.replaceContent(tx, id, contentOf(body));
    await recordFlow(tx, actorOf(c), 'flow_updated', id, before, await flowSnapshot(tx, id), now());
  });
  return ok(c, await oneFlow(c, id));
}

/** Deleting marks the flow Deleted (-1): it stops routing and leaves the list; the leads it routed keep it. */
async function deleteFlow(c: Ctx) {
  const id = idParam(c);
  const { db, now } = c.var.deps;
  await db.transaction(async (tx) => {
    const current = await repo.lockFlow(tx, id);
    if (!current || current.status === FlowStatus.Deleted) throw new NotFound(NOT_FOUND);
    await repo.updateFlow(tx, id, { status: FlowStatus.Deleted, updatedAt: now() });
    await recordFlow(tx, actorOf(c), 'flow_deleted', id, { status: current.status }, { status: FlowStatus.Deleted }, now());
  });
  return ok(c, await oneFlow(c, id));
}

const { access, api } = flowsResource;
const VIEW = { kind: 'roles', ...access.list } as const;
const MANAGE = { kind: 'roles', ...access.edit } as const;

/** Distribution flows (spec 4 §2): the staff's list, one flow with its capacity grid, create, replace, delete. */
export const flowEndpoints: Endpoint[] = [
  { method: 'POST', path: `${api.path}/list`, reads: true, access: VIEW, handler: listFlows },
  { method: 'POST', path: api.path, access: MANAGE, handler: createFlow },
  { method: 'GET', path: `${api.path}/:id`, access: VIEW, handler: readFlow },
  { method: 'PUT', path: `${api.path}/:id`, access: MANAGE, handler: updateFlow },
  { method: 'DELETE', path: `${api.path}/:id`, access: { kind: 'roles', ...access.delete }, handler: deleteFlow },
];
