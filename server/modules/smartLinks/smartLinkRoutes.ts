import { UserType } from '../../../domain/enums/user';
import { statusDisplay } from '../../../domain/enums/status-display';
import { smartLinksResource } from '../../../domain/smartLinks/access';
import { smartLinkUrl } from '../../../domain/smartLinks/link';
import { SmartLinkStatus } from '../../../domain/smartLinks/status';
import { Forbidden, NotFound, ValidationError } from '../../errors';
import { can } from '../../http/guards';
import { pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { allowLocalUrls } from '../offers/context';
import { activeDomain, firstActiveDomain } from '../offers/references';
import { findInScope } from '../users/scope';
import { actorOf, viewerOf } from '../users/requestContext';
import { smartLinkBody, smartLinkListBody, statusBody, type SmartLinkInput } from './smartLinkFields';
import { recordSmartLink, smartLinkSnapshot } from './smartLinkActivity';
import * as repo from './smartLinkRepository';

const NOT_FOUND = 'Smart link not found.';

/** The links as the API answers them: their entries in order and the tracking URL to copy. */
async function toSmartLinks(c: Ctx, rows: repo.SmartLinkRow[]) {
  const { db, config } = c.var.deps;
  const entries = await repo.entriesOf(
    db,
    rows.map((r) => r.id),
  );
  const fallbackDomain = rows.some((r) => !r.domain) ? ((await firstActiveDomain(db))?.domain ?? null) : null;
  return rows.map((r) => {
    const domain = r.domain ?? fallbackDomain;
    return {
      id: r.id,
      name: r.name,
      affiliate_id: r.affiliateId,
      affiliate_name: r.affiliateName,
      status: r.status,
      ...statusDisplay(SmartLinkStatus, r.status),
      fallback_url: r.fallbackUrl,
      tracking_domain_id: r.trackingDomainId,
      url: domain ? smartLinkUrl({ domain, id: r.id, localPort: config.port }) : null,
      entries: entries
        .filter((e) => e.smartLinkId === r.id)
        .map((e) => ({ id: e.id, offer_id: e.offerId, offer_name: e.offerName, countries: e.countries, device_types: e.deviceTypes, oses: e.oses, weight: e.weight })),
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    };
  });
}

async function oneLink(c: Ctx, id: number) {
  const row = await repo.findSmartLink(c.var.deps.db, viewerOf(c), id);
  if (!row) throw new NotFound(NOT_FOUND);
  return (await toSmartLinks(c, [row]))[0]!;
}

async function listLinks(c: Ctx) {
  const body = await parseBody(c, smartLinkListBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listSmartLinks(c.var.deps.db, viewerOf(c), body, page);
  return list(c, await toSmartLinks(c, rows), total, page);
}

const readLink = async (c: Ctx) => ok(c, await oneLink(c, idParam(c)));

/** The affiliate in the caller's scope, offers that exist, entries of this link, an active domain: refused field by field. */
async function mustExist(c: Ctx, body: SmartLinkInput, linkId: number | null) {
  const { db } = c.var.deps;
  const [affiliate, offers, foreign, domain] = await Promise.all([
    findInScope(db, viewerOf(c), body.affiliate_id),
    repo.unknownOffers(db, [...new Set(body.entries.map((e) => e.offer_id))]),
    repo.foreignEntries(
      db,
      linkId,
      body.entries.flatMap((e) => (e.id === undefined ? [] : [e.id])),
    ),
    body.tracking_domain_id === null ? null : activeDomain(db, body.tracking_domain_id),
  ]);
  const errors = [
    ...(!affiliate || affiliate.userType !== UserType.Affiliate ? [{ field: 'affiliate_id', message: 'Unknown affiliate or an affiliate outside your scope.' }] : []),
    ...(body.tracking_domain_id !== null && !domain ? [{ field: 'tracking_domain_id', message: 'Choose an active tracking domain.' }] : []),
    ...body.entries.flatMap((e, i) => [
      ...(offers.includes(e.offer_id) ? [{ field: `entries.${i}.offer_id`, message: `Unknown offer: ${e.offer_id}.` }] : []),
      ...(e.id !== undefined && foreign.includes(e.id) ? [{ field: `entries.${i}.id`, message: 'This entry belongs to no entry of this smart link.' }] : []),
    ]),
  ];
  if (errors.length) throw new ValidationError(errors);
}

const valuesOf = (b: SmartLinkInput, status: number): repo.SmartLinkValues => ({
  name: b.name,
  affiliateId: b.affiliate_id,
  status,
  fallbackUrl: b.fallback_url,
  trackingDomainId: b.tracking_domain_id,
});
const entriesOf = (b: SmartLinkInput): repo.EntryValues[] =>
  b.entries.map((e) => ({ id: e.id, offerId: e.offer_id, countries: e.countries, deviceTypes: e.device_types, oses: e.oses, weight: e.weight }));

async function createLink(c: Ctx) {
  const body = await parseBody(c, smartLinkBody(allowLocalUrls(c)));
  await mustExist(c, body, null);
  const { db, now } = c.var.deps;
  const id = await db.transaction(async (tx) => {
    const created = await repo.insertSmartLink(tx, valuesOf(body, body.status ?? SmartLinkStatus.Active), now());
    await repo.replaceEntries(tx, created, entriesOf(body));
    await recordSmartLink(tx, actorOf(c), 'smart_link_created', created, null, now());
    return created;
  });
  return ok(c, await oneLink(c, id), 201);
}

/** Replaces the whole link; one outside the caller's scope reads as unknown (404). */
async function updateLink(c: Ctx) {
  const id = idParam(c);
  if (!(await repo.findSmartLink(c.var.deps.db, viewerOf(c), id))) throw new NotFound(NOT_FOUND);
  const body = await parseBody(c, smartLinkBody(allowLocalUrls(c)));
  await mustExist(c, body, id);
  const { db, now } = c.var.deps;
  await db.transaction(async (tx) => {
    const current = await repo.lockSmartLink(tx, id);
    if (!current) throw new NotFound(NOT_FOUND);
    const status = body.status ?? current.status;
    if (status !== current.status && !can(c, 'UI_SmartLinks_Suspend')) throw new Forbidden('Suspending or resuming a smart link needs UI_SmartLinks_Suspend.');
    const before = await smartLinkSnapshot(tx, id);
    await repo.updateSmartLink(tx, id, valuesOf(body, status), now());
    await repo.replaceEntries(tx, id, entriesOf(body));
    await recordSmartLink(tx, actorOf(c), 'smart_link_updated', id, before, now());
  });
  return ok(c, await oneLink(c, id));
}

/**
 * Suspends (3) or resumes (1) whole links: a suspended link sends every click to its fallback. All
 * or nothing: an id unknown or outside the caller's scope refuses the batch (422 on `ids`).
 */
async function setStatus(c: Ctx) {
  const body = await parseBody(c, statusBody);
  const { db, now } = c.var.deps;
  const ids = [...new Set(body.ids)];
  await db.transaction(async (tx) => {
    const found = await repo.lockInScope(tx, viewerOf(c), ids);
    const missing = ids.filter((id) => !found.includes(id));
    if (missing.length) throw new ValidationError([{ field: 'ids', message: `Unknown smart links: ${missing.join(', ')}.` }]);
    const before = new Map<number, Record<string, unknown> | null>();
    for (const id of ids) before.set(id, await smartLinkSnapshot(tx, id));
    await repo.setStatus(tx, ids, body.status, now());
    for (const id of ids) await recordSmartLink(tx, actorOf(c), 'smart_link_status_changed', id, before.get(id)!, now());
  });
  return ok(c, { ids });
}

const { access, api } = smartLinksResource;

/** Smart links (spec 4 §6): the list (an affiliate's own), one link, create, replace, suspend or resume. */
export const smartLinkEndpoints: Endpoint[] = [
  { method: 'POST', path: `${api.path}/list`, reads: true, access: { kind: 'roles', ...access.list }, summary: 'List smart links', body: smartLinkListBody, handler: listLinks },
  { method: 'POST', path: api.path, access: { kind: 'roles', ...access.create }, handler: createLink },
  { method: 'GET', path: `${api.path}/:id`, access: { kind: 'roles', ...access.list }, summary: 'A smart link', handler: readLink },
  { method: 'PUT', path: `${api.path}/:id`, access: { kind: 'roles', ...access.edit }, handler: updateLink },
  { method: 'POST', path: api.batch.status, access: { kind: 'roles', ...access.ban }, handler: setStatus },
];
