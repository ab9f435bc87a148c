import { PasswordInput, TextInput, required } from 'react-admin';
import { validationMessage } from '../../domain/validators';
import { useLanguage } from '../../src/ui/useLanguage';
import { validateName } from '../../src/ui/validateName';

/** The fields every new account has: sign-in e-mail, name and a first password. */
export function NewAccountInputs() {
  return (
    <>
      <TextInput source="email" type="email" validate={required()} />
      <TextInput source="first_name" validate={validateName} />
      <TextInput source="last_name" validate={validateName} />
      <PasswordInput source="password" validate={required()} />
      <PasswordInput source="password_confirmation" label="resources.user-operations/all-users.account.password_confirmation" validate={required()} />
    </>
  );
}

/** The form check of a new account: the confirmation equals the password (notSame). */
export function useNewAccountValidate() {
  const lang = useLanguage();
  return (values: Record<string, unknown>) =>
    values.password_confirmation && values.password_confirmation !== values.password ? { password_confirmation: validationMessage('notSame', lang) } : {};
}
