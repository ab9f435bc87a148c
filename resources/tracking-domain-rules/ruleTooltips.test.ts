import { describe, expect, it } from 'vitest';
import { deleteTooltip, primaryTooltip, rowTooltip, tooltipText } from './ruleTooltips';

const translate = (key: string, options?: Record<string, unknown>) => `${key}${options?.campaign ? `(${String(options.campaign)})` : ''}`;
const rule = (over: Record<string, unknown>) => ({
  id: 1,
  is_primary: 0,
  isDisabled: false,
  tooltip: null,
  isDisabledActionDelete: false,
  tooltipForActionDelete: null,
  campaign_name: null,
  ...over,
});

describe('rule tooltips', () => {
  it('maps the server codes to message keys', () => {
    expect(tooltipText('deleted', rule({}), translate)).toBe('resources.tracking-domain-rules.tooltips.deleted');
    expect(tooltipText('not any', rule({ campaign_name: 'Summer' }), translate)).toBe('resources.tracking-domain-rules.tooltips.campaign(Summer)');
    expect(tooltipText('primary', rule({}), translate)).toBe('resources.tracking-domain-rules.tooltips.primary');
    expect(tooltipText('something new', rule({}), translate)).toBe('something new');
    expect(tooltipText(null, rule({}), translate)).toBeNull();
  });

  it('explains each disabled action and none of the enabled ones', () => {
    const plain = rule({});
    expect([rowTooltip(plain, translate), deleteTooltip(plain, translate), primaryTooltip(plain, translate)]).toEqual([null, null, null]);
    const primary = rule({ is_primary: 1, isDisabledActionDelete: true, tooltipForActionDelete: 'primary' });
    expect(rowTooltip(primary, translate)).toBeNull();
    expect(deleteTooltip(primary, translate)).toBe('resources.tracking-domain-rules.tooltips.primary');
    expect(primaryTooltip(primary, translate)).toBe('resources.tracking-domain-rules.tooltips.already_primary');
    const deleted = rule({ isDisabled: true, tooltip: 'deleted', isDisabledActionDelete: true, tooltipForActionDelete: 'deleted' });
    expect([rowTooltip(deleted, translate), deleteTooltip(deleted, translate), primaryTooltip(deleted, translate)]).toEqual(
      Array(3).fill('resources.tracking-domain-rules.tooltips.deleted'),
    );
  });
});
