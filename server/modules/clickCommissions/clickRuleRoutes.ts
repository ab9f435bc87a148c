import { z } from 'zod';
import { clickPayoutRulesResource } from '../../../domain/clickCommissions/access';
import { UserType } from '../../../domain/enums/user';
import { fieldError, Forbidden, NotFound } from '../../errors';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { revenueVisible } from '../offers/context';
import { userById } from '../offers/overrideRepository';
import { countryCode, money } from '../offers/fields';
import { actorOf, viewerOf } from '../users/requestContext';
import * as changes from './clickRuleChanges';
import * as repo from './clickRuleRepository';
import { countryFilter } from './fields';
import { nameOrEmail } from '../users/userInfo';

const NOT_FOUND = 'Rule not found.';
const OFFER_WIDE_CREATE = 'Only an admin sets a click payout for every affiliate.';
const OFFER_WIDE_CHANGE = 'Only an admin changes or deletes a click payout rule for every affiliate.';

/** ClickPayoutRule as docs/api.md names it; `revenue` only for those who see revenue (never an affiliate). */
function toRule(c: Ctx, r: repo.ClickRuleRecord) {
  return {
    id: r.id,
    offer_id: r.offerId,
    offer_name: r.offerName,
    affiliate_id: r.affiliateId,
    affiliate_name: r.affiliateId === null ? null : nameOrEmail(r.affiliateFirst, r.affiliateLast, r.affiliateEmail),
    country: r.country,
    payout: Number(r.payout),
    ...(revenueVisible(c) ? { revenue: Number(r.revenue) } : {}),
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

const listBody = listSchema(['id', 'offer_id', 'country', 'payout', 'revenue', 'created_at', 'updated_at'], {
  offer_id: optionalFilter(positiveId('offer_id must be an id.')),
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
  country: countryFilter,
});

const createBody = z.object({
  offer_id: positiveId('offer_id must be an offer.'),
  // null, '' or absent: every affiliate / every country
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an affiliate, or null for every affiliate.')),
  country: optionalFilter(countryCode),
  payout: money('payout'),
  revenue: money('revenue').optional(),
});

const updateBody = z.object({
  payout: money('payout').optional(),
  revenue: money('revenue').optional(),
});

/**
 * A rule's affiliate must be an affiliate, and a manager's own; only an admin makes an offer-wide
 * rule (every affiliate).
 */
async function checkAffiliate(c: Ctx, affiliateId: number | null) {
  const viewer = viewerOf(c);
  if (affiliateId === null) {
    if (viewer.userType !== UserType.Admin) throw fieldError('affiliate_id', OFFER_WIDE_CREATE);
    return;
  }
  const user = await userById(c.var.deps.db, affiliateId);
  const inScope = user && user.userType === UserType.Affiliate && (viewer.userType === UserType.Admin || user.managerId === viewer.id);
  if (!inScope) throw fieldError('affiliate_id', 'Unknown affiliate or an affiliate outside your scope.');
}

/** The rule to change or delete: 404 outside what the caller sees, 403 for a manager on an offer-wide rule (seen, not theirs to change). */
async function manageable(c: Ctx, id: number): Promise<repo.ClickRuleRecord> {
  const viewer = viewerOf(c);
  const rule = await repo.findClickRule(c.var.deps.db, viewer, id);
  if (!rule) throw new NotFound(NOT_FOUND);
  if (rule.affiliateId === null && viewer.userType !== UserType.Admin) throw new Forbidden(OFFER_WIDE_CHANGE);
  return rule;
}

async function listRules(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  // a sort by revenue is no sort for whoever may not see it
  const sort = revenueVisible(c) || !body.sort?.includes('revenue') ? body.sort : undefined;
  const { rows, total } = await repo.listClickRules(c.var.deps.db, viewerOf(c), body, { sort, perPage: page.perPage, offset: page.offset });
  return list(c, rows.map((r) => toRule(c, r)), total, page);
}

async function read(c: Ctx) {
  const rule = await repo.findClickRule(c.var.deps.db, viewerOf(c), idParam(c));
  if (!rule) throw new NotFound(NOT_FOUND);
  return ok(c, toRule(c, rule));
}

async function create(c: Ctx) {
  const body = await parseBody(c, createBody);
  const affiliateId = body.affiliate_id ?? null;
  await checkAffiliate(c, affiliateId);
  const { db, now } = c.var.deps;
  // whoever may not see revenue may not set it either: a new rule's revenue stays 0 (as an offer's)
  const revenue = revenueVisible(c) ? (body.revenue ?? 0) : 0;
  const id = await changes.addClickRule(db, actorOf(c), { offerId: body.offer_id, affiliateId, country: body.country ?? null, payout: body.payout, revenue }, now());
  return ok(c, toRule(c, (await repo.findClickRule(db, viewerOf(c), id))!), 201);
}

async function update(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, updateBody);
  const before = await manageable(c, id);
  const { db, now } = c.var.deps;
  const was = repo.amountsOf(before);
  // an edited rule keeps its revenue for whoever may not see it
  const next = { payout: body.payout ?? was.payout, revenue: revenueVisible(c) ? (body.revenue ?? was.revenue) : was.revenue };
  await changes.changeClickRule(db, actorOf(c), before, next, now());
  return ok(c, toRule(c, (await repo.findClickRule(db, viewerOf(c), id))!));
}

async function remove(c: Ctx) {
  const before = await manageable(c, idParam(c));
  const { db, now } = c.var.deps;
  await changes.removeClickRule(db, actorOf(c), before, now());
  return c.json({ success: true });
}

const { path } = clickPayoutRulesResource.api;
const view = { kind: 'roles', ...clickPayoutRulesResource.access.list } as const;
const manage = { kind: 'roles', ...clickPayoutRulesResource.access.edit } as const;

/** Click payout rules (spec 4 §3): everyone reads those that concern them, staff change them. */
export const clickRuleEndpoints: Endpoint[] = [
  { method: 'POST', path: `${path}/list`, reads: true, access: view, summary: 'List click payout rules', body: listBody, handler: listRules },
  { method: 'GET', path: `${path}/:id`, access: view, summary: 'A click payout rule', handler: read },
  { method: 'POST', path, access: manage, summary: 'Create a click payout rule', body: createBody, handler: create },
  { method: 'PUT', path: `${path}/:id`, access: manage, summary: 'Change a click payout rule', body: updateBody, handler: update },
  { method: 'DELETE', path: `${path}/:id`, access: manage, summary: 'Delete a click payout rule', handler: remove },
];
