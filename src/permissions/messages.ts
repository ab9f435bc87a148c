// Messages of the permission screens and the system settings page, referenced by one line in
// each catalogue (src/i18n/enScreens.ts, ru.ts). Labels of groups, keys and features live in
// domain/; the English of their menu entries is ./menuMessages.ts, in the first view.
import type { permissionMenuMessages } from './menuMessages';

const en = {
  permissions: {
    title: 'Permission settings',
    mine: 'My permissions',
    of_user: 'Permissions: %{name}',
    read_only: 'You can see these permissions but not change them.',
    empty: 'No permission group applies to this user.',
    loading: 'Loading permissions…',
    info: 'About this group',
    save: 'Save',
    cancel: 'Cancel',
    back: 'All users',
    user_not_found: 'This user does not exist, or you may not see their permissions.',
    notify: {
      title: 'Permission settings',
      saved: 'Permissions updated.',
      failed: 'The permissions could not be saved. Please try again.',
    },
    defaults: {
      title: 'Defaults for new users',
      manager: 'Defaults for new managers',
      affiliate: 'Defaults for new affiliates',
      admin: 'Defaults for new administrators',
      help: 'Every new user of this role starts with these permissions, however the account is made. Existing users keep theirs.',
      saved: 'Defaults saved. Users created from now on get them.',
      failed: 'The defaults could not be loaded. Please reload the page.',
    },
    users: {
      id: 'ID',
      email: 'E-mail',
      full_name: 'Name',
      user_type: 'User type',
      q: 'Search',
      open: 'Permissions',
    },
  },
  system_settings: {
    title: 'System settings',
    general: 'General settings',
    referral: 'Default referral program',
    referral_off: 'The referral program is switched off in the workspace features.',
    network_token: {
      title: 'Network postback token',
      explain: 'Advertisers may send this token in /postback instead of their own: it is accepted for every offer.',
      none: 'No network token yet.',
      generate: 'Generate new token',
      confirm_title: 'Generate a new network token?',
      confirm_content: 'Postbacks that send the current network token will be refused from now on.',
      done: 'New network token generated.',
    },
    features: 'Workspace features',
    features_help: 'A switched-off feature hides its menus and permission groups, and its API answers 403.',
    saved: 'Settings saved.',
    features_not_yet: 'Not in this version yet, so not switchable here: %{features}.',
    not_an_advertiser: 'None (#%{id} is not an advertiser)',
    no_advertisers: 'No advertisers yet: create one, then choose it here.',
    fields: {
      registration_type_id: 'Registration type',
      default_payment_terms_id: 'Default payment terms',
      system_commission_threshold: 'System commission threshold',
      default_affiliate_manager_id: 'Default affiliate manager',
      default_advertiser_id: 'Default advertiser',
      fallback_url: 'Fallback URL for refused clicks (empty: a plain 404 page)',
      network_legal_name: 'Network legal name (printed on invoices)',
      network_address: 'Network address (printed on invoices)',
      time_zone: 'Workspace time zone',
      time_zone_help: 'The days, weeks and months offer caps count in',
      workspace_features: 'Workspace features',
      status: 'Status',
      reward_type_id: 'Reward type',
      reward_value: 'Reward',
    },
  },
};

/** `permissions.*` and `system_settings.*` whole: these screens' labels and the menu's (./menuMessages.ts). */
export type PermissionMessages = typeof en & typeof permissionMenuMessages.en;

export const permissionMessages = { en };
