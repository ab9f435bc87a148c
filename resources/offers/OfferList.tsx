import { useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, SimpleList, TextField, TopToolbar, DateField, FilterButton, useCanAccess } from 'react-admin';
import { CampaignAccess, CampaignStatus } from '../../domain/enums/campaign';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { StatusBatchButton } from '../../src/ui/lists/StatusBatchButton';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { EnumField } from './EnumField';
import { useOfferFilters } from './offerFilters';
import { useLanguage } from '../../src/ui/useLanguage';
import { CountField, MoneyField } from '../../src/ui/figureFields';

/** Bulk status change (spec 3 §1), only with UI_OfferCampaigns_Suspend; always asks first. */
const statusBulkAction = <StatusBatchButton resource="offers" action="ban" statuses={CampaignStatus} field="status" />;

function OfferListActions() {
  const { canAccess } = useCanAccess({ resource: 'offers', action: 'create' });
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess ? <CreateButton /> : null}
    </TopToolbar>
  );
}

export function OfferList() {
  const filters = useOfferFilters();
  const lang = useLanguage();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppList filters={filters} actions={<OfferListActions />} sort={{ field: 'id', order: 'DESC' }}>
      {small ? (
        <SimpleList
          primaryText={(r) => String(r.name ?? '')}
          secondaryText={(r) => `${CampaignStatus.label(r.status, lang)} · ${CampaignAccess.label(r.access, lang)}`}
          tertiaryText={(r) => `#${String(r.id)}`}
          linkType="show"
        />
      ) : (
        <ColumnsDatagrid rowClick="show" bulkActionButtons={statusBulkAction}>
          <TextField source="id" />
          <TextField source="name" />
          <StatusChipField source="status" statuses={CampaignStatus} sortBy="status" />
          <EnumField source="access" values={CampaignAccess} sortBy="access" />
          <TextField source="advertiser_name" label="resources.offers.fields.advertiser_id" sortable={false} />
          <TextField source="offer_group_name" label="resources.offers.fields.offer_group_id" sortable={false} />
          <MoneyField source="payout_cpa" />
          <MoneyField source="payout_cpl" />
          <CountField source="affiliates_count" sortable={false} />
          <CountField source="pending_requests_count" sortable={false} />
          <DateField source="created_at" />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
