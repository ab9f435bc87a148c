import { DateField, FunctionField, SelectInput, TextField, TopToolbar, type RaRecord } from 'react-admin';
import { PERIOD_TYPES } from '../../domain/dashboard/periods';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, searchFilter } from '../../src/ui/lists';
import { ExportButton } from '../accounts/ExportButton';

const E = 'resources.user-operations/all-users.export';
const ACTIONS = ['create', 'register', 'update', 'ban', 'unban', 'approve', 'decline', 'change_password', 'verify_email'];

const filters = [
  searchFilter,
  <SelectInput key="action" source="action" choices={ACTIONS.map((a) => ({ id: a, name: a }))} translateChoice={false} alwaysOn />,
  <SelectInput key="period_type" source="period_type" choices={PERIOD_TYPES.filter((p) => !p.startsWith('custom')).map((p) => ({ id: p, name: p.replace(/_/g, ' ') }))} translateChoice={false} />,
];

function Actions() {
  return (
    <TopToolbar>
      <ExportButton label={`${E}.csv`} path="/user-management/user-change-log/export-csv" fileName="user-changes-log.csv" />
      <ExportButton label={`${E}.pdf`} path="/user-management/user-change-log/registration-log-export-pdf" fileName="registration-log.pdf" />
    </TopToolbar>
  );
}

/** "first_name: Anna → Anne; status_id: 1 → 0" */
const describe = (r: RaRecord) =>
  Object.entries((r.changes ?? {}) as Record<string, { from: unknown; to: unknown }>)
    .map(([field, v]) => `${field}: ${JSON.stringify(v.from)} → ${JSON.stringify(v.to)}`)
    .join('; ');

export function ChangeLogList() {
  return (
    <AppList filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }}>
      <ColumnsDatagrid gridId="user-change-log" bulkActionButtons={false} rowClick={false}>
        <DateField source="created_at" showTime sortable={false} />
        <TextField source="user_email" sortable={false} />
        <TextField source="actor_email" sortable={false} />
        <TextField source="action" sortable={false} />
        <FunctionField source="fields" sortable={false} render={describe} />
        <TextField source="ip" sortable={false} />
      </ColumnsDatagrid>
    </AppList>
  );
}
