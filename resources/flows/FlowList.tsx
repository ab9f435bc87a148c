import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  CreateButton,
  DateField,
  FilterButton,
  FunctionField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useCanAccess,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FlowStatus } from '../../domain/enums/campaign';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, searchFilter } from '../../src/ui/lists';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { useLanguage } from '../../src/ui/useLanguage';

const q = (text: string) => ({ q: text });
const names = (list: unknown) => ((list as { name: string }[] | undefined) ?? []).map((x) => x.name).join(', ');

function useFlowFilters() {
  const lang = useLanguage();
  return [
    searchFilter,
    <SelectInput key="status" source="status" choices={FlowStatus.options(lang)} translateChoice={false} alwaysOn />,
    <ReferenceInput key="offer_id" source="offer_id" reference="offers">
      <AutocompleteInput optionText="name" filterToQuery={q} />
    </ReferenceInput>,
  ];
}

function ListActions() {
  const { canAccess } = useCanAccess({ resource: 'flows', action: 'create' });
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess ? <CreateButton /> : null}
    </TopToolbar>
  );
}

/** Today's use against the flow's capacity ("12 of 70"), or a dash when nothing is capped. */
function useToday() {
  const translate = useTranslate();
  return (r: RaRecord) => (Number(r.capacity_today) > 0 ? translate('resources.flows.grid.used_of', { used: r.used_today, daily: r.capacity_today }) : '—');
}

/** Flows: each with its state, offers, integrations in order and today's use against its capacity (spec 4 §2). */
export function FlowList() {
  const filters = useFlowFilters();
  const lang = useLanguage();
  const today = useToday();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppList filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      {small ? (
        <SimpleList
          primaryText={(r) => String(r.name ?? '')}
          secondaryText={(r) => `${FlowStatus.label(r.status, lang)} · ${names(r.integrations)}`}
          tertiaryText={(r) => today(r)}
          linkType="edit"
        />
      ) : (
        <ColumnsDatagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" />
          <StatusChipField source="status" statuses={FlowStatus} sortBy="status" />
          <FunctionField source="offers" sortable={false} render={(r: RaRecord) => names(r.offers)} />
          <FunctionField source="integrations" sortable={false} render={(r: RaRecord) => names(r.integrations)} />
          <FunctionField source="today" sortable={false} render={today} />
          <DateField source="updated_at" />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
