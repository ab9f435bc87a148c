import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import { MarketplaceCategoryStatus } from '../../domain/enums/dictionary-status';
import { useLanguage } from '../../src/ui/useLanguage';

const validateName = [required(), maxLength(100)];
const validateStatus = [required()];

export function CategoryInputs() {
  const lang = useLanguage();
  return (
    <>
      <TextInput source="name" validate={validateName} autoComplete="off" />
      <SelectInput
        source="status"
        choices={MarketplaceCategoryStatus.options(lang)}
        translateChoice={false}
        validate={validateStatus}
      />
    </>
  );
}

/** The form's values as the API takes them. */
export const toCategoryBody = (data: Record<string, unknown>) => ({ name: data.name, status: data.status });
