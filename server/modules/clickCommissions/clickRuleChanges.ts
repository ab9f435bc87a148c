import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { fieldError } from '../../errors';
import type { Actor } from '../users/changeLog';
import * as repo from './clickRuleRepository';

/** Click payout rule changes, each one transaction with its log entries. */

const duplicate = (key: repo.ClickRuleKey) =>
  fieldError(
    'offer_id',
    `This offer already has a click payout rule for ${key.affiliateId === null ? 'every affiliate' : `affiliate ${key.affiliateId}`} and ${key.country ?? 'every country'}: edit it instead.`,
  );

/**
 * A new rule on an offer that is not Deleted; one rule per offer × affiliate × country. The check
 * runs with the offer row locked, so two creates of the same rule cannot both pass it; the unique
 * index answers the same 422 should one slip by anyway. The new rule's id.
 */
export async function addClickRule(db: Db, actor: Actor, input: repo.ClickRuleKey & repo.ClickAmounts, now: Date): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await repo.lockOffer(tx, input.offerId))) throw fieldError('offer_id', 'Unknown offer.');
      if (await repo.ruleFor(tx, input)) throw duplicate(input);
      return repo.insertClickRule(tx, actor, input, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input);
    throw error;
  }
}

export function changeClickRule(db: Db, actor: Actor, before: repo.ClickRuleRecord, next: repo.ClickAmounts, now: Date): Promise<void> {
  return db.transaction((tx) => repo.updateClickRule(tx, actor, before, next, now));
}

export function removeClickRule(db: Db, actor: Actor, before: repo.ClickRuleRecord, now: Date): Promise<void> {
  return db.transaction((tx) => repo.deleteClickRule(tx, actor, before, now));
}
