import { affiliateRowDisplay, isLink, requestRowDisplay, userStatusDisplay } from '../../../domain/users/display';
import type { ListRow } from './listRepository';
import type { UserRow } from './userRepository';

const person = (id: number | null, name: string | null) => (id === null ? null : { id, username: name ?? '' });

/** The common shape of every user list row; `status` mirrors status_id (R274). */
type CommonRow = Omit<ListRow, 'created_at' | 'updated_at'> & {
  created_at: string;
  updated_at: string;
  username: string;
  status: number;
  manager: ReturnType<typeof person>;
  manager_label: string;
  registered_by: ReturnType<typeof person>;
};

/**
 * One object literal, the row's fields in the order of its columns (listColumns), and the display
 * fields assigned onto it: the driver builds each row key by key, which leaves it a slow
 * dictionary-mode object in V8, and spreading it and then the copy again cost ~20 µs a row
 * (0.5 ms of a 25-row page, more than the query of a short page: bench listsAtScale).
 */
function common(row: ListRow): CommonRow {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: row.full_name,
    user_type: row.user_type,
    status_id: row.status_id,
    integration_status: row.integration_status,
    user_integration_status: row.user_integration_status,
    lead_status: row.lead_status,
    registration_status: row.registration_status,
    is_email_confirmed: row.is_email_confirmed,
    commission_type_id: row.commission_type_id,
    mobile: row.mobile,
    comment: row.comment,
    traffic_channel: row.traffic_channel,
    manager_id: row.manager_id,
    manager_name: row.manager_name,
    affiliate_manager_workspace_role_id: row.affiliate_manager_workspace_role_id,
    registered_by_id: row.registered_by_id,
    registered_by_name: row.registered_by_name,
    invited_by_workspace_role_id: row.invited_by_workspace_role_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    username: row.email,
    status: row.status_id,
    manager: person(row.manager_id, row.manager_name),
    manager_label: row.manager_name ?? '',
    registered_by: person(row.registered_by_id, row.registered_by_name),
  };
}

export const toAffiliateRow = (row: ListRow, viewerType: number) => Object.assign(common(row), affiliateRowDisplay(row, viewerType));

export const toManagerRow = (row: ListRow) => Object.assign(common(row), userStatusDisplay(row.status_id));

export const toAccountRow = (row: ListRow, viewerType: number) =>
  Object.assign(common(row), userStatusDisplay(row.status_id), { isLink: isLink(viewerType, row.invited_by_workspace_role_id) });

export const toRequestRow = (row: ListRow, viewerType: number) => Object.assign(common(row), userStatusDisplay(row.status_id), requestRowDisplay(row, viewerType));

/** The affiliate who referred an account; isLink: their account is in the viewer's scope. */
export interface Referrer {
  id: number;
  email: string;
  isLink: boolean;
}

/** The account (GET /user_profiles/{id}): the row plus what only the detail shows. */
export function toAccount(row: ListRow, user: UserRow, viewerType: number, referredBy: Referrer | null) {
  return {
    ...toAccountRow(row, viewerType),
    referred_by: referredBy,
    bank_account_number: user.bankAccountNumber,
    bank_iban_number: user.bankIbanNumber,
    has_callback_secret_key: user.callbackSecretKey !== null,
    // an affiliate's own billing terms: null and 0 mean the system's
    payment_terms_id: user.paymentTermsId,
    commission_threshold: Number(user.commissionThreshold),
    time_zone: user.timeZone,
    language: user.language,
  };
}

