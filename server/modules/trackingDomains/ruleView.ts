import { TrackingDomainRuleStatus } from '../../../domain/enums/dictionary-status';
import { trackingDomainRuleStatusDisplay } from '../../../domain/enums/status-display';
import type { RuleRow } from './ruleRepository';

/**
 * Tooltip codes (spec 1 §3): the screen shows its own text for each, in the interface language.
 * 'deleted' and 'not any' (no action of any kind here: the campaign owns the rule) are the
 * spec's words; 'primary' is why a primary rule's delete action is off.
 */
export const RuleTooltip = { Deleted: 'deleted', Campaign: 'not any', Primary: 'primary' } as const;
export type RuleTooltip = (typeof RuleTooltip)[keyof typeof RuleTooltip];

type RuleState = Pick<RuleRow, 'status' | 'campaignName' | 'isPrimary'>;

export const isDeleted = (rule: Pick<RuleRow, 'status'>) => rule.status === TrackingDomainRuleStatus.Deleted;
export const isCampaignRule = (rule: Pick<RuleRow, 'campaignName'>) => rule.campaignName !== null && rule.campaignName !== '';

/** Why the row is read-only (edit, set as primary, delete), or null. */
export function rowLock(rule: RuleState): RuleTooltip | null {
  if (isDeleted(rule)) return RuleTooltip.Deleted;
  if (isCampaignRule(rule)) return RuleTooltip.Campaign;
  return null;
}

/** Why the delete action is off, or null: a read-only row, or the primary rule. */
export function deleteLock(rule: RuleState): RuleTooltip | null {
  return rowLock(rule) ?? (rule.isPrimary ? RuleTooltip.Primary : null);
}

export function toRule(row: RuleRow) {
  const tooltip = rowLock(row);
  const tooltipForActionDelete = deleteLock(row);
  return {
    id: row.id,
    tracking_domain_id: row.trackingDomainId,
    domain: row.domain,
    redirect_type_id: row.redirectTypeId,
    redirect_type_code: row.redirectTypeCode,
    note: row.note,
    campaign_id: row.campaignId,
    campaign_name: row.campaignName,
    is_primary: row.isPrimary ? 1 : 0,
    status: row.status,
    ...trackingDomainRuleStatusDisplay(row.status),
    isDisabled: tooltip !== null,
    tooltip,
    isDisabledActionDelete: tooltipForActionDelete !== null,
    tooltipForActionDelete,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
