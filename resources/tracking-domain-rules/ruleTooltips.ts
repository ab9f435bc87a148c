import type { RaRecord } from 'react-admin';

type Translate = (key: string, options?: Record<string, unknown>) => string;

// the server's codes (docs/api.md) → message keys under resources.tracking-domain-rules.tooltips
const KEYS: Readonly<Record<string, string>> = {
  deleted: 'deleted',
  'not any': 'campaign',
  primary: 'primary',
};

/** The text for a tooltip code of the rule, in the interface language; null for none. */
export function tooltipText(code: unknown, record: RaRecord, translate: Translate): string | null {
  if (typeof code !== 'string' || code === '') return null;
  const key = Object.hasOwn(KEYS, code) ? KEYS[code] : undefined;
  if (!key) return code;
  return translate(`resources.tracking-domain-rules.tooltips.${key}`, { campaign: record.campaign_name ?? '' });
}

/** Why the row is read-only (deleted, or the campaign's), or null. */
export const rowTooltip = (record: RaRecord, translate: Translate) => (record.isDisabled ? tooltipText(record.tooltip, record, translate) : null);

/** Why the delete action is off (read-only row, or the primary rule), or null. */
export const deleteTooltip = (record: RaRecord, translate: Translate) =>
  record.isDisabledActionDelete ? tooltipText(record.tooltipForActionDelete, record, translate) : null;

/** Why "make primary" is off: the row's reason, or it is primary already. */
export const primaryTooltip = (record: RaRecord, translate: Translate) =>
  rowTooltip(record, translate) ?? (record.is_primary === 1 ? translate('resources.tracking-domain-rules.tooltips.already_primary') : null);
