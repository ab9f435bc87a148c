import { Create, SimpleForm } from 'react-admin';
import { LanguageStatus } from '../../domain/enums/dictionary-status';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { LanguageInputs } from './LanguageInputs';
import { toLanguageBody } from './validation';

const defaults = { status: LanguageStatus.Active };

export function LanguageCreate() {
  const onError = useNotifyUnhandled();
  return (
    <Create redirect="list" transform={toLanguageBody} mutationOptions={{ onError }}>
      <SimpleForm defaultValues={defaults}>
        <LanguageInputs />
      </SimpleForm>
    </Create>
  );
}
