import { Create, SimpleForm } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { BrokerIntegrationInputs, NEW_INTEGRATION } from './BrokerIntegrationInputs';
import { toIntegrationBody } from './integrationBody';

export function BrokerIntegrationCreate() {
  const onError = useNotifyUnhandled();
  return (
    <Create redirect="list" transform={toIntegrationBody} mutationOptions={{ onError }}>
      <SimpleForm defaultValues={NEW_INTEGRATION}>
        <BrokerIntegrationInputs mode="create" />
      </SimpleForm>
    </Create>
  );
}
