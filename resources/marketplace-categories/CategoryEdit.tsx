import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { CategoryInputs, toCategoryBody } from './CategoryInputs';
import { CategoryStatusAction } from './CategoryStatusAction';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <CategoryStatusAction />
    </Toolbar>
  );
}

/** A record with an id is saved with PUT (R231). */
export function CategoryEdit() {
  const onError = useNotifyUnhandled();
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toCategoryBody} mutationOptions={{ onError }}>
      <SimpleForm toolbar={<EditToolbar />}>
        <CategoryInputs />
      </SimpleForm>
    </Edit>
  );
}
