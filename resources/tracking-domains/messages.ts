// resources.tracking-domains.* in both catalogues (src/i18n/en.ts, ru.ts)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('tracking-domains', {
  fields: {
    id: 'ID',
    domain: 'Domain',
    status: 'Status',
    status_label: 'Status',
    rules_count: 'Active rules',
    primary_rule_id: 'Primary rule',
    created_at: 'Added',
    q: 'Search',
  },
  empty: 'No tracking domains yet.',
  invite: 'Add the first one?',
  helper: {
    domain: 'Host name only, such as track.example.com: no http://, path or port.',
  },
  validation: {
    scheme: 'Enter the host name only, without http:// or https://.',
    path: 'Enter the host name only, without a path, query or port.',
    invalid: 'Enter a valid public host name, such as track.example.com (or a name ending in .localhost to try the network on this computer).',
  },
  action: {
    activate: 'Activate',
    deactivate: 'Deactivate',
  },
  message: {
    deactivate_title: 'Deactivate "%{domain}"?',
    deactivate_content: 'New links will no longer use this domain. You can activate it again at any time.',
  },
  notifications: {
    created: 'Tracking domain added',
    updated: 'Tracking domain saved',
    activated: 'Tracking domain activated',
    deactivated: 'Tracking domain deactivated',
  },
  rules: {
    title: 'Rules',
    add: 'Add rule',
    empty: 'This domain has no rules yet. Its first rule becomes the primary one.',
  },
});

export const trackingDomainMessages = { en };
