import { Create, SimpleForm } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { GroupInputs, toGroupBody } from './GroupInputs';
import { OfferGroupStatus } from './groupStatus';

const defaults = { status: OfferGroupStatus.Active };

export function GroupCreate() {
  const onError = useNotifyUnhandled();
  return (
    <Create redirect="list" transform={toGroupBody} mutationOptions={{ onError }}>
      <SimpleForm defaultValues={defaults}>
        <GroupInputs />
      </SimpleForm>
    </Create>
  );
}
