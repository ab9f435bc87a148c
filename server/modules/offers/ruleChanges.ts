import { CampaignUserRuleStatus } from '../../../domain/enums/campaign';
import type { Db } from '../../db/client';
import { changeInScope } from '../../db/changeInScope';
import { Conflict, fieldError } from '../../errors';
import type { Actor } from '../users/changeLog';
import type { Viewer } from '../users/scope';
import * as repo from './ruleRepository';

/**
 * Changes to affiliates' access rules on offers (apply, approve or decline, grant, block), each one
 * transaction with its change-log entries.
 */

const { Pending, Rejected, Approved, Deleted } = CampaignUserRuleStatus;

const snapshot = (r: repo.RuleRow | undefined) => (r ? { status: r.status, blocked: r.blocked } : null);

/** An affiliate's request to run an offer, with their words to whoever decides; the new rule's id. */
export function applyFor(db: Db, actor: Actor, offerId: number, affiliateId: number, comment: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const existing = await repo.findRule(tx, offerId, affiliateId);
    if (existing?.blocked) throw new Conflict('You are blocked on this offer.');
    if (existing && existing.status !== Deleted) {
      throw new Conflict(existing.status === Pending ? 'Your request is already pending.' : existing.status === Approved ? 'You are already approved.' : 'Your request was declined.');
    }
    const [row] = await repo.writeRules(tx, actor, [{ offerId, affiliateId, from: snapshot(existing), to: { status: Pending, blocked: false } }], 'offer_apply', now);
    // a new request replaces the old words
    await repo.setRuleComment(tx, row!.id, comment);
    return row!.id;
  });
}

/** Approve or decline: which statuses each may start from. */
const MOVES = {
  approve: { to: Approved, from: [Pending, Rejected], action: 'offer_approve' },
  decline: { to: Rejected, from: [Pending, Approved], action: 'offer_decline' },
} as const;
export type Decision = keyof typeof MOVES;

/** Approves or declines requests in scope, all or nothing; a request that may not move refuses the batch (409). */
export function decide(db: Db, viewer: Viewer, actor: Actor, ids: readonly number[], kind: Decision, now: Date): Promise<repo.RuleRow[]> {
  const move = MOVES[kind];
  return changeInScope(db, {
    ids,
    lock: (tx, unique) => repo.lockRules(tx, viewer, unique),
    unknown: (missing) => fieldError('ids', `Unknown requests or requests outside your scope: ${missing.join(', ')}.`),
    change: (tx, rows) => {
      const stuck = rows.filter((r) => !(move.from as readonly number[]).includes(r.status));
      if (stuck.length) throw new Conflict(`These requests cannot be ${kind === 'approve' ? 'approved' : 'declined'}: ${stuck.map((r) => r.id).join(', ')}.`);
      const changes = rows.map((r) => ({ offerId: r.offerId, affiliateId: r.affiliateId, from: snapshot(r), to: { status: move.to, blocked: r.blocked } }));
      return repo.writeRules(tx, actor, changes, move.action, now);
    },
  });
}

/** Lets affiliates in scope run an offer, all or nothing. */
export function grant(db: Db, viewer: Viewer, actor: Actor, offerId: number, affiliateIds: readonly number[], now: Date): Promise<repo.RuleRow[]> {
  return changeInScope(db, {
    ids: affiliateIds,
    lock: async (tx, unique) => (await repo.affiliatesInScope(tx, viewer, unique)).ids.map((id) => ({ id })),
    unknown: (missing) => fieldError('affiliate_ids', `Unknown affiliates or affiliates outside your scope: ${missing.join(', ')}.`),
    change: async (tx, affiliates) => {
      const ids = affiliates.map((a) => a.id);
      const existing = await repo.rulesOf(tx, offerId, ids);
      const changes = ids.map((affiliateId) => {
        const r = existing.get(affiliateId);
        return { offerId, affiliateId, from: snapshot(r), to: { status: Approved, blocked: r?.blocked ?? false } };
      });
      return repo.writeRules(tx, actor, changes, 'offer_grant', now);
    },
  });
}

/** Blocks or unblocks one affiliate in scope on an offer; the rule's id, if the affiliate has one. */
export function setBlocked(db: Db, viewer: Viewer, actor: Actor, offerId: number, affiliateId: number, blocked: boolean, now: Date): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const { missing } = await repo.affiliatesInScope(tx, viewer, [affiliateId]);
    if (missing.length) throw fieldError('affiliate_id', 'Unknown affiliate or an affiliate outside your scope.');
    const existing = await repo.findRule(tx, offerId, affiliateId);
    const to = { status: existing?.status ?? Deleted, blocked };
    await repo.writeRules(tx, actor, [{ offerId, affiliateId, from: snapshot(existing), to }], blocked ? 'offer_block' : 'offer_unblock', now);
    return (await repo.findRule(tx, offerId, affiliateId))?.id;
  });
}
