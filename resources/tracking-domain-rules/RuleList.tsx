import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { TrackingDomainRuleStatus } from '../../domain/enums/dictionary-status';
import { AppList, CreateListActions, useStatusFilters } from '../../src/ui/lists';
import { RuleDatagrid } from './RuleDatagrid';

const domainFilter = (
  <ReferenceInput key="domain" source="tracking_domain_id" reference="tracking-domains" sort={{ field: 'domain', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="domain" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>
);

export function RuleList() {
  const filters = useStatusFilters(TrackingDomainRuleStatus, { inputs: [domainFilter] });
  return (
    <AppList filters={filters} actions={<CreateListActions />} sort={{ field: 'id', order: 'ASC' }}>
      <RuleDatagrid />
    </AppList>
  );
}
