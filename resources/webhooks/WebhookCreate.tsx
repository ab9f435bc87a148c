import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';
import { NEW_WEBHOOK, toWebhookBody, WebhookInputs } from './WebhookInputs';

/** A new webhook (active from the start); it opens on its page, where its secret and "Send test" are. */
export const WebhookCreate = () => (
  <CreateFormPage transform={toWebhookBody} defaultValues={NEW_WEBHOOK} redirect="show">
    <WebhookInputs />
  </CreateFormPage>
);
