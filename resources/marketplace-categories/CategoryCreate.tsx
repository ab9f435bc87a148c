import { MarketplaceCategoryStatus } from '../../domain/enums/dictionary-status';
import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';
import { CategoryInputs, toCategoryBody } from './CategoryInputs';

const defaults = { status: MarketplaceCategoryStatus.Active };

/** A record without an id is saved with POST (R231); the edit form's PUT is CategoryEdit. */
export const CategoryCreate = () => (
  <CreateFormPage transform={toCategoryBody} defaultValues={defaults}>
    <CategoryInputs />
  </CreateFormPage>
);
