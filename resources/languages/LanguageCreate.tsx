import { LanguageStatus } from '../../domain/enums/dictionary-status';
import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';
import { LanguageInputs } from './LanguageInputs';
import { toLanguageBody } from './validation';

const defaults = { status: LanguageStatus.Active };

export const LanguageCreate = () => (
  <CreateFormPage transform={toLanguageBody} defaultValues={defaults}>
    <LanguageInputs />
  </CreateFormPage>
);
