import { Edit, SimpleForm } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { GroupInputs, toGroupBody } from './GroupInputs';

export function GroupEdit() {
  const onError = useNotifyUnhandled();
  return (
    <Edit redirect="list" mutationMode="pessimistic" transform={toGroupBody} mutationOptions={{ onError }}>
      <SimpleForm>
        <GroupInputs />
      </SimpleForm>
    </Edit>
  );
}
