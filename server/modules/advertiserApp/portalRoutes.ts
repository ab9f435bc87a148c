import { z } from 'zod';
import {
  ADVERTISER_RULE,
  advertiserConversionsResource,
  advertiserLeadsResource,
  advertiserOffersResource,
  advertiserPostbacksResource,
  advertiserSpendOffersResource,
  advertiserSpendResource,
  RECEIVED_POSTBACKS_SHOWN,
} from '../../../domain/advertisers/access';
import { pixelSnippets, postbackUrl } from '../../../domain/conversions/postbackUrl';
import { CampaignStatus } from '../../../domain/enums/campaign';
import { statusDisplay } from '../../../domain/enums/status-display';
import { SUB_IDS, type SubIds } from '../../../domain/offers/trackingLink';
import { fieldError, NotFound } from '../../errors';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody, parseWith } from '../../http/validate';
import { postbackParams } from '../conversions/postbackQuery';
import { answerReceived } from '../conversions/trackingPaths';
import { activeDomain, firstActiveDomain } from '../offers/references';
import { csvZone } from '../users/exportStream';
import * as repo from './portalRepository';

const me = (c: Ctx) => c.var.session!.user.id;
const OFFER_NOT_FOUND = 'Offer not found.';

const instant = (name: string) =>
  optionalFilter(z.union([z.iso.datetime({ offset: true, message: `${name} must be an ISO date-time.` }), z.iso.date({ message: `${name} must be an ISO date.` })]));
const period = { from: instant('from'), to: instant('to') };
const offerFilter = optionalFilter(positiveId('offer_id must be an offer id.'));
const affiliateFilter = optionalFilter(positiveId('affiliate_id must be an affiliate id.'));

const subIdsOf = (row: SubIds): SubIds => Object.fromEntries(SUB_IDS.map((p) => [p, row[p] ?? null])) as SubIds;

const offersBody = listSchema(repo.OFFER_SORTABLE, {
  q: optionalFilter(z.string().trim().max(200, 'q is at most 200 characters.')),
  status: optionalFilter(z.number({ message: 'status must be an offer status.' }).refine((v) => CampaignStatus.is(v), 'status must be an offer status.')),
});

const toOffer = (o: repo.AdvertiserOfferRow) => ({
  id: o.id,
  name: o.name,
  status: o.status,
  ...statusDisplay(CampaignStatus, o.status),
  currency: o.currency,
  revenue_cpa: o.revenue_cpa,
  revenue_cpl: o.revenue_cpl,
  countries: o.countries,
  landing_url: o.landing_url,
  preview_url: o.preview_url,
  description: o.description,
  created_at: o.created_at,
});

async function listOffers(c: Ctx) {
  const body = await parseBody(c, offersBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listOffers(c.var.deps.db, me(c), body, body.sort, page);
  return list(c, rows.map(toOffer), total, page);
}

/** One offer with its set-up: the S2S postback URL with their token, and the pixels, on the offer's domain (else the first active). */
async function readOffer(c: Ctx) {
  const { db, config } = c.var.deps;
  const offer = await repo.findOffer(db, me(c), idParam(c));
  if (!offer) throw new NotFound(OFFER_NOT_FOUND);
  const domain = (offer.tracking_domain_id ? await activeDomain(db, offer.tracking_domain_id) : undefined) ?? (await firstActiveDomain(db));
  const token = await repo.tokenOf(db, me(c));
  const where = domain ? { domain: domain.domain, localPort: config.port } : null;
  return ok(c, {
    ...toOffer(offer),
    postback_token: token,
    postback_url: where && token ? postbackUrl({ ...where, token }) : null,
    pixels: where ? pixelSnippets(where, offer.id) : null,
  });
}

const conversionsBody = listSchema(repo.CONVERSION_SORTABLE, { offer_id: offerFilter, affiliate_id: affiliateFilter, ...period });

/** A conversion as the advertiser sees it: what they owe for it, the affiliate as an id and the click's sub-ids. */
const toConversion = (r: repo.AdvertiserConversionRow) => ({
  id: r.id,
  created_at: r.created_at,
  offer_id: r.offer_id,
  offer_name: r.offer_name,
  affiliate_id: r.affiliate_id,
  click_id: r.click_id,
  ...subIdsOf(r),
  country: r.country,
  action: r.action,
  order_id: r.order_id,
  sum: r.sum,
  currency: r.currency,
  revenue: r.revenue,
  revenue_currency: r.offer_currency,
  transaction_status: r.transaction_status,
  test: r.test,
});

async function listConversions(c: Ctx) {
  const body = await parseBody(c, conversionsBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listConversions(c.var.deps.db, me(c), body, body.sort, page);
  return list(c, rows.map(toConversion), total, page);
}

const leadsBody = listSchema(repo.LEAD_SORTABLE, {
  offer_id: offerFilter,
  affiliate_id: affiliateFilter,
  status: optionalFilter(z.string().trim().max(60, 'status is at most 60 characters.')),
  ...period,
});

const toLead = (r: repo.AdvertiserLeadRow) => ({
  id: r.id,
  created_at: r.created_at,
  offer_id: r.offer_id,
  offer_name: r.offer_name,
  affiliate_id: r.affiliate_id,
  ...subIdsOf(r),
  country: r.country,
  status: r.status,
  sale_status: r.sale_status,
  accepted_at: r.accepted_at,
  ftd_at: r.ftd_at,
});

async function listLeads(c: Ctx) {
  const body = await parseBody(c, leadsBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listLeads(c.var.deps.db, me(c), body, body.sort, page);
  return list(c, rows.map(toLead), total, page);
}

const spendBody = listSchema(['id'], { offer_id: offerFilter, ...period });

async function spendByDay(c: Ctx) {
  const body = await parseBody(c, spendBody);
  const page = pageOf(body);
  const { rows, total } = await repo.spendByDay(c.var.deps.db, me(c), body, csvZone(c), page);
  return list(c, rows, total, page);
}

async function spendByOffer(c: Ctx) {
  const body = await parseBody(c, spendBody);
  const page = pageOf(body);
  const { rows, total } = await repo.spendByOffer(c.var.deps.db, me(c), body, page);
  return list(c, rows, total, page);
}

const postbacksBody = z.object({ offer_id: offerFilter });

/** Their last hundred received postbacks with what we answered; a list of at most that many, in one page. */
async function listPostbacks(c: Ctx) {
  const body = await parseBody(c, postbacksBody);
  const rows = await repo.receivedPostbacks(c.var.deps.db, me(c), body, RECEIVED_POSTBACKS_SHOWN);
  return list(c, rows, rows.length, { page: 1, perPage: RECEIVED_POSTBACKS_SHOWN });
}

const text = (max: number, name: string) => z.union([z.string().trim().max(max, `${name} is at most ${max} characters.`), z.number()]).optional();
const testBody = z.object({
  click_id: optionalFilter(z.string().trim().min(1).max(64, 'click_id is at most 64 characters.')),
  action: text(20, 'action'),
  sum: text(20, 'sum'),
  currency: text(3, 'currency'),
  order_id: text(100, 'order_id'),
});

/**
 * Sends a test conversion of one of their offers as their server would: the real /postback path,
 * with their token, for the click given or the offer's latest click. The conversion is real (it
 * is what their postback would make, docs/decisions/advertisers.md), noted as a test in their log.
 */
async function testConversion(c: Ctx) {
  const body = await parseBody(c, testBody);
  const { db, now } = c.var.deps;
  const offerId = idParam(c);
  if (!(await repo.findOffer(db, me(c), offerId))) throw new NotFound(OFFER_NOT_FOUND);
  const token = await repo.tokenOf(db, me(c));
  if (!token) throw fieldError('token', 'You have no postback token yet: ask your manager to make one.');
  const clickId = body.click_id ?? (await repo.latestClick(db, me(c), offerId));
  if (!clickId) throw fieldError('click_id', 'This offer has no click yet: open its tracking link once, or give a click id.');
  const raw = Object.fromEntries(
    Object.entries({ click_id: clickId, action: body.action ?? 'lead', sum: body.sum, currency: body.currency, order_id: body.order_id, offer_id: offerId })
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  // the postback's own rules first, so a refused value changes nothing (not even the log)
  parseWith(postbackParams, raw);
  const intake = { db, now, sink: { flush: async () => {}, writesLater: false } };
  const answer = await answerReceived(intake, { ...raw, token }, { method: 'TEST', test: true });
  const conversionId = (answer.body as { data?: { conversion_id?: number } } | null)?.data?.conversion_id ?? null;
  return ok(c, { http_status: answer.status, answer: answer.body, conversion_id: conversionId, click_id: clickId });
}

const ACCESS = { kind: 'roles', ...ADVERTISER_RULE } as const;

export const portalEndpoints: Endpoint[] = [
  { method: 'POST', path: `${advertiserOffersResource.api.path}/list`, reads: true, access: ACCESS, summary: 'List your offers', body: offersBody, handler: listOffers },
  { method: 'GET', path: `${advertiserOffersResource.api.path}/:id`, access: ACCESS, summary: 'One of your offers', handler: readOffer },
  { method: 'POST', path: `${advertiserOffersResource.api.path}/:id/test-conversion`, access: ACCESS, summary: 'Send a test conversion of your offer', body: testBody, handler: testConversion },
  { method: 'POST', path: `${advertiserConversionsResource.api.path}/list`, reads: true, access: ACCESS, summary: 'List your conversions', body: conversionsBody, handler: listConversions },
  { method: 'POST', path: `${advertiserLeadsResource.api.path}/list`, reads: true, access: ACCESS, summary: 'List the leads sent to you', body: leadsBody, handler: listLeads },
  { method: 'POST', path: `${advertiserSpendResource.api.path}/list`, reads: true, access: ACCESS, summary: 'Your spend by day', body: spendBody, handler: spendByDay },
  { method: 'POST', path: `${advertiserSpendOffersResource.api.path}/list`, reads: true, access: ACCESS, summary: 'Your spend by offer', body: spendBody, handler: spendByOffer },
  { method: 'POST', path: `${advertiserPostbacksResource.api.path}/list`, reads: true, access: ACCESS, summary: 'The postbacks we received from you', body: postbacksBody, handler: listPostbacks },
];
