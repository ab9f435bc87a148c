import { z } from 'zod';
import { pixelSnippets, postbackUrl } from '../../../domain/conversions/postbackUrl';
import { CampaignAccess, CampaignStatus, CampaignUserRuleStatus } from '../../../domain/enums/campaign';
import { can } from '../../http/guards';
import { listSchema, pageOf } from '../../http/listQuery';
import { NotFound, ValidationError } from '../../errors';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { optionalFilter } from '../../http/fields';
import * as repo from './offerRepository';
import { allowLocalUrls, isAffiliate, OFFER_KEYS, revenueVisible, runnerOf } from './context';
import { batchIds, offerAccess, offerStatus, createOfferBody, idsFilter, updateOfferBody, type OfferInput } from './fields';
import { affiliatePayouts, offerTerms } from './payout';
import { activeDomain, firstActiveDomain, referenceErrors } from './references';
import { moveOffers } from './statusChanges';
import { deepLinkErrors } from './deepLinkFields';
import { codesOf } from '../promoCodes/promoCodeRepository';
import { toOffer, toMarketOffer } from './views';
import { affiliateCaps, capErrors, saveCaps, staffCaps } from '../caps/offerCaps';
import { actorOf, viewerOf } from '../users/requestContext';
import { capsSnapshot, lockOfferRow, offerRow, recordCaps, recordOffer } from './offerActivity';

const statusFilter = optionalFilter(z.union([offerStatus, z.array(offerStatus).max(10)]));
const accessFilter = optionalFilter(z.union([offerAccess, z.array(offerAccess).max(4)]));

const listBody = listSchema(['id', 'name', 'status', 'access', 'payout_cpa', 'payout_cpl', 'revenue_cpa', 'revenue_cpl', 'created_at'], {
  q: z.string().trim().max(200).optional(),
  status: statusFilter,
  access: accessFilter,
  advertiser_id: idsFilter('advertiser_id must be an id.'),
  offer_group_id: idsFilter('offer_group_id must be an id.'),
  marketplace_category_id: idsFilter('marketplace_category_id must be an id.'),
  country: optionalFilter(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'country must be an ISO alpha-2 code.')),
  traffic_channel: optionalFilter(z.string().trim().max(40)),
  runnable: optionalFilter(z.boolean({ message: 'runnable must be true or false.' })),
});

/**
 * The offer's stored values from the API's fields. Whoever may not see revenue (hide_revenue) may
 * not set it either: a new offer's revenue stays 0, an edited one keeps its own (decisions, offers).
 */
function valuesFor(c: Ctx, b: OfferInput, create: boolean): repo.OfferValues {
  const values = toValues(b);
  if (revenueVisible(c)) return values;
  return { ...values, revenueCpa: create ? '0.00' : undefined, revenueCpl: create ? '0.00' : undefined };
}

function toValues(b: OfferInput): repo.OfferValues {
  const money = (v: number | undefined) => (v === undefined ? undefined : v.toFixed(2));
  return {
    name: b.name,
    description: b.description,
    advertiserId: b.advertiser_id,
    offerGroupId: b.offer_group_id,
    marketplaceCategoryId: b.marketplace_category_id,
    access: b.access,
    landingUrl: b.landing_url,
    previewUrl: b.preview_url,
    fallbackUrl: b.fallback_url,
    countries: b.countries,
    trafficChannels: b.traffic_channels,
    payoutCpa: money(b.payout_cpa),
    payoutCpl: money(b.payout_cpl),
    revenueCpa: money(b.revenue_cpa),
    revenueCpl: money(b.revenue_cpl),
    revsharePercent: money(b.revshare_percent),
    currency: b.currency,
    paysOn: b.pays_on,
    clickLifetimeDays: b.click_lifetime_days,
    trackingDomainId: b.tracking_domain_id,
    dailyCap: b.daily_cap,
    monthlyCap: b.monthly_cap,
    capAction: b.cap_action,
    capRedirectOfferId: b.cap_redirect_offer_id,
    holdDays: b.hold_days,
    deepLink: b.deep_link,
    deepLinkHosts: b.deep_link_hosts,
  };
}

/** The staff answer; a list passes the rule counts its own statement read, a single offer reads them here. */
async function staffView(c: Ctx, records: repo.OfferRecord[], known?: Map<number, repo.RuleCounts>) {
  const counts = known ?? (await repo.ruleCounts(c.var.deps.db, records.map((r) => r.offer.id)));
  const visible = revenueVisible(c);
  const caps = await staffCaps(c.var.deps.db, viewerOf(c), records.map((r) => r.offer.id), c.var.deps.now());
  return records.map((r) => ({ ...toOffer(r, counts.get(r.offer.id), visible), caps: caps.get(r.offer.id) ?? [] }));
}

async function marketView(c: Ctx, records: repo.OfferRecord[]) {
  const user = c.var.session!.user;
  const payouts = await affiliatePayouts(c.var.deps.db, user, records.map((r) => r.offer));
  const runner = runnerOf(c);
  const caps = await affiliateCaps(c.var.deps.db, records.map((r) => r.offer.id), user.id, c.var.deps.now());
  // the affiliate's own promo codes on each offer (spec 4 §6)
  const codes = await codesOf(c.var.deps.db, records.map((r) => r.offer.id), user.id);
  return records.map((r) => ({
    ...toMarketOffer(r, payouts.get(r.offer.id) ?? offerTerms(r.offer), runner, user.commissionTypeId),
    caps: caps.get(r.offer.id) ?? [],
    promo_codes: codes.get(r.offer.id) ?? [],
  }));
}

async function listOffers(c: Ctx) {
  const body = await parseBody(c, listBody);
  const { page: _page, per_page: _perPage, sort, runnable, ...filter } = body;
  const page = pageOf(body);
  const paging = { sort: revenueVisible(c) || !sort?.includes('revenue') ? sort : undefined, perPage: page.perPage, offset: page.offset };
  if (isAffiliate(c)) {
    const user = c.var.session!.user;
    const runner = runnerOf(c);
    const viewer = { affiliateId: user.id, runs: !!runner?.active && runner.approved, trafficChannel: user.trafficChannel };
    const { rows, total } = await repo.listMarket(c.var.deps.db, viewer, { ...filter, runnable }, paging);
    return list(c, await marketView(c, rows), total, page);
  }
  const { rows, total, counts } = await repo.listOffers(c.var.deps.db, filter, paging);
  return list(c, await staffView(c, rows, counts), total, page);
}

/** Whether an affiliate may read this offer: their marketplace, or an Active Unlisted offer by id. */
function affiliateMaySee(r: repo.OfferRecord): boolean {
  const o = r.offer;
  if (o.status !== CampaignStatus.Active) return false;
  if (o.access === CampaignAccess.Private) return r.ruleStatus === CampaignUserRuleStatus.Approved;
  return true;
}

export async function readForViewer(c: Ctx, id: number) {
  const affiliate = isAffiliate(c);
  const record = await repo.findOffer(c.var.deps.db, id, affiliate ? c.var.session!.user.id : undefined);
  if (!record || (affiliate && !affiliateMaySee(record))) return undefined;
  return record;
}

async function readOffer(c: Ctx) {
  const record = await readForViewer(c, idParam(c));
  if (!record) throw new NotFound('Offer not found.');
  if (isAffiliate(c)) return ok(c, (await marketView(c, [record]))[0]);
  const [view] = await staffView(c, [record]);
  return ok(c, { ...view, ...(await integrationOf(c, record)) });
}

/**
 * The advertiser's integration on one offer: the S2S postback URL on the offer's
 * tracking domain (else the first active one) with the advertiser's token, and the pixel snippets;
 * null where the offer has no advertiser with a token or the workspace no active domain.
 */
async function integrationOf(c: Ctx, record: repo.OfferRecord) {
  const { db, config } = c.var.deps;
  const o = record.offer;
  const domain = (o.trackingDomainId ? await activeDomain(db, o.trackingDomainId) : undefined) ?? (await firstActiveDomain(db));
  const token = o.advertiserId ? await repo.advertiserToken(db, o.advertiserId) : undefined;
  const where = domain ? { domain: domain.domain, localPort: config.port } : null;
  return {
    postback_url: where && token ? postbackUrl({ ...where, token }) : null,
    pixels: where ? pixelSnippets(where, o.id) : null,
  };
}

async function createOffer(c: Ctx) {
  const body = await parseBody(c, createOfferBody(allowLocalUrls(c)));
  const { db, now } = c.var.deps;
  const errors = [...(await referenceErrors(db, body)), ...(await capErrors(db, viewerOf(c), null, body, null)), ...deepLinkErrors(body)];
  if (errors.length) throw new ValidationError(errors);
  const id = await db.transaction(async (tx) => {
    const created = await repo.insertOffer(tx, { ...valuesFor(c, body, true), name: body.name, offerGroupId: body.offer_group_id, status: body.status });
    await saveCaps(tx, viewerOf(c), created, body, now());
    await recordOffer(tx, actorOf(c), 'offer_created', created, undefined, await offerRow(tx, created), now());
    await recordCaps(tx, actorOf(c), created, {}, await capsSnapshot(tx, created), now());
    return created;
  });
  const [view] = await staffView(c, [(await repo.findOffer(db, id))!]);
  return ok(c, view, 201);
}

async function updateOffer(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, updateOfferBody(allowLocalUrls(c)));
  const { db, now } = c.var.deps;
  const current = await repo.findOffer(db, id);
  if (!current) throw new NotFound('Offer not found.');
  const errors = [...(await referenceErrors(db, body)), ...(await capErrors(db, viewerOf(c), id, body, current.offer)), ...deepLinkErrors(body, current.offer)];
  if (errors.length) throw new ValidationError(errors);
  await db.transaction(async (tx) => {
    const before = await lockOfferRow(tx, id);
    const capsBefore = await capsSnapshot(tx, id);
    await repo.updateOffer(tx, id, valuesFor(c, body, false), now());
    await saveCaps(tx, viewerOf(c), id, body, now());
    await recordOffer(tx, actorOf(c), 'offer_updated', id, before, await offerRow(tx, id), now());
    await recordCaps(tx, actorOf(c), id, capsBefore, await capsSnapshot(tx, id), now());
  });
  const [view] = await staffView(c, [(await repo.findOffer(db, id))!]);
  return ok(c, view);
}

const statusBody = z.object({ status: offerStatus });
const batchStatusBody = z.object({ ids: batchIds, status: offerStatus });

/** A move into or out of Suspended needs the suspend key too (statusChanges.ts answers 403 without it). */
const move = (c: Ctx, ids: readonly number[], to: number) => moveOffers(c.var.deps.db, actorOf(c), ids, to, can(c, OFFER_KEYS.suspend), c.var.deps.now());

async function setStatus(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, statusBody);
  try {
    await move(c, [id], body.status);
  } catch (error) {
    // one offer by its path: unknown is 404, not the batch's 422
    if (error instanceof ValidationError) throw new NotFound('Offer not found.');
    throw error;
  }
  const [view] = await staffView(c, [(await repo.findOffer(c.var.deps.db, id))!]);
  return ok(c, view);
}

async function batchStatus(c: Ctx) {
  const body = await parseBody(c, batchStatusBody);
  const ids = await move(c, body.ids, body.status);
  return ok(c, { ids, count: ids.length });
}

const FEATURE = 'offer_management' as const;
const ALL = { kind: 'roles', roles: ['admin', 'manager', 'affiliate'], permission: OFFER_KEYS.view, feature: FEATURE } as const;
const MANAGE = { kind: 'roles', roles: ['admin', 'manager'], permission: [OFFER_KEYS.view, OFFER_KEYS.manage], feature: FEATURE } as const;

export const offerEndpoints: Endpoint[] = [
  { method: 'POST', path: '/campaigns/list', reads: true, access: ALL, summary: 'List offers', body: listBody, handler: listOffers },
  { method: 'POST', path: '/campaigns', access: MANAGE, handler: createOffer },
  { method: 'POST', path: '/campaigns/batch-status', access: MANAGE, handler: batchStatus },
  { method: 'GET', path: '/campaigns/:id', access: ALL, summary: 'An offer', handler: readOffer },
  { method: 'PUT', path: '/campaigns/:id', access: MANAGE, handler: updateOffer },
  { method: 'PATCH', path: '/campaigns/:id/status', access: MANAGE, handler: setStatus },
];
