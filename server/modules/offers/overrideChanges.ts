import type { Db } from '../../db/client';
import { fieldError } from '../../errors';
import type { Actor } from '../users/changeLog';
import * as repo from './overrideRepository';

/** Payout and revenue rule changes, each one transaction with its change-log entry. */

type NewRule = { offerId: number; affiliateId: number | null; managerId: number | null } & repo.Amounts;

/** A new rule on a live offer; one active rule per offer and affiliate (or manager). The new rule's id. */
export function addRule(db: Db, actor: Actor, kind: repo.RuleKind, input: NewRule, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockOffer(tx, input.offerId))) throw fieldError('offer_id', 'Unknown offer.');
    if (await repo.activeRuleFor(tx, kind, input.offerId, input)) {
      throw fieldError('offer_id', `This ${input.affiliateId !== null ? 'affiliate' : 'manager'} already has a ${kind} rule on this offer: edit it instead.`);
    }
    return repo.createOverride(tx, actor, kind, input, now);
  });
}

export function changeRule(db: Db, actor: Actor, kind: repo.RuleKind, before: repo.OverrideRecord, next: repo.Amounts, now: Date): Promise<void> {
  return db.transaction((tx) => repo.updateOverride(tx, actor, kind, before, next, now));
}

export function removeRule(db: Db, actor: Actor, kind: repo.RuleKind, before: repo.OverrideRecord, now: Date): Promise<void> {
  return db.transaction((tx) => repo.deleteOverride(tx, actor, kind, before, now));
}
