import { z } from 'zod';
import { CampaignAccess, CampaignUserRuleStatus } from '../../../domain/enums/campaign';
import { statusDisplay } from '../../../domain/enums/status-display';
import { UserType } from '../../../domain/enums/user';
import type { PermissionKey } from '../../../domain/permissions/keys';
import { runRefusal, runningAffiliate } from '../../../domain/offers/runnable';
import { leadFormLink, trackingLink } from '../../../domain/offers/trackingLink';
import { leadsResource } from '../../../domain/leads/access';
import { listSchema, pageOf } from '../../http/listQuery';
import { Conflict, fieldError, NotFound } from '../../errors';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { optionalFilter, positiveId } from '../../http/fields';
import { findInScope } from '../users/scope';
import { actorOf, viewerOf } from '../users/requestContext';
import * as offerRepository from './offerRepository';
import { readForViewer } from './offerRoutes';
import { isAffiliate, OFFER_KEYS } from './context';
import { batchIds, subIdsShape } from './fields';
import { activeDomain, firstActiveDomain } from './references';
import * as changes from './ruleChanges';
import { DeepLink } from '../../../domain/enums/misc';
import { deepLinkTarget } from '../../../domain/offers/deepLink';
import * as repo from './ruleRepository';

const OFFER_NOT_FOUND = 'Offer not found.';

export function toRequest(r: repo.RuleRecord) {
  return {
    id: r.rule.id,
    offer_id: r.rule.offerId,
    offer_name: r.offerName,
    offer_access: r.offerAccess,
    affiliate_id: r.rule.affiliateId,
    affiliate_email: r.email,
    affiliate_name: [r.firstName, r.lastName].filter(Boolean).join(' '),
    manager_id: r.managerId,
    status: r.rule.status,
    ...statusDisplay(CampaignUserRuleStatus, r.rule.status),
    blocked: r.rule.blocked,
    comment: r.rule.comment,
    created_at: r.rule.createdAt,
    updated_at: r.rule.updatedAt,
  };
}

const ruleStatus = z.number({ message: 'status must be -1, 0, 1 or 2.' }).refine((v) => CampaignUserRuleStatus.is(v), 'status must be -1, 0, 1 or 2.');
const filters = {
  q: z.string().trim().max(200).optional(),
  status: optionalFilter(ruleStatus),
  offer_id: optionalFilter(positiveId('offer_id must be an id.')),
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
  blocked: optionalFilter(z.boolean({ message: 'blocked must be true or false.' })),
};
const listBody = listSchema(['id', 'status', 'created_at', 'updated_at'], filters);

async function listRequests(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listRules(c.var.deps.db, viewerOf(c), body, { sort: body.sort, perPage: page.perPage, offset: page.offset });
  return list(c, rows.map(toRequest), total, page);
}

async function listOfferAffiliates(c: Ctx) {
  const offerId = idParam(c);
  const body = await parseBody(c, listBody);
  if (!(await offerRepository.findOffer(c.var.deps.db, offerId))) throw new NotFound(OFFER_NOT_FOUND);
  const page = pageOf(body);
  const filter = { ...body, offer_id: offerId, withBlocked: true };
  const { rows, total } = await repo.listRules(c.var.deps.db, viewerOf(c), filter, { sort: body.sort, perPage: page.perPage, offset: page.offset });
  return list(c, rows.map(toRequest), total, page);
}

const applyBody = z.object({ comment: z.string({ message: 'comment must be text.' }).trim().max(1000, 'comment is at most 1000 characters.').optional() });

async function apply(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, applyBody);
  const record = await readForViewer(c, id);
  if (!record) throw new NotFound(OFFER_NOT_FOUND);
  if (record.offer.access !== CampaignAccess.ApplyToPromote) throw new Conflict('This offer is open to you: there is no need to apply.');
  const { db, now } = c.var.deps;
  // the affiliate's words to whoever decides, shown on the requests
  const ruleId = await changes.applyFor(db, actorOf(c), id, c.var.session!.user.id, body.comment ?? '', now());
  return ok(c, toRequest((await repo.findRuleRecord(db, ruleId))!), 201);
}

function batchDecision(kind: changes.Decision) {
  return async (c: Ctx) => {
    const body = await parseBody(c, z.object({ ids: batchIds }));
    const rows = await changes.decide(c.var.deps.db, viewerOf(c), actorOf(c), body.ids, kind, c.var.deps.now());
    return ok(c, { ids: rows.map((r) => r.id), count: rows.length });
  };
}

async function grant(c: Ctx) {
  const offerId = idParam(c);
  const body = await parseBody(c, z.object({ affiliate_ids: batchIds }));
  const { db, now } = c.var.deps;
  if (!(await offerRepository.findOffer(db, offerId))) throw new NotFound(OFFER_NOT_FOUND);
  const rows = await changes.grant(db, viewerOf(c), actorOf(c), offerId, body.affiliate_ids, now());
  return ok(c, { ids: rows.map((r) => r.affiliateId), count: rows.length });
}

async function block(c: Ctx) {
  const offerId = idParam(c);
  const body = await parseBody(c, z.object({ affiliate_id: positiveId('affiliate_id must be an affiliate.'), blocked: z.boolean({ message: 'blocked must be true or false.' }) }));
  const { db, now } = c.var.deps;
  if (!(await offerRepository.findOffer(db, offerId))) throw new NotFound(OFFER_NOT_FOUND);
  const ruleId = await changes.setBlocked(db, viewerOf(c), actorOf(c), offerId, body.affiliate_id, body.blocked, now());
  if (!ruleId) return ok(c, null);
  return ok(c, toRequest((await repo.findRuleRecord(db, ruleId))!));
}

const linkBody = z.object({
  tracking_domain_id: optionalFilter(positiveId('tracking_domain_id must be an active tracking domain.')),
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an affiliate.')),
  deep_link_url: optionalFilter(z.string({ message: 'deep_link_url must be an address.' }).max(2000, 'deep_link_url must be at most 2000 characters.')),
  ...subIdsShape,
});

/** The deep link a built link carries (spec 4 §6): only where the offer allows one, on one of its hosts, else a 422 on the field. */
function deepLinkOf(offer: { deepLink: number; deepLinkHosts: string[] }, requested: string | undefined): string | null {
  if (!requested) return null;
  if (offer.deepLink !== DeepLink.Allowed || !offer.deepLinkHosts.length) throw fieldError('deep_link_url', 'This offer does not allow deep links.');
  if (!deepLinkTarget(requested, offer.deepLinkHosts)) throw fieldError('deep_link_url', `Use an http(s) address on one of the offer's hosts: ${offer.deepLinkHosts.join(', ')}.`);
  // as written: its macros ({click_id}, {p1}…) stay for the click to fill, which checks the host again
  return requested;
}

/** The tracking link (spec 3 §1): an affiliate's own, only for an offer they may run. */
async function trackingLinkOf(c: Ctx) {
  const offerId = idParam(c);
  const body = await parseBody(c, linkBody);
  const { db, config } = c.var.deps;
  let affiliateUser = c.var.session!.user;
  if (!isAffiliate(c)) {
    if (body.affiliate_id === undefined) throw fieldError('affiliate_id', 'Choose the affiliate the link is for.');
    const found = await findInScope(db, viewerOf(c), body.affiliate_id);
    if (!found || found.userType !== UserType.Affiliate) throw fieldError('affiliate_id', 'Unknown affiliate or an affiliate outside your scope.');
    affiliateUser = found;
  }
  const record = await offerRepository.findOffer(db, offerId, affiliateUser.id);
  if (!record) throw new NotFound(OFFER_NOT_FOUND);
  const o = record.offer;
  const rule = record.ruleStatus === null || record.ruleStatus === undefined ? null : { status: record.ruleStatus, blocked: record.ruleBlocked ?? false };
  const refusal = runRefusal({ status: o.status, access: o.access, countries: o.countries, trafficChannels: o.trafficChannels }, runningAffiliate(affiliateUser), rule);
  if (refusal !== null) {
    // an affiliate learns nothing about an offer they may not run; staff see why
    throw isAffiliate(c) ? new NotFound(OFFER_NOT_FOUND) : new Conflict(`This affiliate cannot run the offer (${refusal}).`);
  }
  const domainId = body.tracking_domain_id ?? o.trackingDomainId;
  const domain = domainId ? await activeDomain(db, domainId) : await firstActiveDomain(db);
  if (!domain) throw fieldError('tracking_domain_id', 'Choose an active tracking domain.');
  const deepLink = deepLinkOf(o, body.deep_link_url);
  const link = { domain: domain.domain, offerId, affiliateId: affiliateUser.id, subIds: body, localPort: config.port };
  // the hosted lead form beside it where the workspace takes leads (spec 4 §1, leads/leadForm.ts)
  const leadForm = c.var.features.includes(LEADS_FEATURE) ? leadFormLink(link) : null;
  return ok(c, { url: trackingLink({ ...link, deepLink }), lead_form_url: leadForm, tracking_domain_id: domain.id, domain: domain.domain });
}

const FEATURE = 'offer_management' as const;
const LEADS_FEATURE = leadsResource.access.create.feature;
const ALL = { kind: 'roles', roles: ['admin', 'manager', 'affiliate'], permission: OFFER_KEYS.view, feature: FEATURE } as const;
const staff = (key: PermissionKey) => ({ kind: 'roles', roles: ['admin', 'manager'], permission: [OFFER_KEYS.view, key], feature: FEATURE }) as const;

export const requestEndpoints: Endpoint[] = [
  { method: 'POST', path: '/campaigns/:id/apply', access: { kind: 'roles', roles: ['affiliate'], permission: OFFER_KEYS.view, feature: FEATURE }, summary: 'Ask to run an offer', body: applyBody, handler: apply },
  { method: 'POST', path: '/campaigns/:id/tracking-link', reads: true, access: ALL, summary: 'Build a tracking link for an offer', body: linkBody, handler: trackingLinkOf },
  { method: 'POST', path: '/campaigns/:id/affiliates/list', reads: true, access: { kind: 'roles', roles: ['admin', 'manager'], permission: OFFER_KEYS.view, feature: FEATURE }, handler: listOfferAffiliates },
  { method: 'POST', path: '/campaigns/:id/grant', access: staff(OFFER_KEYS.promote), handler: grant },
  { method: 'POST', path: '/campaigns/:id/block', access: staff(OFFER_KEYS.block), handler: block },
  { method: 'POST', path: '/campaign-requests/list', reads: true, access: ALL, summary: 'List offer requests', body: listBody, handler: listRequests },
  { method: 'POST', path: '/campaign-requests/batch-approve', access: staff(OFFER_KEYS.approve), handler: batchDecision('approve') },
  { method: 'POST', path: '/campaign-requests/batch-decline', access: staff(OFFER_KEYS.approve), handler: batchDecision('decline') },
];
