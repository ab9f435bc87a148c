import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';
import { BrokerIntegrationInputs, NEW_INTEGRATION } from './BrokerIntegrationInputs';
import { toIntegrationBody } from './integrationBody';

export const BrokerIntegrationCreate = () => (
  <CreateFormPage transform={toIntegrationBody} defaultValues={NEW_INTEGRATION}>
    <BrokerIntegrationInputs mode="create" />
  </CreateFormPage>
);
