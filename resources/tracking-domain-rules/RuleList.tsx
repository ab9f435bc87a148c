import {
  AutocompleteInput,
  CreateButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useLocaleState,
} from 'react-admin';
import { TrackingDomainRuleStatus } from '../../domain/enums/dictionary-status';
import { isInterfaceLanguage } from '../../domain/languages';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { RuleDatagrid } from './RuleDatagrid';

function useFilters() {
  const [locale] = useLocaleState();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="domain" source="tracking_domain_id" reference="tracking-domains" sort={{ field: 'domain', order: 'ASC' }} alwaysOn>
      <AutocompleteInput optionText="domain" filterToQuery={(q: string) => ({ q })} />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      choices={TrackingDomainRuleStatus.options(isInterfaceLanguage(locale) ? locale : 'en')}
      translateChoice={false}
      alwaysOn
    />,
  ];
}

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

export function RuleList() {
  const filters = useFilters();
  const onError = useNotifyUnhandled();
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'ASC' }} perPage={25} queryOptions={{ onError }}>
      <RuleDatagrid />
    </List>
  );
}
