// resources.broker-integrations.*: loaded with the screens (the manifest, ./index.ts, names this file)
import { resourceNamesEn as resourceNames } from '../../providers/resourceTables';

export const en = {
  get name(): string {
    return resourceNames['broker-integrations'];
  },
  fields: {
    id: 'ID',
    name: 'Name',
    advertiser_id: 'Broker (advertiser)',
    advertiser_name: 'Broker',
    kind: 'Kind',
    endpoint: 'Lead endpoint',
    method: 'Method',
    headers: 'Headers',
    name_header: 'Header',
    value: 'Value',
    secret: 'Secret',
    body_template: 'Body template',
    success_path: 'Success path',
    lead_id_path: 'Lead id path',
    autologin_path: 'Autologin path',
    status_pull_endpoint: 'Status pull endpoint',
    status_pull_every: 'Pull every (minutes)',
    timeout_ms: 'Time-out (ms)',
    time_zone: 'Time zone',
    countries: 'Countries',
    languages: 'Languages',
    status: 'Status',
    status_label: 'Status',
    created_at: 'Added',
    country: 'Country',
    q: 'Search',
    from: 'From',
    to: 'To',
  },
  empty: 'No broker integrations yet.',
  invite: 'Add the first one?',
  helper: {
    advertiser_id: 'A broker is an advertiser with integrations.',
    endpoint: 'Where leads are sent: an absolute http(s) URL; it may hold macros such as {country}.',
    headers: 'Mark API keys and tokens as secret: they are stored encrypted and shown masked.',
    body_template: 'The request body, with macros such as {first_name}, {email}, {phone}, {country}, {click_id}.',
    paths: 'JSON paths in the broker’s answer: success, the broker’s lead id, the autologin URL.',
    status_pull: 'Optional: where lead statuses are pulled from.',
    countries: 'Leave empty to take leads of every country.',
    languages: 'Leave empty to take leads in every language.',
  },
  working_hours: {
    title: 'Working hours',
    help: 'In the integration’s time zone. With no day filled in, leads are sent at any hour; otherwise only in the hours given.',
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
  action: {
    set_status: 'Set status',
  },
  confirm: {
    status_title: 'Set %{smart_count} integration(s) to "%{value}"?',
    status_content: 'Paused integrations take no leads until they are activated again.',
  },
  notifications: {
    status_done: 'Status changed',
  },
};

export const brokerIntegrationMessages = { en };
