import { z } from 'zod';
import { UserType } from '../../../domain/enums/user';
import { listSchema, pageOf } from '../../http/listQuery';
import { fieldError, Forbidden, NotFound } from '../../errors';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { optionalFilter, positiveId } from '../../http/fields';
import { can } from '../../http/guards';
import { actorOf } from '../users/requestContext';
import { revenueVisible } from './context';
import { nullableMoney, nullablePercent } from './fields';
import * as changes from './overrideChanges';
import * as repo from './overrideRepository';
import type { RuleKind, RuleViewer } from './overrideRepository';
import { nameOrEmail } from '../users/userInfo';


/** PayoutRule / RevenueRule as docs/api.md names them. */
function toRule(kind: RuleKind, r: repo.OverrideRecord, link: Record<string, unknown> = {}) {
  const a = repo.amountsOf(r);
  return {
    id: r.id,
    offer_id: r.offerId,
    offer_name: r.offerName,
    affiliate_id: r.affiliateId,
    affiliate_name: r.affiliateId === null ? null : nameOrEmail(r.affiliateFirst, r.affiliateLast, r.affiliateEmail),
    manager_id: r.managerId,
    manager_name: r.managerId === null ? null : nameOrEmail(r.managerFirst, r.managerLast, r.managerEmail),
    [`${kind}_cpa`]: a.cpa,
    [`${kind}_cpl`]: a.cpl,
    revshare_percent: a.revsharePercent,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    ...link,
  };
}

const AUTO_REVENUE_KEY = 'CUSTOM_AUTOMATICALLY_CREATE_REVENUE_RULE';

/** Staff who may read revenue rules see the one made for a payout rule beside it. */
const seesRevenueRules = (c: Ctx) => revenueVisible(c) && can(c, 'UI_RevenueRules_View') && c.var.features.includes('revenue_rules');

/**
 * The link between a payout rule and the revenue rule made for it (automatically_create_revenue_rule):
 * a payout rule carries `revenue_rule` ({ id, revenue_cpa, revenue_cpl, revshare_percent } or null)
 * for those who see revenue rules, a revenue rule its `payout_rule_id`.
 */
async function linksOf(c: Ctx, kind: RuleKind, ids: number[]): Promise<(id: number) => Record<string, unknown>> {
  const db = c.var.deps.db;
  if (kind === 'revenue') {
    const links = await repo.payoutRuleIdOf(db, ids);
    return (id) => ({ payout_rule_id: links.get(id) ?? null });
  }
  if (!seesRevenueRules(c)) return () => ({});
  const links = await repo.revenueRulesOf(db, ids);
  return (id) => {
    const r = links.get(id);
    const amount = (v: string | null) => (v === null ? null : Number(v));
    return { revenue_rule: r ? { id: r.id, revenue_cpa: amount(r.cpa), revenue_cpl: amount(r.cpl), revshare_percent: amount(r.revsharePercent) } : null };
  };
}

async function answerRule(c: Ctx, kind: RuleKind, rule: repo.OverrideRecord, status?: 201) {
  const link = await linksOf(c, kind, [rule.id]);
  return ok(c, toRule(kind, rule, link(rule.id)), status);
}

function viewerOf(c: Ctx): RuleViewer {
  const user = c.var.session!.user;
  return { id: user.id, userType: user.userType, managerId: user.managerId };
}

const amountShape = (kind: RuleKind) => ({
  [`${kind}_cpa`]: nullableMoney(`${kind}_cpa`).optional(),
  [`${kind}_cpl`]: nullableMoney(`${kind}_cpl`).optional(),
  revshare_percent: nullablePercent('revshare_percent').optional(),
});
type AmountBody = Record<string, number | null | undefined>;

const amountsFrom = (kind: RuleKind, body: AmountBody, base: repo.Amounts): repo.Amounts => ({
  cpa: body[`${kind}_cpa`] !== undefined ? body[`${kind}_cpa`]! : base.cpa,
  cpl: body[`${kind}_cpl`] !== undefined ? body[`${kind}_cpl`]! : base.cpl,
  revsharePercent: body.revshare_percent !== undefined ? body.revshare_percent : base.revsharePercent,
});

/** A rule with every amount null would change nothing (decisions, payout and revenue rules). */
function requireAmount(kind: RuleKind, a: repo.Amounts) {
  if (a.cpa === null && a.cpl === null && a.revsharePercent === null) {
    throw fieldError(`${kind}_cpa`, 'Give at least one amount: a rule with none changes nothing.');
  }
}

const NONE: repo.Amounts = { cpa: null, cpl: null, revsharePercent: null };

function handlers(kind: RuleKind) {
  const listBody = listSchema(['id', 'offer_id', `${kind}_cpa`, `${kind}_cpl`, 'revshare_percent', 'created_at', 'updated_at'], {
    offer_id: optionalFilter(positiveId('offer_id must be an id.')),
    affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
    manager_id: optionalFilter(positiveId('manager_id must be an id.')),
  });
  const createBody = z
    .object({
      offer_id: positiveId('offer_id must be an offer.'),
      affiliate_id: optionalFilter(positiveId('affiliate_id must be an affiliate.')),
      manager_id: optionalFilter(positiveId('manager_id must be a manager.')),
      ...amountShape(kind),
    })
    .superRefine((v, ctx) => {
      if ((v.affiliate_id === undefined) === (v.manager_id === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['affiliate_id'], message: 'Give exactly one of affiliate_id and manager_id.' });
      }
    });
  const updateBody = z.object(amountShape(kind));

  /** Revenue stays hidden under hide_revenue, as on the offers themselves. */
  const hidden = (c: Ctx) => kind === 'revenue' && !revenueVisible(c);
  const HIDDEN = 'Revenue is hidden for you (CUSTOM_UI_Hide_Revenue_View).';
  const NOT_FOUND = 'Rule not found.';

  /** The target must exist with the right type and, for a manager, be their affiliate or themselves. */
  async function checkTarget(c: Ctx, body: { affiliate_id?: number; manager_id?: number }) {
    const viewer = viewerOf(c);
    const db = c.var.deps.db;
    if (body.affiliate_id !== undefined) {
      const user = await repo.userById(db, body.affiliate_id);
      const inScope = user && user.userType === UserType.Affiliate && (viewer.userType === UserType.Admin || user.managerId === viewer.id);
      if (!inScope) throw fieldError('affiliate_id', 'Unknown affiliate or an affiliate outside your scope.');
    } else {
      const user = await repo.userById(db, body.manager_id!);
      if (!user || user.userType !== UserType.Manager) throw fieldError('manager_id', 'Unknown manager.');
      if (viewer.userType !== UserType.Admin && user.id !== viewer.id) throw fieldError('manager_id', 'A manager may create manager rules only for themselves.');
    }
  }

  async function listRules(c: Ctx) {
    if (hidden(c)) throw new Forbidden(HIDDEN);
    const body = await parseBody(c, listBody);
    const page = pageOf(body);
    const { rows, total } = await repo.listOverrides(c.var.deps.db, kind, viewerOf(c), body, { sort: body.sort, perPage: page.perPage, offset: page.offset });
    const link = await linksOf(c, kind, rows.map((r) => r.id));
    return list(c, rows.map((r) => toRule(kind, r, link(r.id))), total, page);
  }

  async function read(c: Ctx) {
    if (hidden(c)) throw new Forbidden(HIDDEN);
    const rule = await repo.findOverride(c.var.deps.db, kind, viewerOf(c), idParam(c));
    if (!rule) throw new NotFound(NOT_FOUND);
    return answerRule(c, kind, rule);
  }

  async function create(c: Ctx) {
    if (hidden(c)) throw new Forbidden(HIDDEN);
    const body = (await parseBody(c, createBody)) as z.infer<typeof createBody> & AmountBody;
    const amounts = amountsFrom(kind, body, NONE);
    requireAmount(kind, amounts);
    await checkTarget(c, body);
    const { db, now } = c.var.deps;
    const target = { affiliateId: body.affiliate_id ?? null, managerId: body.manager_id ?? null };
    const id = await changes.addRule(db, actorOf(c), kind, { offerId: body.offer_id, ...target, ...amounts }, now(), can(c, AUTO_REVENUE_KEY));
    return answerRule(c, kind, (await repo.findOverride(db, kind, viewerOf(c), id))!, 201);
  }

  async function update(c: Ctx) {
    if (hidden(c)) throw new Forbidden(HIDDEN);
    const id = idParam(c);
    const body = (await parseBody(c, updateBody)) as AmountBody;
    const { db, now } = c.var.deps;
    const before = await repo.findOverride(db, kind, viewerOf(c), id);
    if (!before) throw new NotFound(NOT_FOUND);
    const next = amountsFrom(kind, body, repo.amountsOf(before));
    requireAmount(kind, next);
    await changes.changeRule(db, actorOf(c), kind, before, next, now());
    return answerRule(c, kind, (await repo.findOverride(db, kind, viewerOf(c), id))!);
  }

  async function remove(c: Ctx) {
    if (hidden(c)) throw new Forbidden(HIDDEN);
    const id = idParam(c);
    const { db, now } = c.var.deps;
    const before = await repo.findOverride(db, kind, viewerOf(c), id);
    if (!before) throw new NotFound(NOT_FOUND);
    await changes.removeRule(db, actorOf(c), kind, before, now());
    return c.json({ success: true });
  }

  return { listBody, createBody, updateBody, listRules, read, create, update, remove };
}

function endpointsOf(kind: RuleKind, prefix: 'UI_PayoutRules' | 'UI_RevenueRules', viewers: ReadonlyArray<'admin' | 'manager' | 'affiliate'>): Endpoint[] {
  const h = handlers(kind);
  const feature = kind === 'payout' ? 'payout_rules' : 'revenue_rules';
  const view = { kind: 'roles', roles: viewers, permission: `${prefix}_View`, feature } as const;
  const manage = { kind: 'roles', roles: ['admin', 'manager'], permission: [`${prefix}_View`, `${prefix}_Manage`], feature } as const;
  const path = `/${kind}-rules`;
  return [
    { method: 'POST', path: `${path}/list`, reads: true, access: view, summary: `List ${kind} rules`, body: h.listBody, handler: h.listRules },
    { method: 'GET', path: `${path}/:id`, access: view, summary: `A ${kind} rule`, handler: h.read },
    { method: 'POST', path, access: manage, body: h.createBody, handler: h.create },
    { method: 'PUT', path: `${path}/:id`, access: manage, body: h.updateBody, handler: h.update },
    { method: 'DELETE', path: `${path}/:id`, access: manage, handler: h.remove },
  ];
}

/** Payout rules (affiliates read the ones that apply to them) and revenue rules (staff only). */
export const overrideEndpoints: Endpoint[] = [
  ...endpointsOf('payout', 'UI_PayoutRules', ['admin', 'manager', 'affiliate']),
  ...endpointsOf('revenue', 'UI_RevenueRules', ['admin', 'manager']),
];
