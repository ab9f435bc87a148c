import { csvHeader } from '../../../domain/exports/csvColumns';
import { CommissionType } from '../../../domain/enums/commission';
import { EmailStatus, PostbackIntegrationStatus, UserIntegrationStatus, UserLeadStatus, UserRegistrationStatus, UserStatus } from '../../../domain/enums/user';
import { UserType } from '../../../domain/enums/userType';
import type { InterfaceLanguage } from '../../../domain/languages';
import { csvInstant, csvLine } from './exportStream';
import type { ListKind, ListRow } from './listRepository';

type Cell = (row: ListRow, lang: InterfaceLanguage, zone: string) => unknown;

/** A coded column written as its label: "Active", not 1. */
const labelOf =
  (values: { label(value: unknown, lang?: InterfaceLanguage): string }, field: keyof ListRow): Cell =>
  (row, lang) => {
    const value = row[field];
    return value === null || value === undefined || value === '' ? '' : values.label(value, lang);
  };

const CELLS = {
  id: (r) => r.id,
  email: (r) => r.email,
  full_name: (r) => r.full_name,
  user_type: labelOf(UserType, 'user_type'),
  status_id: labelOf(UserStatus, 'status_id'),
  commission_type_id: labelOf(CommissionType, 'commission_type_id'),
  integration_status: labelOf(PostbackIntegrationStatus, 'integration_status'),
  registration_status: labelOf(UserRegistrationStatus, 'registration_status'),
  is_email_confirmed: labelOf(EmailStatus, 'is_email_confirmed'),
  lead_status: labelOf(UserLeadStatus, 'lead_status'),
  user_integration_status: labelOf(UserIntegrationStatus, 'user_integration_status'),
  manager_name: (r) => r.manager_name ?? '',
  registered_by_name: (r) => r.registered_by_name ?? '',
  mobile: (r) => r.mobile,
  created_at: (r, _lang, zone) => csvInstant(r.created_at, zone),
} satisfies Record<string, Cell>;
type Column = keyof typeof CELLS;

/** The columns of each list's CSV, as its screen shows them. */
const COLUMNS: Readonly<Record<ListKind, readonly Column[]>> = {
  all: ['id', 'email', 'full_name', 'user_type', 'status_id', 'manager_name', 'mobile', 'created_at'],
  affiliates: ['id', 'email', 'full_name', 'status_id', 'integration_status', 'commission_type_id', 'manager_name', 'registered_by_name', 'mobile', 'created_at'],
  managers: ['id', 'email', 'full_name', 'status_id', 'mobile', 'created_at'],
  requests: ['id', 'email', 'full_name', 'created_at', 'registration_status', 'is_email_confirmed', 'lead_status', 'user_integration_status', 'manager_name', 'registered_by_name'],
  registrations: ['id', 'email', 'full_name', 'created_at', 'status_id', 'registration_status', 'is_email_confirmed', 'lead_status', 'user_integration_status', 'manager_name', 'registered_by_name'],
};

/**
 * A user list as a CSV in the downloader's language: headers in words, coded columns as their
 * labels, the time an account was made in the downloader's zone (csvInstant).
 */
export async function* userListCsv(kind: ListKind, rows: AsyncIterable<ListRow[]>, lang: InterfaceLanguage, zone: string): AsyncGenerator<string> {
  const columns = COLUMNS[kind];
  yield '\ufeff' + csvLine(columns.map((c) => csvHeader(c, lang)));
  for await (const chunk of rows) yield chunk.map((r) => csvLine(columns.map((c) => CELLS[c](r, lang, zone)))).join('');
}
