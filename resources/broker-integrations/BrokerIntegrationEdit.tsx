import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { BrokerIntegrationInputs } from './BrokerIntegrationInputs';
import { toIntegrationBody } from './integrationBody';

// no delete: an integration that pushed leads stays for their history; pause it instead (docs/decisions/brokers.md)
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export function BrokerIntegrationEdit() {
  const onError = useNotifyUnhandled();
  // pessimistic: the form stays until the server accepts, so its 422 messages land on the fields
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toIntegrationBody} mutationOptions={{ onError }}>
      <SimpleForm toolbar={<SaveOnly />}>
        <BrokerIntegrationInputs mode="edit" />
      </SimpleForm>
    </Edit>
  );
}
