import { Link } from 'react-router-dom';
import { FunctionField, TextField, useBasename, useTranslate, type RaRecord } from 'react-admin';
import { useAccountRowClick } from '../accounts/useAccountRowClick';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, EmptyState } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { PersonField } from '../accounts/PersonField';
import { useUserFilters } from '../accounts/userFilters';
import { AffiliateBulkActions } from './AffiliateBulkActions';
import { PostbackIntegrationStatus, UserLeadStatus, UserStatus, UserType } from '../../domain/enums/user';
import { useLeadStatusAccess } from './leadStatusAccess';
import { UserListActions } from '../accounts/UserListActions';

/** Affiliates are made on All accounts → Create (by an admin, or a manager for their own): an empty list leads there. */
const EMPTY = <EmptyState create={{ resource: 'user-operations/all-users', record: { user_type: UserType.Affiliate } }} />;

/** The postbacks page of the row's affiliate; postbacksLink is relative to the role app's /d. */
function PostbacksLink({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  const to = `${basename}${String(record.postbacksLink ?? '').replace(/^\/d/, '')}`;
  return (
    <Link to={to} onClick={(e) => e.stopPropagation()}>
      {translate('resources.user-operations/all-users.actions.postbacks')}
    </Link>
  );
}

export function AffiliateList() {
  const openAccount = useAccountRowClick();
  const lead = useLeadStatusAccess('user-operations/affiliates');
  const filters = useUserFilters({ commission: true, lead: lead.view });
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} empty={EMPTY} actions={<UserListActions file="affiliates" />}>
      <ColumnsDatagrid gridId="affiliates" rowClick={openAccount} bulkActionButtons={<AffiliateBulkActions />}>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="full_name" sortBy="first_name" />
        <ClassChipField source="status_id" values={UserStatus} />
        {lead.view ? <ClassChipField source="lead_status" values={UserLeadStatus} /> : null}
        <ClassChipField source="integration_status" values={PostbackIntegrationStatus} sortable={false} />
        <FunctionField source="commission_type_id" render={(r: RaRecord) => String(r.commission_type_name)} />
        <PersonField source="manager" sortable={false} />
        <PersonField source="registered_by" sortable={false} />
        <FunctionField source="postbacksLink" sortable={false} render={(r: RaRecord) => <PostbacksLink record={r} />} />
      </ColumnsDatagrid>
    </AppList>
  );
}
