import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import { useLanguage } from '../../src/ui/useLanguage';
import { OfferGroupStatus } from './groupStatus';

const validateName = [required(), maxLength(100)];

export function GroupInputs() {
  const lang = useLanguage();
  return (
    <>
      <TextInput source="name" validate={validateName} autoComplete="off" />
      <SelectInput source="status" choices={OfferGroupStatus.options(lang)} translateChoice={false} validate={required()} />
    </>
  );
}

/** The form's values as the API takes them. */
export const toGroupBody = (data: Record<string, unknown>) => ({ name: data.name, status: data.status });
