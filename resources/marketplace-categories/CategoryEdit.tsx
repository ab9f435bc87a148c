import { EditFormPage, SaveToolbar } from '../../src/ui/forms/RecordFormPages';
import { CategoryInputs, toCategoryBody } from './CategoryInputs';
import { CategoryStatusAction } from './CategoryStatusAction';

const toolbar = (
  <SaveToolbar>
    <CategoryStatusAction />
  </SaveToolbar>
);

/** A record with an id is saved with PUT (R231). */
export const CategoryEdit = () => (
  <EditFormPage transform={toCategoryBody} toolbar={toolbar}>
    <CategoryInputs />
  </EditFormPage>
);
