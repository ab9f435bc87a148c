import { Create, SimpleForm } from 'react-admin';
import { NewAccountInputs, useNewAccountValidate } from '../accounts/NewAccountInputs';

/** A new advertiser from the Advertisers list (an administrator's): the account offers and postbacks are tied to. */
export function AdvertiserCreate() {
  const validate = useNewAccountValidate();
  return (
    <Create redirect="show">
      <SimpleForm validate={validate}>
        <NewAccountInputs />
      </SimpleForm>
    </Create>
  );
}
