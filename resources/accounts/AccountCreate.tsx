import { validateName } from '../../src/ui/validateName';
import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { UserType } from '../../domain/enums/user';
import { useLanguage } from '../../src/ui/useLanguage';
import { validationMessage } from '../../domain/validators';
import { useRole } from '../../src/ui/RoleContext';

/** POST /user_profiles: an administrator creates admins, managers and affiliates; a manager their own affiliates. */
export function AccountCreate() {
  const lang = useLanguage();
  const role = useRole();
  const types = UserType.options(lang).filter((o) => (role === 'admin' ? o.id !== UserType.Advertiser : o.id === UserType.Affiliate));
  const validate = (values: Record<string, unknown>) =>
    values.password_confirmation && values.password_confirmation !== values.password ? { password_confirmation: validationMessage('notSame', lang) } : {};
  return (
    <Create redirect="show">
      <SimpleForm validate={validate} defaultValues={{ user_type: UserType.Affiliate }}>
        <TextInput source="email" type="email" validate={required()} />
        <TextInput source="first_name" validate={validateName} />
        <TextInput source="last_name" validate={validateName} />
        <SelectInput source="user_type" choices={types} translateChoice={false} validate={required()} />
        <PasswordInput source="password" validate={required()} />
        <PasswordInput source="password_confirmation" label="resources.user-operations/all-users.account.password_confirmation" validate={required()} />
      </SimpleForm>
    </Create>
  );
}
