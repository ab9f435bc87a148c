import { EditFormPage, SaveToolbar } from '../../src/ui/forms/RecordFormPages';
import { AskDeleteButton } from '../../src/ui/lists/AskDeleteButton';
import { toWebhookBody, WebhookInputs } from './WebhookInputs';

/** Changes a webhook's URL, events, description or status; delete asks first (its delivery log goes with it). */
export const WebhookEdit = () => (
  <EditFormPage
    transform={toWebhookBody}
    redirect="show"
    toolbar={
      <SaveToolbar>
        <AskDeleteButton />
      </SaveToolbar>
    }
  >
    <WebhookInputs withStatus />
  </EditFormPage>
);
