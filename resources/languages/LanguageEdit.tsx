import { EditFormPage, SaveToolbar } from '../../src/ui/forms/RecordFormPages';
import { LanguageDeleteButton } from './LanguageDeleteButton';
import { LanguageInputs } from './LanguageInputs';
import { toLanguageBody } from './validation';

const toolbar = (
  <SaveToolbar>
    <LanguageDeleteButton />
  </SaveToolbar>
);

export const LanguageEdit = () => (
  <EditFormPage transform={toLanguageBody} toolbar={toolbar}>
    <LanguageInputs />
  </EditFormPage>
);
