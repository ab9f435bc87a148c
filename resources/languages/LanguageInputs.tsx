import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import { LanguageStatus } from '../../domain/enums/dictionary-status';
import { useLanguage } from '../../src/ui/useLanguage';
import { validateSystemName } from './validation';

const validateName = [required(), maxLength(100)];
const validateCode = [required(), validateSystemName];
const validateStatus = [required()];

export function LanguageInputs() {
  const lang = useLanguage();
  return (
    <>
      <TextInput source="name" validate={validateName} autoComplete="off" />
      <TextInput
        source="system_name"
        validate={validateCode}
        helperText="resources.languages.helper.system_name"
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <SelectInput
        source="status"
        choices={LanguageStatus.options(lang)}
        translateChoice={false}
        validate={validateStatus}
      />
    </>
  );
}
