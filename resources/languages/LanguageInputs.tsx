import { maxLength, required, SelectInput, TextInput, useLocaleState } from 'react-admin';
import { LanguageStatus } from '../../domain/enums/dictionary-status';
import { isInterfaceLanguage } from '../../domain/languages';
import { validateSystemName } from './validation';

const validateName = [required(), maxLength(100)];
const validateCode = [required(), validateSystemName];
const validateStatus = [required()];

export function LanguageInputs() {
  const [locale] = useLocaleState();
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
        choices={LanguageStatus.options(isInterfaceLanguage(locale) ? locale : 'en')}
        translateChoice={false}
        validate={validateStatus}
      />
    </>
  );
}
