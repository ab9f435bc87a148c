import { useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, CreateButton, DateField, FilterButton, FunctionField, ReferenceInput, SelectInput, SimpleList, TextField, TopToolbar, useCanAccess, type RaRecord } from 'react-admin';
import { IntegrationKind, IntegrationStatus } from '../../domain/enums/broker';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { CountField } from '../../src/ui/figureFields';
import { AppList, searchFilter } from '../../src/ui/lists';
import { StatusBatchButton } from '../../src/ui/lists/StatusBatchButton';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { useLanguage } from '../../src/ui/useLanguage';
import { useCountryChoices } from './useCountryChoices';

const q = (text: string) => ({ q: text });

/** Activate or pause the chosen integrations at once; with the manage key only, and always asks first. */
const statusBulkAction = <StatusBatchButton resource="broker-integrations" action="edit" statuses={IntegrationStatus} field="status" />;

function useIntegrationFilters() {
  const lang = useLanguage();
  const countries = useCountryChoices();
  return [
    searchFilter,
    <SelectInput key="status" source="status" choices={IntegrationStatus.options(lang)} translateChoice={false} alwaysOn />,
    <ReferenceInput key="advertiser_id" source="advertiser_id" reference="advertisers" sort={{ field: 'email', order: 'ASC' }}>
      <AutocompleteInput optionText="full_name" filterToQuery={q} />
    </ReferenceInput>,
    <AutocompleteInput key="country" source="country" choices={countries} translateChoice={false} />,
  ];
}

function ListActions() {
  const { canAccess } = useCanAccess({ resource: 'broker-integrations', action: 'create' });
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess ? <CreateButton /> : null}
    </TopToolbar>
  );
}

/** Brokers: every integration with its advertiser, state, countries and time-out (spec 4 §2). */
export function BrokerIntegrationList() {
  const filters = useIntegrationFilters();
  const lang = useLanguage();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppList filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      {small ? (
        <SimpleList
          primaryText={(r) => String(r.name ?? '')}
          secondaryText={(r) => `${String(r.advertiser_name ?? '')} · ${IntegrationStatus.label(r.status, lang)}`}
          tertiaryText={(r) => `#${String(r.id)}`}
          linkType="edit"
        />
      ) : (
        <ColumnsDatagrid rowClick="edit" bulkActionButtons={statusBulkAction}>
          <TextField source="id" />
          <TextField source="name" />
          <TextField source="advertiser_name" />
          <StatusChipField source="status" statuses={IntegrationStatus} sortBy="status" />
          <FunctionField source="kind" sortable={false} render={(r: RaRecord) => IntegrationKind.label(r.kind, lang)} />
          <FunctionField source="countries" sortable={false} render={(r: RaRecord) => ((r.countries as string[] | undefined) ?? []).join(', ')} />
          <CountField source="timeout_ms" />
          <DateField source="created_at" />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
