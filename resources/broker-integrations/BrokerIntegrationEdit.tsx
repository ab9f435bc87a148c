import { EditFormPage, SaveToolbar } from '../../src/ui/forms/RecordFormPages';
import { BrokerIntegrationInputs } from './BrokerIntegrationInputs';
import { SendTestLeadButton } from './SendTestLeadButton';
import { toIntegrationBody } from './integrationBody';

// no delete: an integration that pushed leads stays for their history; pause it instead (docs/decisions/brokers.md)
export const BrokerIntegrationEdit = () => (
  <EditFormPage
    transform={toIntegrationBody}
    toolbar={
      <SaveToolbar>
        <SendTestLeadButton />
      </SaveToolbar>
    }
  >
    <BrokerIntegrationInputs mode="edit" />
  </EditFormPage>
);
