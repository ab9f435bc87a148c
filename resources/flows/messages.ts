// resources.flows.*: loaded with the screens (the manifest, ./index.ts, names this file)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('flows', {
  fields: {
    id: 'ID',
    name: 'Name',
    status: 'Status',
    offer_ids: 'Offers',
    offer_id: 'Offer',
    offers: 'Offers',
    integrations: 'Integrations',
    today: 'Today',
    updated_at: 'Changed',
    q: 'Search',
    weight: 'Weight',
  },
  empty: 'No distribution flows yet.',
  invite: 'Add the first one?',
  helper: {
    offer_ids: 'Leads of these offers go through this flow while it is Active.',
  },
  order: {
    title: 'Integrations in priority order',
    help: 'Leads try priority 1 first. Integrations of one priority share its leads by weight. Drag a row by its handle (or focus the handle, press Space and use the arrow keys), or use the arrows.',
    empty: 'No integrations in this flow yet: add one below.',
    add: 'Add integration',
    loading: 'Loading integrations…',
    priority: 'Priority %{priority}',
    same: 'Same priority as above',
    paused: 'Paused',
    move: 'Move %{name}',
    up: 'Move %{name} up',
    down: 'Move %{name} down',
    remove: 'Remove %{name}',
    weight_of: 'Weight of %{name}',
    weight_range: 'Each weight is a whole number from %{min} to %{max}.',
  },
  grid: {
    title: 'Daily capacity by country',
    help: 'Leads a day per integration and country, in the integration’s own day. Empty: not capped; 0: takes none. Today’s use is shown beside each.',
    empty: 'Add integrations to set their capacity.',
    no_countries: 'No country capped yet.',
    country: 'Country',
    add_country: 'Add a country',
    remove_country: 'Remove %{country}',
    cell: 'Capacity of %{integration} for %{country}',
    used: '%{used} today',
    used_of: '%{used} of %{daily}',
  },
  reinjection: {
    title: 'Re-injection',
    help: 'A lead no integration took is offered again later to the integrations that did not refuse it (one that failed or did not answer is tried again).',
    on: 'Offer leads nobody took again',
    every_minutes: 'Every (minutes)',
    rounds: 'Rounds',
    window_hours: 'Within (hours of the lead)',
  },
  message: {
    delete_title: 'Delete flow "%{recordRepresentation}"?',
    delete_content: 'The flow stops routing leads at once. The leads it routed keep it in their history.',
  },
  notifications: {
    deleted: 'Flow deleted',
  },
});

export const flowMessages = { en };
