import { z } from 'zod';
import { ReferralStatus, RewardType } from '../../../domain/enums/commission';
import { REFERRAL_MANAGE, REFERRAL_VIEW, MY_REFERRALS, referralOverridesResource, referralsResource } from '../../../domain/referrals/access';
import { referralLink } from '../../../domain/referrals/link';
import type { ReferralProgram } from '../../../domain/referrals/rewards';
import { NotFound, ValidationError } from '../../errors';
import { ownOrigin } from '../../http/guards';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { networkCurrency } from '../billing/closeRepository';
import { readSystemSettings } from '../settings/settingsRepository';
import { userId } from '../users/fields';
import { actorOf, viewerOf } from '../users/requestContext';
import type { ReferralTerms } from './referralDue';
import * as repo from './referralRepository';

const NOT_FOUND = 'This affiliate has no referral program of their own.';
const AFFILIATE_UNKNOWN = 'Choose one of your affiliates.';

async function termsOf(c: Ctx): Promise<ReferralTerms> {
  const settings = await readSystemSettings(c.var.deps.db);
  return { program: settings['default-referral-program'], on: c.var.features.includes('referral_program') };
}

const money = (text: string) => Number(text);

const listBody = listSchema(['registered_at'], {
  referrer_id: userId('Referrer').optional(),
  referred_id: userId('Referred affiliate').optional(),
});

/** POST /referrals/list: staff read who referred whom in their scope, an affiliate the affiliates they referred. */
async function listReferrals(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listReferrals(c.var.deps.db, viewerOf(c), await termsOf(c), body, page);
  return list(c, rows.map((r) => ({ ...r, earned: money(r.earned), pending: money(r.pending) })), total, page);
}

/** GET /referrals/me: the affiliate's referral link, their program and what it has earned them. */
async function myProgram(c: Ctx) {
  const { db } = c.var.deps;
  const me = viewerOf(c).id;
  const terms = await termsOf(c);
  const [code, program, totals] = [await repo.referralCodeOf(db, me), await repo.programOf(db, me, terms.program), await repo.referrerTotals(db, me, terms)];
  return ok(c, {
    referral_code: code,
    referral_link: referralLink(ownOrigin(c), code),
    program,
    referred: totals.referred,
    earned: money(totals.earned),
    pending: money(totals.pending),
    currency: networkCurrency(),
  });
}

const programFields = {
  status: z.number({ message: 'Status must be 1 (Active) or -1 (Inactive).' }).refine(ReferralStatus.is, 'Status must be 1 (Active) or -1 (Inactive).'),
  reward_type_id: z.number({ message: 'Unknown reward type.' }).refine(RewardType.is, 'Unknown reward type.'),
  reward_value: z
    .number({ message: 'The reward must be a number.' })
    .min(0, 'The reward cannot be negative.')
    .max(1_000_000, 'The reward is at most 1 000 000.')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'The reward has at most two decimals.'),
};
const createBody = z.object({ affiliate_id: userId('Affiliate'), ...programFields }).strict();
const updateBody = z.object(programFields).partial().strict();

/** A percentage is at most 100 (as the workspace default, R329). */
function checkProgram(program: ReferralProgram) {
  if (program.reward_type_id === RewardType.PercentageOfFriendsPayment && program.reward_value > 100) {
    throw new ValidationError([{ field: 'reward_value', message: 'A percentage is at most 100.' }]);
  }
}

const programOfRow = (r: repo.OverrideRow): ReferralProgram => ({ status: r.status, reward_type_id: r.reward_type_id, reward_value: Number(r.reward_value) });
const toOverride = (r: repo.OverrideRow) => ({ ...r, reward_value: Number(r.reward_value) });

async function listOverrides(c: Ctx) {
  const body = await parseBody(c, listSchema(['id'], {}));
  const page = pageOf(body);
  const { rows, total } = await repo.listOverrides(c.var.deps.db, viewerOf(c), page);
  return list(c, rows.map(toOverride), total, page);
}

async function readOverride(c: Ctx) {
  const row = await repo.findOverride(c.var.deps.db, viewerOf(c), idParam(c));
  if (!row) throw new NotFound(NOT_FOUND);
  return ok(c, toOverride(row));
}

const writeOverride = (c: Ctx, affiliateId: number, before: ReferralProgram | undefined, after: ReferralProgram | undefined) =>
  repo.changeOverride(c.var.deps.db, actorOf(c), affiliateId, before, after, c.var.deps.now());

async function createOverride(c: Ctx) {
  const body = await parseBody(c, createBody);
  const { db } = c.var.deps;
  if (!(await repo.affiliateInScope(db, viewerOf(c), body.affiliate_id))) throw new ValidationError([{ field: 'affiliate_id', message: AFFILIATE_UNKNOWN }]);
  const program = { status: body.status, reward_type_id: body.reward_type_id, reward_value: body.reward_value };
  checkProgram(program);
  const existing = await repo.findOverride(db, viewerOf(c), body.affiliate_id);
  await writeOverride(c, body.affiliate_id, existing && programOfRow(existing), program);
  return ok(c, toOverride((await repo.findOverride(db, viewerOf(c), body.affiliate_id))!), 201);
}

async function updateOverride(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, updateBody);
  const { db } = c.var.deps;
  const existing = await repo.findOverride(db, viewerOf(c), id);
  if (!existing) throw new NotFound(NOT_FOUND);
  const program = { ...programOfRow(existing), ...body };
  checkProgram(program);
  await writeOverride(c, id, programOfRow(existing), program);
  return ok(c, toOverride((await repo.findOverride(db, viewerOf(c), id))!));
}

async function deleteOverride(c: Ctx) {
  const id = idParam(c);
  const { db } = c.var.deps;
  const existing = await repo.findOverride(db, viewerOf(c), id);
  if (!existing) throw new NotFound(NOT_FOUND);
  await writeOverride(c, id, programOfRow(existing), undefined);
  return ok(c, toOverride(existing));
}

const LIST = { kind: 'roles', roles: ['admin', 'manager', 'affiliate'], permission: 'UI_ReferralProgram_View', feature: 'referral_program' } as const;
const VIEW = { kind: 'roles', ...REFERRAL_VIEW } as const;
const MANAGE = { kind: 'roles', ...REFERRAL_MANAGE } as const;
const MINE = { kind: 'roles', ...MY_REFERRALS } as const;
const OVERRIDES = referralOverridesResource.api.path;

/** The referral program (spec 4 §6, docs/decisions/referrals.md). */
export const referralEndpoints: Endpoint[] = [
  { method: 'POST', path: `${referralsResource.api.path}/list`, reads: true, access: LIST, summary: 'List referred affiliates', body: listBody, handler: listReferrals },
  { method: 'GET', path: `${referralsResource.api.path}/me`, access: MINE, summary: 'Your referral programme', handler: myProgram },
  { method: 'POST', path: `${OVERRIDES}/list`, reads: true, access: VIEW, handler: listOverrides },
  { method: 'POST', path: OVERRIDES, access: MANAGE, handler: createOverride },
  { method: 'GET', path: `${OVERRIDES}/:id`, access: VIEW, handler: readOverride },
  { method: 'PUT', path: `${OVERRIDES}/:id`, access: MANAGE, handler: updateOverride },
  { method: 'DELETE', path: `${OVERRIDES}/:id`, access: MANAGE, handler: deleteOverride },
];
