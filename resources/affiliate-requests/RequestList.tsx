import { DateField, TextField } from 'react-admin';
import { useAccountRowClick } from '../accounts/useAccountRowClick';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { PersonField } from '../accounts/PersonField';
import { useUserFilters } from '../accounts/userFilters';
import { RequestBulkActions } from './RequestBulkActions';
import { useLeadStatusAccess } from '../affiliates/leadStatusAccess';
import { EmailStatus, UserLeadStatus } from '../../domain/enums/user';

export function RequestList() {
  const openAccount = useAccountRowClick();
  const lead = useLeadStatusAccess('user-operations/affiliate-requests');
  const filters = useUserFilters({ lead: lead.view });
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <ColumnsDatagrid gridId="affiliate-requests" rowClick={openAccount} bulkActionButtons={<RequestBulkActions />}>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="full_name" sortBy="first_name" />
        {lead.view ? <ClassChipField source="lead_status" values={UserLeadStatus} /> : null}
        <ClassChipField source="is_email_confirmed" values={EmailStatus} sortable={false} />
        <PersonField source="manager" sortable={false} />
        <PersonField source="registered_by" sortable={false} />
        <TextField source="comment" sortable={false} />
        <DateField source="created_at" showTime />
      </ColumnsDatagrid>
    </AppList>
  );
}
