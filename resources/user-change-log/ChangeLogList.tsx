import { DateField, SelectInput, TextField, TopToolbar } from 'react-admin';
import { ChangeLogAction } from '../../domain/users/changeLog';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, PeriodFilterInput, searchFilter } from '../../src/ui/lists';
import { ExportButton } from '../../src/ui/lists/ExportButton';
import { useLanguage } from '../../src/ui/useLanguage';
import { ActionField, ChangesField } from './changeLogFields';

const E = 'resources.user-operations/all-users.export';

function useFilters() {
  const lang = useLanguage();
  return [
    searchFilter,
    <SelectInput key="action" source="action" choices={ChangeLogAction.options(lang)} translateChoice={false} alwaysOn />,
    <PeriodFilterInput key="period_type" source="period_type" alwaysOn />,
  ];
}

function Actions() {
  return (
    <TopToolbar>
      <ExportButton label={`${E}.csv`} file="user-change-log" fileName="user-changes-log.csv" />
      <ExportButton label={`${E}.pdf`} file="registration-log-pdf" fileName="registration-log.pdf" />
    </TopToolbar>
  );
}

/** The user change log: each entry's changes read as sentences of labels and names (changeLogFields). */
export function ChangeLogList() {
  return (
    <AppList filters={useFilters()} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }}>
      <ColumnsDatagrid gridId="user-change-log" bulkActionButtons={false} rowClick={false}>
        <DateField source="created_at" showTime sortable={false} />
        <TextField source="user_email" sortable={false} />
        <TextField source="actor_email" sortable={false} />
        <ActionField source="action" />
        <ChangesField source="fields" />
        <TextField source="ip" sortable={false} />
      </ColumnsDatagrid>
    </AppList>
  );
}
