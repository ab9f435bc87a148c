import { Box, useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, DateField, DateInput, FunctionField, ReferenceInput, SelectInput, SimpleList, TextField, TextInput, type RaRecord } from 'react-admin';
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
  return [
    <SelectInput key="status" source="status" choices={ReportStatus.options(lang)} translateChoice={false} alwaysOn />,
    <ReferenceInput key="offer_id" source="offer_id" reference={role === 'affiliate' ? 'my-offers' : 'offers'} sort={{ field: 'name', order: 'ASC' }} alwaysOn>
      <AutocompleteInput optionText="name" filterToQuery={q} />
    </ReferenceInput>,
    <AutocompleteInput key="country" source="country" choices={countries} translateChoice={false} alwaysOn />,
    <DateInput key="created_from" source="created_from" />,
    <DateInput key="created_to" source="created_to" />,
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

/**
 * The lead log (spec 4 §1): every lead in the viewer's scope, newest first, with the filters a desk
 * uses; a refused lead shows as Validation failed. Phone and e-mail arrive masked from the server
 * unless the viewer holds the documents' keys. On a phone each lead is a card.
 */
export function LeadList() {
  const filters = useLeadFilters();
  const lang = useLanguage();
  const when = useFormatInstant();
  const role = useRole();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppList filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
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
