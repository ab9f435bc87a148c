import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
import { SmartLinkStatus } from '../../domain/smartLinks/status';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, searchFilter } from '../../src/ui/lists';
import { StatusBatchButton } from '../../src/ui/lists/StatusBatchButton';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { useLanguage } from '../../src/ui/useLanguage';
import { useRole } from '../../src/ui/RoleContext';
import { CopyLinkButton } from './CopyLinkButton';

const q = (text: string) => ({ q: text });
const offers = (r: RaRecord) => ((r.entries as { offer_name: string }[] | undefined) ?? []).map((e) => e.offer_name).join(', ');

function useFilters(staff: boolean) {
  const lang = useLanguage();
  return [
    searchFilter,
    <SelectInput key="status" source="status" choices={SmartLinkStatus.options(lang)} translateChoice={false} alwaysOn />,
    ...(staff
      ? [
          <ReferenceInput key="affiliate_id" source="affiliate_id" reference="user-operations/affiliates" sort={{ field: 'email', order: 'ASC' }}>
            <AutocompleteInput optionText="email" filterToQuery={q} />
          </ReferenceInput>,
        ]
      : []),
  ];
}

function ListActions({ staff }: { staff: boolean }) {
  const { canAccess } = useCanAccess({ resource: 'smart-links', action: 'create' });
  return (
    <TopToolbar>
      {staff ? <FilterButton /> : null}
      {canAccess ? <CreateButton /> : null}
    </TopToolbar>
  );
}

/** The tracking URL as data (translate="no"), with its copy button. */
function UrlCell({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  if (!record.url) return <Typography variant="body2">{translate('resources.smart-links.link.none')}</Typography>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography variant="body2" translate="no" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
        {String(record.url)}
      </Typography>
      <CopyLinkButton url={String(record.url)} name={String(record.name)} />
    </Box>
  );
}

const statusBulkAction = <StatusBatchButton resource="smart-links" action="ban" statuses={SmartLinkStatus} field="status" />;

/**
 * Smart links (spec 4 §6): staff see every link in their scope with its affiliate and offers and
 * open one to change it; an affiliate sees their own and copies the tracking URL.
 */
export function SmartLinkList() {
  const role = useRole();
  const staff = role !== 'affiliate';
  const filters = useFilters(staff);
  const lang = useLanguage();
  const { canAccess: canEdit } = useCanAccess({ resource: 'smart-links', action: 'edit' });
  const { canAccess: canSuspend } = useCanAccess({ resource: 'smart-links', action: 'ban' });
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppList filters={filters} actions={<ListActions staff={staff} />} sort={{ field: 'id', order: 'DESC' }}>
      {small ? (
        <SimpleList
          primaryText={(r) => String(r.name ?? '')}
          secondaryText={(r) => `${SmartLinkStatus.label(r.status, lang)}${staff ? ` · ${String(r.affiliate_name ?? '')}` : ''} · ${offers(r)}`}
          tertiaryText={(r) => <UrlCell record={r} />}
          linkType={canEdit ? 'edit' : false}
        />
      ) : (
        <ColumnsDatagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={canSuspend ? statusBulkAction : false}>
          <TextField source="id" />
          <TextField source="name" />
          {staff ? <TextField source="affiliate_name" label="resources.smart-links.fields.affiliate_id" sortBy="affiliate_id" /> : null}
          <StatusChipField source="status" statuses={SmartLinkStatus} sortBy="status" />
          <FunctionField source="entries" sortable={false} render={offers} />
          <FunctionField source="url" sortable={false} render={(r: RaRecord) => <UrlCell record={r} />} />
          <DateField source="updated_at" />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
