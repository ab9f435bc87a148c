import type { Db } from '../../db/client';
import { fieldError } from '../../errors';
import type { Actor } from '../users/changeLog';
import * as repo from './overrideRepository';

/** Payout and revenue rule changes, each one transaction with its change-log entry. */

type NewRule = { offerId: number; affiliateId: number | null; managerId: number | null } & repo.Amounts;

/**
 * A new rule on a live offer; one active rule per offer and affiliate (or manager). The new rule's id.
 * `withRevenueRule` (a payout rule while automatically_create_revenue_rule is on, spec 4 §3): the
 * same transaction creates the target's revenue rule on the offer at the offer's revenue, linked to
 * the payout rule, unless the target already has one there (decisions, offers).
 */
export function addRule(db: Db, actor: Actor, kind: repo.RuleKind, input: NewRule, now: Date, withRevenueRule = false): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockOffer(tx, input.offerId))) throw fieldError('offer_id', 'Unknown offer.');
    if (await repo.activeRuleFor(tx, kind, input.offerId, input)) {
      throw fieldError('offer_id', `This ${input.affiliateId !== null ? 'affiliate' : 'manager'} already has a ${kind} rule on this offer: edit it instead.`);
    }
    const id = await repo.createOverride(tx, actor, kind, input, now);
    if (kind === 'payout' && withRevenueRule && !(await repo.activeRuleFor(tx, 'revenue', input.offerId, input))) {
      const revenue = (await repo.offerRevenue(tx, input.offerId))!;
      const revenueId = await repo.createOverride(tx, actor, 'revenue', { offerId: input.offerId, affiliateId: input.affiliateId, managerId: input.managerId, ...revenue }, now);
      await repo.linkRevenueRule(tx, revenueId, id);
    }
    return id;
  });
}

export function changeRule(db: Db, actor: Actor, kind: repo.RuleKind, before: repo.OverrideRecord, next: repo.Amounts, now: Date): Promise<void> {
  return db.transaction((tx) => repo.updateOverride(tx, actor, kind, before, next, now));
}

export function removeRule(db: Db, actor: Actor, kind: repo.RuleKind, before: repo.OverrideRecord, now: Date): Promise<void> {
  return db.transaction((tx) => repo.deleteOverride(tx, actor, kind, before, now));
}
