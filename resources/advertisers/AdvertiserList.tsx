import { BooleanField, DateField, NumberField, TextField } from 'react-admin';
import { UserStatus } from '../../domain/enums/user';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, searchFilter } from '../../src/ui/lists';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { UserListActions } from '../accounts/UserListActions';

const filters = [searchFilter];

export function AdvertiserList() {
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} actions={<UserListActions file="advertisers" create />}>
      <ColumnsDatagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="full_name" sortable={false} />
        <StatusChipField source="status_id" statuses={UserStatus} />
        <NumberField source="offers_count" />
        <NumberField source="active_offers_count" sortable={false} />
        <BooleanField source="has_postback_token" sortable={false} />
        <DateField source="created_at" />
      </ColumnsDatagrid>
    </AppList>
  );
}
