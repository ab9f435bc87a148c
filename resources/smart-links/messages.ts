// resources.smart-links.*: loaded with the screens (the manifest, ./index.ts, names this file)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('smart-links', {
  fields: {
    id: 'ID',
    name: 'Name',
    affiliate_id: 'Affiliate',
    status: 'Status',
    fallback_url: 'Fallback URL',
    tracking_domain_id: 'Tracking domain',
    url: 'Tracking URL',
    entries: 'Offers',
    offer_id: 'Offer',
    countries: 'Countries',
    device_types: 'Devices',
    oses: 'Operating systems',
    weight: 'Weight',
    updated_at: 'Changed',
    q: 'Search',
  },
  empty: 'No smart links yet.',
  invite: 'Add the first one?',
  helper: {
    fallback_url: 'Where a click goes when no offer fits or the link is suspended; empty: the workspace fallback.',
    entries: 'Each click picks one offer among those whose countries, devices and systems fit the visitor, in proportion to its weight. Offers capped, paused or not open to the affiliate are passed over.',
    any: 'Empty: any',
    weight: 'A whole number from %{min} to %{max}',
  },
  entry: {
    any: 'any',
    summary: '%{offer} (weight %{weight})',
  },
  link: {
    copy: 'Copy link',
    copy_named: 'Copy the link of %{name}',
    copied: 'Link copied',
    copy_failed: 'Could not copy: select the link and copy it yourself.',
    none: 'No active tracking domain',
  },
  action: {
    set_status: 'Set status',
    suspend: 'Suspend',
    resume: 'Resume',
  },
  confirm: {
    status_title: 'Change the status?',
    status_content: 'A suspended smart link sends every click to its fallback URL.',
  },
  notifications: {
    status_done: 'Status changed',
  },
});

export const smartLinkMessages = { en };
