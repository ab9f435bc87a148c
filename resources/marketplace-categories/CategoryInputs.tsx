import { maxLength, required, SelectInput, TextInput, useLocaleState } from 'react-admin';
import { MarketplaceCategoryStatus } from '../../domain/enums/dictionary-status';
import { isInterfaceLanguage } from '../../domain/languages';

const validateName = [required(), maxLength(100)];
const validateStatus = [required()];

export function CategoryInputs() {
  const [locale] = useLocaleState();
  return (
    <>
      <TextInput source="name" validate={validateName} autoComplete="off" />
      <SelectInput
        source="status"
        choices={MarketplaceCategoryStatus.options(isInterfaceLanguage(locale) ? locale : 'en')}
        translateChoice={false}
        validate={validateStatus}
      />
    </>
  );
}

/** The form's values as the API takes them. */
export const toCategoryBody = (data: Record<string, unknown>) => ({ name: data.name, status: data.status });
