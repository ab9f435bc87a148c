// resources.tracking-domain-rules.* in both catalogues (src/i18n/en.ts, ru.ts)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('tracking-domain-rules', {
  fields: {
    id: 'ID',
    tracking_domain_id: 'Tracking domain',
    domain: 'Tracking domain',
    redirect_type_id: 'Redirect type',
    note: 'Note',
    campaign_name: 'Campaign',
    is_primary: 'Primary',
    status: 'Status',
    status_label: 'Status',
    created_at: 'Added',
    q: 'Search',
  },
  empty: 'No tracking domain rules yet.',
  invite: 'Add the first one?',
  helper: {
    is_primary: 'The primary rule handles every click no other rule takes. A domain has exactly one.',
  },
  primary: 'Primary',
  any_campaign: 'Any campaign',
  action: {
    set_primary: 'Make primary',
  },
  // the server's tooltip codes: 'deleted', 'not any' (the campaign owns the rule), 'primary'
  tooltips: {
    deleted: 'This rule is deleted: nothing can be done with it.',
    campaign: 'This rule belongs to the campaign "%{campaign}": change it in the campaign.',
    primary: 'The primary rule cannot be deleted. Make another rule primary first.',
    already_primary: 'This rule is already the primary one.',
  },
  message: {
    delete_title: 'Delete rule #%{id}?',
    delete_content: 'Clicks on %{domain} will no longer use this rule. It stays in the list as Deleted.',
    read_only: 'This rule cannot be changed here.',
  },
  notifications: {
    created: 'Rule added',
    updated: 'Rule saved',
    deleted: 'Rule deleted',
    primary: 'Rule #%{id} is now the primary rule',
  },
});

export const trackingDomainRuleMessages = { en };
