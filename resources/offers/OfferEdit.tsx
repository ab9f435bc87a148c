import { Edit, SimpleForm } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { OfferInputs, toOfferBody } from './OfferInputs';

const transform = (data: Record<string, unknown>) => toOfferBody(data, 'edit');

export function OfferEdit() {
  const onError = useNotifyUnhandled();
  return (
    <Edit redirect="show" mutationMode="pessimistic" transform={transform} mutationOptions={{ onError }}>
      <SimpleForm>
        <OfferInputs mode="edit" />
      </SimpleForm>
    </Edit>
  );
}
