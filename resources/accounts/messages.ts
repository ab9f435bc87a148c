/** Messages of the user-management screens, one entry per resource (src/i18n/en.ts, ru.ts spread them). */
import { resourceNamesEn as resourceNames } from '../../providers/resourceTables';

export const fields = {
  id: 'ID',
  email: 'E-mail',
  username: 'Username',
  full_name: 'Name',
  first_name: 'First name',
  last_name: 'Last name',
  user_type: 'Type',
  status_id: 'Status',
  integration_status: 'Postback',
  user_integration_status: 'Integration',
  lead_status: 'Lead status',
  is_email_confirmed: 'E-mail confirmed',
  commission_type_id: 'Commission type',
  manager: 'Manager',
  manager_id: 'Manager',
  registered_by: 'Invited by',
  mobile: 'Mobile',
  comment: 'Comment',
  created_at: 'Registered',
  q: 'Search',
  period_type: 'Period',
  group_by: 'Group by',
  postbacksLink: 'Postbacks',
  registrations: 'Registrations',
  email_confirmed: 'E-mail confirmed',
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  period: 'Period',
  user_email: 'User',
  actor_email: 'Changed by',
  action: 'Action',
  fields: 'Changes',
  ip: 'Address',
};
const en = {
  'user-operations/affiliates': { get name(): string { return resourceNames['user-operations/affiliates']; }, fields },
  'user-operations/managers': { get name(): string { return resourceNames['user-operations/managers']; }, fields },
  'user-operations/affiliate-requests': { get name(): string { return resourceNames['user-operations/affiliate-requests']; }, fields },
  'user-operations/registration-stats': {
    get name(): string {
      return resourceNames['user-operations/registration-stats'];
    },
    fields,
    chart: {
      title: 'Registrations by %{unit}',
      alternative: 'The table below the chart lists the same figures.',
    },
  },
  'user-operations/user-change-log': { get name(): string { return resourceNames['user-operations/user-change-log']; }, fields: { ...fields, created_at: 'Changed at', period_type: 'Changed' } },
  'user-operations/all-users': {
    get name(): string {
      return resourceNames['user-operations/all-users'];
    },
    fields,
    actions: {
      set_status: 'Set status',
      set_commission_type: 'Commission type',
      change_manager: 'Change manager',
      approve: 'Approve',
      decline: 'Decline',
      set_lead_status: 'Lead status',
      ban: 'Ban',
      unban: 'Unban',
      done: 'Done for %{smart_count} user |||| Done for %{smart_count} users',
      saved: 'Saved',
      postbacks: 'Postbacks',
    },
    confirm: {
      ban_title: 'Ban %{smart_count} user? |||| Ban %{smart_count} users?',
      ban_content: 'Banned users are signed out at once and cannot sign in until unbanned.',
      ban_one_title: 'Ban this user?',
      secret_title: 'Replace the callback secret key?',
      secret_content: 'A new key is made and the current one stops signing this affiliate’s postbacks at once: their signature checks fail until they use the new key (they see it in their profile).',
      decline_title: 'Decline %{smart_count} request? |||| Decline %{smart_count} requests?',
      decline_content: 'Declined affiliates cannot sign in.',
      manager_title: 'Move %{smart_count} affiliate to %{value}? |||| Move %{smart_count} affiliates to %{value}?',
      manager_content: 'The affiliates leave the current manager.',
    },
    export: {
      csv: 'Export CSV',
      pdf: 'Registration log PDF',
      progress: 'Downloading… %{size}',
    },
    account: {
      profile: 'Profile',
      bank: 'Bank information',
      traffic: 'Traffic channel',
      comment: 'Comment',
      actions: 'Actions',
      change_option: 'Apply to',
      password: 'New password',
      password_confirmation: 'Confirm the password',
      change_password: 'Change password',
      new_secret: 'Change callback secret key',
      secret_shown_once: 'New callback secret key (shown once): %{key}',
      bank_account_number: 'Account number',
      bank_iban_number: 'IBAN',
      not_found: 'User not found',
      history: 'Change log',
    },
  },
};

export type Messages = typeof en;

export const userManagementMessages = { en };
