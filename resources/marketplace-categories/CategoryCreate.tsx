import { Create, SimpleForm } from 'react-admin';
import { MarketplaceCategoryStatus } from '../../domain/enums/dictionary-status';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { CategoryInputs, toCategoryBody } from './CategoryInputs';

const defaults = { status: MarketplaceCategoryStatus.Active };

/** A record without an id is saved with POST (R231); the edit form's PUT is CategoryEdit. */
export function CategoryCreate() {
  const onError = useNotifyUnhandled();
  return (
    <Create redirect="list" transform={toCategoryBody} mutationOptions={{ onError }}>
      <SimpleForm defaultValues={defaults}>
        <CategoryInputs />
      </SimpleForm>
    </Create>
  );
}
