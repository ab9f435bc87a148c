import { Box, useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, DateField, DateInput, FilterButton, FunctionField, ReferenceInput, SelectInput, SimpleList, TextField, TextInput, TopToolbar, useCanAccess, type RaRecord } from 'react-admin';
import { ExportButton } from '../../src/ui/lists/ExportButton';
import { ReportStatus } from '../../domain/enums/report';
import { LeadStatusChip } from '../../domain/leads/leadStatus';
import { SUB_IDS } from '../../domain/tracking/subIds';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { useFormatInstant } from '../../src/ui/dateFormat';
import { useRole } from '../../src/ui/RoleContext';
import { useLanguage } from '../../src/ui/useLanguage';
import { UserType } from '../../domain/enums/user';
import { useCountryChoices } from '../broker-integrations/useCountryChoices';

const q = (text: string) => ({ q: text });
const AFFILIATES = { user_type: UserType.Affiliate };
const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

function useLeadFilters() {
  const lang = useLanguage();
  const role = useRole();
  const countries = useCountryChoices();
  // the broker filters, where the viewer may read the integrations and the advertisers (brokers)
  const integrations = useCanAccess({ resource: 'broker-integrations', action: 'list' }).canAccess === true;
  const brokers = useCanAccess({ resource: 'advertisers', action: 'list' }).canAccess === true;
  return [
    <SelectInput key="status" source="status" choices={ReportStatus.options(lang)} translateChoice={false} alwaysOn />,
    <ReferenceInput key="offer_id" source="offer_id" reference={role === 'affiliate' ? 'my-offers' : 'offers'} sort={{ field: 'name', order: 'ASC' }} alwaysOn>
      <AutocompleteInput optionText="name" filterToQuery={q} />
    </ReferenceInput>,
    <AutocompleteInput key="country" source="country" choices={countries} translateChoice={false} alwaysOn />,
    <DateInput key="created_from" source="created_from" alwaysOn />,
    <DateInput key="created_to" source="created_to" alwaysOn />,
    ...(role !== 'affiliate' && integrations
      ? [
          <ReferenceInput key="integration_id" source="integration_id" reference="broker-integrations" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput optionText="name" filterToQuery={q} />
          </ReferenceInput>,
        ]
      : []),
    ...(role !== 'affiliate' && brokers
      ? [
          <ReferenceInput key="broker_id" source="broker_id" reference="advertisers" sort={{ field: 'email', order: 'ASC' }}>
            <AutocompleteInput optionText="email" filterToQuery={q} />
          </ReferenceInput>,
        ]
      : []),
    ...(role === 'affiliate'
      ? []
      : [
          <ReferenceInput key="affiliate_id" source="affiliate_id" reference="user-operations/all-users" filter={AFFILIATES} sort={{ field: 'email', order: 'ASC' }}>
            <AutocompleteInput optionText="email" filterToQuery={q} />
          </ReferenceInput>,
        ]),
    ...SUB_IDS.map((source) => <TextInput key={source} source={source} />),
  ];
}

/** The filters' button and the CSV export of the leads the filters show, contacts masked as on screen (the server's). */
function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton label="resources.leads.export" file="leads" fileName="leads.csv" />
    </TopToolbar>
  );
}

/**
 * The lead log (spec 4 §1): every lead in the viewer's scope, newest first, with the filters a desk
 * uses (status, offer, country, dates, for staff the affiliate, integration and broker, sub-ids)
 * and a CSV export; a refused lead shows as Validation failed. Phone and e-mail arrive masked from the server
 * unless the viewer holds the documents' keys. On a phone each lead is a card.
 */
export function LeadList() {
  const filters = useLeadFilters();
  const lang = useLanguage();
  const when = useFormatInstant();
  const role = useRole();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppList filters={filters} actions={<Actions />} sort={{ field: 'created_at', order: 'DESC' }}>
      {small ? (
        <SimpleList
          primaryText={(r) => `${String(r.first_name ?? '')} ${String(r.last_name ?? '')} · ${ReportStatus.label(r.status, lang)}`}
          secondaryText={(r) => (
            <>
              {`${String(r.phone ?? '')} · ${String(r.country ?? '')} · ${String(r.offer_name ?? '')}`}
              <Box component="span" sx={{ display: 'block' }}>
                {when(r.created_at)}
              </Box>
            </>
          )}
          linkType="show"
        />
      ) : (
        <ColumnsDatagrid gridId="leads" rowClick="show" bulkActionButtons={false}>
          <DateField source="created_at" showTime />
          <ClassChipField source="status" values={LeadStatusChip} />
          <TextField source="first_name" sortable={false} />
          <TextField source="last_name" sortable={false} />
          <TextField source="email" sortable={false} />
          <TextField source="phone" sortable={false} />
          <TextField source="country" />
          <TextField source="offer_name" sortable={false} />
          <DateField source="ftd_at" showTime sortable={false} emptyText="—" />
          {role === 'affiliate' ? null : <TextField source="affiliate_name" sortable={false} />}
          <FunctionField source="p1" sortable={false} render={(r: RaRecord) => dash(r.p1)} />
          <TextField source="id" sortable={false} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
