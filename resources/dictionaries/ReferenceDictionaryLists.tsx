import type { ReactNode } from 'react';
import { TextField } from 'react-admin';
import type { DictionaryName } from '../../providers/useDictionary';
import { DictionaryList } from './DictionaryList';

interface Country {
  name: string;
  alpha_code: string;
  country_code: string;
}

const byAlphaCode = (c: Country) => c.alpha_code;

/** A dictionary of coded entries: id, code and name (and what else it has), in the order of their ids. */
function CodedList({ name, children }: { name: DictionaryName; children?: ReactNode }) {
  return (
    <DictionaryList name={name} sort={{ field: 'id', order: 'ASC' }}>
      <TextField source="id" />
      <TextField source="code" />
      <TextField source="name" />
      {children}
    </DictionaryList>
  );
}

export const CommissionTypeList = () => <CodedList name="commission-types" />;

export const RedirectTypeList = () => <CodedList name="redirect-types" />;

export function TrafficChannelList() {
  return (
    <CodedList name="traffic-channels">
      <TextField source="traffic_source" />
    </CodedList>
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
