import { DateField, TextField, TopToolbar, useListContext } from 'react-admin';
import { useAccountRowClick } from '../accounts/useAccountRowClick';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { ExportButton } from '../../src/ui/lists/ExportButton';
import { RegistrationChart } from './RegistrationChart';
import { useUserFilters } from '../accounts/userFilters';
import { EmailStatus, UserIntegrationStatus, UserLeadStatus, UserStatus } from '../../domain/enums/user';

/** The default period of the screen (spec 2 §3): the server applies the same when none is sent. */
export const DEFAULT_REGISTRATION_PERIOD = 'this_month';

/** Export what is shown: the grouped rows under a grouping, else the registrations. */
function Actions() {
  const { filterValues } = useListContext();
  const fileName = filterValues.group_by ? `registration-stats-by-${String(filterValues.group_by)}.csv` : 'registration-stats.csv';
  return (
    <TopToolbar>
      <ExportButton label="resources.user-operations/all-users.export.csv" file="registration-stats" fileName={fileName} />
    </TopToolbar>
  );
}

function Rows() {
  const openAccount = useAccountRowClick();
  const { filterValues } = useListContext();
  if (filterValues.group_by) {
    return (
      <>
        <RegistrationChart />
        <ColumnsDatagrid gridId="registration-stats-grouped" bulkActionButtons={false} rowClick={false}>
        <TextField source="period" sortable={false} />
        <TextField source="registrations" sortable={false} />
        <TextField source="email_confirmed" sortable={false} />
        <TextField source="pending" sortable={false} />
        <TextField source="approved" sortable={false} />
        <TextField source="declined" sortable={false} />
        </ColumnsDatagrid>
      </>
    );
  }
  return (
    <ColumnsDatagrid gridId="registration-stats" bulkActionButtons={false} rowClick={openAccount}>
      <TextField source="id" />
      <TextField source="email" />
      <ClassChipField source="is_email_confirmed" values={EmailStatus} sortable={false} />
      <ClassChipField source="user_integration_status" values={UserIntegrationStatus} sortable={false} />
      <ClassChipField source="lead_status" values={UserLeadStatus} />
      <ClassChipField source="status_id" values={UserStatus} />
      <DateField source="created_at" showTime />
    </ColumnsDatagrid>
  );
}

export function RegistrationStatsList() {
  const filters = useUserFilters({ groupBy: true });
  return (
    <AppList
      filters={filters}
      filterDefaultValues={{ period_type: DEFAULT_REGISTRATION_PERIOD }}
      actions={<Actions />}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <Rows />
    </AppList>
  );
}
