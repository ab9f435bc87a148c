import { TextField } from 'react-admin';
import { DictionaryList } from './DictionaryList';

interface Country {
  name: string;
  alpha_code: string;
  country_code: string;
}

const byAlphaCode = (c: Country) => c.alpha_code;

export function CommissionTypeList() {
  return (
    <DictionaryList name="commission-types" sort={{ field: 'id', order: 'ASC' }}>
      <TextField source="id" />
      <TextField source="code" />
      <TextField source="name" />
    </DictionaryList>
  );
}

export function RedirectTypeList() {
  return (
    <DictionaryList name="redirect-types" sort={{ field: 'id', order: 'ASC' }}>
      <TextField source="id" />
      <TextField source="code" />
      <TextField source="name" />
    </DictionaryList>
  );
}

export function TrafficChannelList() {
  return (
    <DictionaryList name="traffic-channels" sort={{ field: 'id', order: 'ASC' }}>
      <TextField source="id" />
      <TextField source="code" />
      <TextField source="name" />
      <TextField source="traffic_source" />
    </DictionaryList>
  );
}

export function CountryList() {
  return (
    <DictionaryList<Country> name="countries" idOf={byAlphaCode} sort={{ field: 'name', order: 'ASC' }}>
      <TextField source="name" />
      <TextField source="alpha_code" />
      <TextField source="country_code" />
    </DictionaryList>
  );
}
