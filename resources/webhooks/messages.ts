// resources.webhooks.*: loaded with the screens (the manifest, ./index.ts, names this file)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('webhooks', {
  fields: {
    id: 'ID',
    url: 'URL',
    events: 'Events',
    event: 'Event',
    status: 'Status',
    description: 'Description',
    secret: 'Signing secret',
    last_delivery: 'Last delivery',
    last_delivery_at: 'Last delivery',
    last_delivery_state: 'Last delivery state',
    created_at: 'Created',
    updated_at: 'Changed',
  },
  helper: {
    url: 'The public address (https://…) that receives each event as a JSON POST.',
    events: 'What the webhook is told of; choose at least one.',
    description: 'For you: what or whom this webhook serves (at most 200 characters).',
  },
  validation: {
    url: 'Enter an address starting with https:// (or http://).',
    events: 'Choose at least one event.',
  },
  empty: 'No webhooks yet: add one to have your server told of conversions, leads and payouts as they happen.',
  never: 'Not yet',
  saved: 'Webhook saved',
  message: { delete_title: 'Delete this webhook?', delete_content: 'Nothing more will be sent to its URL; its delivery log goes with it.' },
  secret: {
    title: 'Signing secret',
    masked: 'Signing secret (hidden)',
    show: 'Show the secret',
    hide: 'Hide the secret',
    copy: 'Copy the secret',
    copied: 'Secret copied',
    copy_failed: 'The browser did not let the page copy: select the secret and copy it by hand.',
    rotate: 'Rotate secret',
    rotate_title: 'Replace the signing secret?',
    rotate_explain: 'A new secret signs every delivery from now on; the old one stops at once, so deliveries your server checks with it will fail the check until you give it the new one.',
    rotated: 'New secret made: give it to your server',
  },
  test: {
    button: 'Send test',
    sending: 'Sending a test delivery…',
    ok: 'Delivered: HTTP %{status}',
    failed: 'Not delivered: %{error}',
  },
  deliveries: {
    title: 'Deliveries',
    empty: 'Nothing sent to this webhook yet: “Send test” sends a test event now.',
    all: 'All deliveries',
  },
  verify: {
    title: 'Verifying a delivery',
    intro: 'Each delivery is a POST with a JSON body and these headers:',
    signature: 'the HMAC-SHA-256 of the raw request body, keyed with the signing secret, in hex. Compute it over the bytes as received (before parsing the JSON) and compare in constant time; refuse the request when it differs.',
    event: 'the event, e.g. conversion.created (webhook.test for a test).',
    delivery: 'the delivery’s ID, the same on every try of it: use it to ignore a delivery you have already handled.',
    answer: 'Answer with any 2xx status within 10 s to acknowledge it; anything else, or no answer, is tried again after 1, 5, 10, 20 and 30 minutes, then the delivery is marked failed until you retry it.',
  },
});

export const webhookMessages = { en };
