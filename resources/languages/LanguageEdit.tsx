import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { LanguageDeleteButton } from './LanguageDeleteButton';
import { LanguageInputs } from './LanguageInputs';
import { toLanguageBody } from './validation';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <LanguageDeleteButton />
    </Toolbar>
  );
}

export function LanguageEdit() {
  const onError = useNotifyUnhandled();
  // pessimistic: the form stays until the server accepts, so its 422 messages land on the fields
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toLanguageBody} mutationOptions={{ onError }}>
      <SimpleForm toolbar={<EditToolbar />}>
        <LanguageInputs />
      </SimpleForm>
    </Edit>
  );
}
