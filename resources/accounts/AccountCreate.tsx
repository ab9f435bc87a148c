import { Create, SelectInput, SimpleForm, required, useDataProvider, useRedirect } from 'react-admin';
import { UserType } from '../../domain/enums/user';
import { useLanguage } from '../../src/ui/useLanguage';
import { useRole } from '../../src/ui/RoleContext';
import { useFormSubmit } from '../../src/ui/lists/useFormSubmit';
import { NewAccountInputs, useNewAccountValidate } from './NewAccountInputs';

const ACCOUNTS = 'user-operations/all-users';
const CREATED = { success: 'ra.notification.created', args: { smart_count: 1 } };

/**
 * An administrator creates admins, managers, affiliates and advertisers; a manager their own
 * affiliates. An advertiser is made by its own call (the advertisers resource's create path), the
 * others by POST /user_profiles; either way the account page opens.
 */
export function AccountCreate() {
  const lang = useLanguage();
  const role = useRole();
  const dataProvider = useDataProvider();
  const redirect = useRedirect();
  const submit = useFormSubmit(CREATED);
  const validate = useNewAccountValidate();
  const types = UserType.options(lang).filter((o) => role === 'admin' || o.id === UserType.Affiliate);
  const save = (values: Record<string, unknown>) =>
    submit(async () => {
      const advertiser = values.user_type === UserType.Advertiser;
      const { user_type: _type, ...rest } = values;
      const { data } = await dataProvider.create(advertiser ? 'advertisers' : ACCOUNTS, { data: advertiser ? rest : values });
      redirect('show', ACCOUNTS, data.id);
    });
  return (
    <Create>
      <SimpleForm validate={validate} onSubmit={save} defaultValues={{ user_type: UserType.Affiliate }}>
        <NewAccountInputs />
        <SelectInput source="user_type" choices={types} translateChoice={false} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
