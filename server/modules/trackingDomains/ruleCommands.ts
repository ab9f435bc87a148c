import { TrackingDomainRuleStatus } from '../../../domain/enums/dictionary-status';
import type { Db } from '../../db/client';
import type { FieldError } from '../../http/respond';
import * as repo from './ruleRepository';
import { deleteLock, isDeleted, rowLock, RuleTooltip } from './ruleView';

/** What a rule write came to; the routes turn it into an answer. */
export type Outcome =
  | { kind: 'ok'; id: number }
  | { kind: 'notFound' }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; errors: FieldError[] };

export const REFUSALS: Record<RuleTooltip, string> = {
  [RuleTooltip.Deleted]: 'This rule is deleted and cannot be changed.',
  [RuleTooltip.Campaign]: 'This rule belongs to a campaign and changes only with that campaign.',
  [RuleTooltip.Primary]: 'The primary rule cannot be deleted. Make another rule primary first.',
};

const MESSAGES = {
  domain: 'Choose an existing tracking domain.',
  redirectType: 'Choose an existing redirect type.',
  move: 'A rule stays with its tracking domain; add a new rule to the other domain instead.',
  unsetPrimary: 'A domain keeps one primary rule: make another rule primary instead.',
};

const ok = (id: number): Outcome => ({ kind: 'ok', id });
const invalid = (errors: FieldError[]): Outcome => ({ kind: 'invalid', errors });
const conflict = (reason: RuleTooltip): Outcome => ({ kind: 'conflict', message: REFUSALS[reason] });

/**
 * Runs `work` on the rule under its domain's row lock, with the rule read afresh after the lock:
 * every rule write goes through here, so the one-primary rule holds under concurrent requests.
 */
async function underDomainLock(db: Db, id: number, work: (tx: Db, rule: repo.RuleRow) => Promise<Outcome>): Promise<Outcome> {
  const rule = await repo.findRule(db, id);
  if (!rule) return { kind: 'notFound' };
  return db.transaction(async (tx) => {
    await repo.lockDomain(tx, rule.trackingDomainId);
    const fresh = await repo.findRule(tx, id);
    return fresh ? work(tx, fresh) : { kind: 'notFound' };
  });
}

export interface NewRule {
  trackingDomainId: number;
  redirectTypeId: number;
  note: string;
  isPrimary?: boolean;
}

/** The first rule of a domain becomes its primary, whatever was asked; `isPrimary` moves the flag to the new one. */
export function createRule(db: Db, input: NewRule, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const errors: FieldError[] = [];
    if (!(await repo.lockDomain(tx, input.trackingDomainId))) errors.push({ field: 'tracking_domain_id', message: MESSAGES.domain });
    if (!(await repo.redirectTypeExists(tx, input.redirectTypeId))) errors.push({ field: 'redirect_type_id', message: MESSAGES.redirectType });
    if (errors.length) return invalid(errors);
    const primary = input.isPrimary === true || !(await repo.hasPrimary(tx, input.trackingDomainId));
    const id = await repo.insertRule(tx, { trackingDomainId: input.trackingDomainId, redirectTypeId: input.redirectTypeId, note: input.note, isPrimary: false });
    if (primary) await repo.makePrimary(tx, input.trackingDomainId, id, now);
    return ok(id);
  });
}

export interface RuleChanges {
  trackingDomainId?: number;
  redirectTypeId?: number;
  note?: string;
  isPrimary?: boolean;
}

export function updateRule(db: Db, id: number, changes: RuleChanges, now: Date): Promise<Outcome> {
  return underDomainLock(db, id, async (tx, rule) => {
    const lock = rowLock(rule);
    if (lock) return conflict(lock);
    const errors: FieldError[] = [];
    if (changes.trackingDomainId !== undefined && changes.trackingDomainId !== rule.trackingDomainId) {
      errors.push({ field: 'tracking_domain_id', message: MESSAGES.move });
    }
    if (changes.redirectTypeId !== undefined && !(await repo.redirectTypeExists(tx, changes.redirectTypeId))) {
      errors.push({ field: 'redirect_type_id', message: MESSAGES.redirectType });
    }
    if (changes.isPrimary === false && rule.isPrimary) errors.push({ field: 'is_primary', message: MESSAGES.unsetPrimary });
    if (errors.length) return invalid(errors);
    await repo.updateRule(tx, id, { redirectTypeId: changes.redirectTypeId, note: changes.note }, now);
    if (changes.isPrimary === true && !rule.isPrimary) await repo.makePrimary(tx, rule.trackingDomainId, id, now);
    return ok(id);
  });
}

export function setPrimary(db: Db, id: number, now: Date): Promise<Outcome> {
  return underDomainLock(db, id, async (tx, rule) => {
    const lock = rowLock(rule);
    if (lock) return conflict(lock);
    if (!rule.isPrimary) await repo.makePrimary(tx, rule.trackingDomainId, id, now);
    return ok(id);
  });
}

/** A soft delete (status Deleted, the row stays listed); deleting a deleted rule again changes nothing. */
export function deleteRule(db: Db, id: number, expectedDomainId: number | undefined, now: Date): Promise<Outcome> {
  return underDomainLock(db, id, async (tx, rule) => {
    if (expectedDomainId !== undefined && expectedDomainId !== rule.trackingDomainId) return { kind: 'notFound' };
    if (isDeleted(rule)) return ok(id);
    const lock = deleteLock(rule);
    if (lock) return conflict(lock);
    await repo.markDeleted(tx, id, TrackingDomainRuleStatus.Deleted, now);
    return ok(id);
  });
}
