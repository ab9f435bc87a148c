import type { EnumStyle } from '../enums/define-enum';
import { ReportStatus } from '../enums/report';

/** The chip style of a lead's Report status: a refused or failed lead stands out, an accepted or deposited one is green. */
export function leadStatusClass(status: string): EnumStyle {
  if (status === ReportStatus.ValidationFailed) return 'danger';
  if (status === ReportStatus.RegistrationFailed) return 'warning';
  if (status === ReportStatus.Accepted || status === ReportStatus.Ftd) return 'success';
  return 'info';
}

/** A lead's Report status for a chip: its label in the interface language and its style. */
export const LeadStatusChip = {
  label: (value: unknown, lang?: 'en' | 'ru') => ReportStatus.label(value, lang),
  style: (value: unknown): EnumStyle => leadStatusClass(String(value)),
};
