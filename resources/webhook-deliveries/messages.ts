// resources['webhook-deliveries'].*: loaded with the screens (the manifest, ./index.ts, names this file)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('webhook-deliveries', {
  fields: {
    id: 'ID',
    webhook_id: 'Webhook',
    webhook_url: 'Webhook',
    event: 'Event',
    state: 'State',
    attempts: 'Tries',
    http_status: 'HTTP',
    error: 'Error',
    created_at: 'Created',
    last_attempt_at: 'Last try',
    next_attempt_at: 'Next try',
    body: 'Body sent',
  },
  test_event: 'Test',
  empty: 'Nothing sent yet: deliveries appear here as events happen, or when you send a test from a webhook’s page.',
  no_body: 'Not sent yet.',
  no_answer: 'No answer: the address is refused or unreachable, or it did not answer within %{seconds} s.',
  retry: 'Retry',
  retry_name: 'Retry delivery %{id}',
  retried: 'Delivery queued to be tried again',
});

export const webhookDeliveryMessages = { en };
