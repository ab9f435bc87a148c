import { z } from 'zod';
import { AutomationAction, AutomationMetric, AutomationOp, AutomationPeriod, AutomationScope, SCOPES_FOR_PAUSE_AFFILIATE, SCOPES_WITH_AFFILIATE, SCOPES_WITH_OFFER } from '../../../domain/automation/rules';
import { CapMetric, CapPeriod } from '../../../domain/offers/caps';
import { positiveId } from '../../http/fields';
import { CAP_LIMIT_MAX } from '../caps/capFields';

const oneOf = (name: string, values: readonly string[]) => {
  const message = `${name} must be one of: ${values.join(', ')}.`;
  return z.string({ message }).refine((v) => values.includes(v), message);
};
const VALUE_MESSAGE = 'value must be a whole number 0–1000000000 (percents for CR and Risky share, cents for EPC).';
const LIMIT_MESSAGE = 'cap_limit must be a whole number ≥ 1 (payout: cents).';

/**
 * A rule's body (create and full update): the sentence's parts, each checked on its own and then
 * against each other, every refusal on the field to change. Fields the action or scope does not use
 * are stored as null.
 */
export const ruleBody = z
  .object({
    name: z.string({ message: 'name is required.' }).trim().min(1, 'name is required.').max(120, 'name is at most 120 characters.'),
    status: z.number({ message: 'status must be 1 (Active) or 0 (Paused).' }).refine((v) => v === 0 || v === 1, 'status must be 1 (Active) or 0 (Paused).').default(1),
    metric: oneOf('metric', AutomationMetric.values),
    period: oneOf('period', AutomationPeriod.values),
    scope: oneOf('scope', AutomationScope.values),
    offer_id: positiveId('offer_id must be an offer’s id.').nullable().default(null),
    affiliate_id: positiveId('affiliate_id must be an affiliate’s id.').nullable().default(null),
    op: oneOf('op', AutomationOp.values),
    value: z.number({ message: VALUE_MESSAGE }).int(VALUE_MESSAGE).min(0, VALUE_MESSAGE).max(1_000_000_000, VALUE_MESSAGE),
    action: oneOf('action', AutomationAction.values),
    integration_id: positiveId('integration_id must be a broker integration’s id.').nullable().default(null),
    cap_period: oneOf('cap_period', CapPeriod.values).nullable().default(null),
    cap_metric: oneOf('cap_metric', CapMetric.values).nullable().default(null),
    cap_limit: z.number({ message: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(CAP_LIMIT_MAX, LIMIT_MESSAGE).nullable().default(null),
  })
  .superRefine((b, ctx) => {
    const need = (ok: boolean, path: string, message: string) => ok || ctx.addIssue({ code: 'custom', path: [path], message });
    const scope = b.scope as AutomationScope;
    need(!SCOPES_WITH_OFFER.includes(scope) || b.offer_id !== null, 'offer_id', 'Choose the offer this rule watches.');
    need(!SCOPES_WITH_AFFILIATE.includes(scope) || b.affiliate_id !== null, 'affiliate_id', 'Choose the affiliate this rule watches.');
    if (b.action === 'pause_affiliate') need(SCOPES_FOR_PAUSE_AFFILIATE.includes(scope), 'scope', 'Pausing an affiliate needs an offer and an affiliate: the affiliate on the offer, or each affiliate on it.');
    if (b.action === 'pause_integration') need(b.integration_id !== null, 'integration_id', 'Choose the broker integration to pause.');
    if (b.action === 'change_cap') {
      need(SCOPES_WITH_OFFER.includes(scope), 'scope', 'A cap belongs to an offer: choose a scope with an offer.');
      need(b.cap_period !== null, 'cap_period', 'Choose the cap’s period.');
      need(b.cap_metric !== null, 'cap_metric', 'Choose what the cap counts.');
      need(b.cap_limit !== null, 'cap_limit', LIMIT_MESSAGE);
    }
  })
  .transform((b) => ({
    ...b,
    metric: b.metric as AutomationMetric,
    period: b.period as AutomationPeriod,
    scope: b.scope as AutomationScope,
    op: b.op as AutomationOp,
    action: b.action as AutomationAction,
    // what the scope and action do not use is not kept
    offer_id: SCOPES_WITH_OFFER.includes(b.scope as AutomationScope) ? b.offer_id : null,
    affiliate_id: SCOPES_WITH_AFFILIATE.includes(b.scope as AutomationScope) ? b.affiliate_id : null,
    integration_id: b.action === 'pause_integration' ? b.integration_id : null,
    cap_period: b.action === 'change_cap' ? (b.cap_period as CapPeriod) : null,
    cap_metric: b.action === 'change_cap' ? (b.cap_metric as CapMetric) : null,
    cap_limit: b.action === 'change_cap' ? b.cap_limit : null,
  }));
export type RuleInput = z.infer<typeof ruleBody>;
