import { affiliateRowDisplay, isLink, requestRowDisplay, userStatusDisplay } from '../../../domain/users/display';
import type { ListRow } from './listRepository';
import type { UserRow } from './repository';

const person = (id: number | null, name: string | null) => (id === null ? null : { id, username: name ?? '' });

/** The common shape of every user list row; `status` mirrors status_id (R274). */
function common(row: ListRow) {
  return {
    ...row,
    username: row.email,
    status: row.status_id,
    manager: person(row.manager_id, row.manager_name),
    manager_label: row.manager_name ?? '',
    registered_by: person(row.registered_by_id, row.registered_by_name),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const toAffiliateRow = (row: ListRow, viewerType: number) => ({ ...common(row), ...affiliateRowDisplay(row, viewerType) });

export const toManagerRow = (row: ListRow) => ({ ...common(row), ...userStatusDisplay(row.status_id) });

export const toAccountRow = (row: ListRow, viewerType: number) => ({
  ...common(row),
  ...userStatusDisplay(row.status_id),
  isLink: isLink(viewerType, row.invited_by_workspace_role_id),
});

export const toRequestRow = (row: ListRow, viewerType: number) => ({
  ...common(row),
  ...userStatusDisplay(row.status_id),
  ...requestRowDisplay(row, viewerType),
});

/** The account (GET /user_profiles/{id}): the row plus what only the detail shows. */
export function toAccount(row: ListRow, user: UserRow, viewerType: number) {
  return {
    ...toAccountRow(row, viewerType),
    bank_account_number: user.bankAccountNumber,
    bank_iban_number: user.bankIbanNumber,
    has_callback_secret_key: user.callbackSecretKey !== null,
    time_zone: user.timeZone,
    language: user.language,
  };
}

