// Messages of the account security screens: `security.*` and
// `resources.{api-keys, sign-in-history, security-log}.*` in both catalogues. The English of the
// user menu's entry and the view-as banner is ./layoutMessages.ts, in the first view.
import { withResourceName } from '../../providers/resourceName';
import type { securityLayoutMessages } from './layoutMessages';
import { securityEventLabels } from '../../domain/security/events';

const en = {
  security: {
    title: 'Security',
    enrolment_required: 'Your network requires two-factor sign-in for staff. Turn it on to keep working.',
    two_factor: {
      title: 'Two-factor sign-in',
      intro: 'After your password, sign-in asks for a 6-digit code from an authenticator app on your phone.',
      on: 'On',
      off: 'Off',
      codes_left: 'Recovery codes left: %{count}',
      turn_on: 'Turn on',
      turn_off: 'Turn off',
      scan: 'Scan this QR code with your authenticator app (Google Authenticator, Authy, 1Password…), or type the key in by hand.',
      qr_alt: 'QR code of your two-factor key',
      manual_key: 'Key',
      code: 'Code from the app',
      code_help: 'Six digits, or one of your recovery codes',
      confirm: 'Confirm',
      cancel: 'Cancel',
      enabled: 'Two-factor sign-in is on.',
      disabled: 'Two-factor sign-in is off.',
      recovery_title: 'Your recovery codes',
      recovery_intro: 'Each code signs you in once if you lose your phone. Store them somewhere safe: they are shown only now.',
      copy: 'Copy codes',
      copied: 'Codes copied',
      saved_them: 'I have saved them',
      disable_title: 'Turn off two-factor sign-in?',
      disable_intro: 'Enter a code from your app (or a recovery code) to confirm.',
    },
    sessions: {
      title: 'Where you are signed in',
      this_device: 'This device',
      unknown_device: 'Unknown device',
      device: '%{browser} on %{os}',
      last_used: 'Last used %{time}',
      signed_in: 'signed in %{time}',
      end: 'Sign out',
      end_others: 'Sign out everywhere else',
      ended: 'Signed out',
      ended_others: 'Every other session was signed out',
      confirm_end_others: 'Sign out of every other device?',
      confirm_end_others_content: 'Each of them will have to sign in again.',
      none_other: 'You are signed in on this device only.',
    },
    api_reference: {
      title: 'API reference',
      link: 'API reference: every call your key may make',
      intro: 'Every call you may make with an API key, as the OpenAPI 3.1 document describes it: its path, the scopes your key needs, its parameters and the fields of its JSON body. Send your key in the header Authorization: Bearer <key>.',
      scopes_intro: 'A read key may only read; a write key may change too; sending leads takes a write key with the leads scope. Each key has a limit of calls a minute: past it the answer is 429 with Retry-After.',
      keys_link: 'Make or manage your API keys on the Security page.',
      download: 'Download the OpenAPI document',
      search: 'Search calls',
      loading: 'Loading the API reference',
      error: 'The API reference could not be loaded.',
      retry: 'Try again',
      none: 'No call matches “%{q}”.',
      scopes: 'Key scopes',
      scope: { read: 'read', write: 'write', leads: 'leads' },
      feature: 'Works while the network has “%{feature}” switched on.',
      parameters: 'Parameters',
      body: 'Body (JSON)',
      no_body: 'No body.',
      field: 'Field',
      type: 'Type',
      required: 'Required',
      notes: 'Notes',
      yes: 'yes',
      no: 'no',
      in_path: 'in the path',
      in_query: 'in the query string',
      default: 'default %{value}',
      range: 'from %{min} to %{max}',
      min: 'at least %{min}',
      max: 'at most %{max}',
      max_length: 'at most %{max} characters',
    },
    lead_api: {
      title: 'Sending leads through the API',
      link: 'How to send leads through the API',
      intro: 'Your server sends each lead to the network with an API key of yours that is a write key with the leads scope.',
      keys_link: 'Make or manage your API keys on the Security page.',
      endpoint: 'The endpoint and headers',
      headers: 'Every call carries your key in the Authorization header:',
      optional: 'optional',
      idempotency: 'Send the same Idempotency-Key (or external_id) again and you get the first lead back instead of a duplicate: retry safely.',
      body: 'The lead (JSON)',
      body_intro: 'offer_id is the id of one of your offers (%{offer_id} below). first_name, last_name, email, phone and country are checked; language, ip, password, click_id, external_id, comment and p1…p10 are optional.',
      answers: 'The answers',
      accepted: 'A broker took the lead: ACCEPTED, with the link to send the person to',
      failed: 'No broker took it: REGISTRATION_FAILED, with the reason and the route it took',
      invalid: 'The lead was refused: 422, one message per field',
      waiting: 'If the broker has not answered in time, the status is LEAD with a reason: poll the lead.',
      polling: 'Polling a lead',
      polling_intro: 'Read a lead you sent, with its status, FTD and trace, by its lead_id:',
      curl: 'Try it with curl',
      copy: 'Copy',
      copied: 'Copied to the clipboard',
      copy_failed: 'Could not copy: select the text and copy it by hand.',
    },
    api_keys: {
      title: 'API keys',
      intro: 'Integrations call the API with the header Authorization: Bearer <key> and your permissions. A read key cannot change anything.',
      add: 'New API key',
      created_title: 'Your new API key',
      created_intro: 'Copy it now: it is shown only once. Anyone holding it acts as you.',
      copy: 'Copy key',
      copied: 'Key copied',
      done: 'Done',
      never: 'Never',
      scope_read: 'Read only',
      scope_write: 'Read and write',
      scope_leads: 'sends leads',
      create: 'Create',
      cancel: 'Cancel',
    },
    history: {
      title: 'Your recent sign-ins',
    },
    policy: {
      title: 'Sign-in policy',
      require_staff: 'Require two-factor sign-in for administrators and managers',
      require_staff_help: 'Staff without it are sent to set it up when they sign in.',
      saved: 'Policy saved',
    },
    view_as: {
      start: 'View as this user',
      start_title: 'Open this user’s app as they see it?',
      start_content: 'A view-only session opens for 30 minutes in this browser; nothing can be changed in it. Your own session stays as it is.',
    },
    account: {
      reset_two_factor: 'Reset two-factor',
      reset_two_factor_title: 'Reset this user’s two-factor sign-in?',
      reset_two_factor_content: 'They sign in with their password alone until they turn it on again.',
      end_sessions: 'Sign out everywhere',
      end_sessions_title: 'Sign this user out of every device?',
      end_sessions_content: 'Each of their sessions ends at once.',
      done: 'Done',
    },
    events: securityEventLabels('en'),
  },
};

/** `security.*` whole: these screens' labels and the layout's (./layoutMessages.ts). */
export type SecurityMessages = typeof en & typeof securityLayoutMessages.en;

export const resourcesEn = {
  'api-keys': withResourceName('api-keys', {
    fields: { name: 'Name', scope: 'Access', leads: 'May send leads (scope leads)', created_at: 'Created', expires_at: 'Expires', last_used_at: 'Last used' },
    empty: 'No API keys yet.',
    message: { delete_title: 'Revoke this API key?', delete_content: 'Integrations using it stop working at once.' },
  }),
  'sign-in-history': withResourceName('sign-in-history', {
    fields: { created_at: 'Time', event: 'Event', ip: 'Address', user_agent: 'Browser' },
    empty: 'No sign-ins yet.',
  }),
  'security-log': withResourceName('security-log', {
    fields: { created_at: 'Time', event: 'Event', email: 'E-mail', user_id: 'User ID', actor_id: 'By', ip: 'Address', user_agent: 'Browser', details: 'Details', from: 'From', to: 'To' },
    empty: 'Nothing logged yet.',
    export: 'Export CSV',
    // an event's details, each key and the values a program wrote (a user's own text is printed as typed)
    detail: { key_id: 'Key', name: 'Name', scope: 'Access', leads: 'Sends leads', yes: 'yes', no: 'no', scope_read: 'read only', scope_write: 'read and write' },
  }),
};

export const securityMessages = { en };
export const securityResourceMessages = { en: resourcesEn };

/** The events of the security log (docs/api.md), in log order of likelihood. */
export { SECURITY_EVENTS } from '../../domain/security/events';
