import { useMediaQuery, type Theme } from '@mui/material';
import { DateField, SimpleList, TextField, type RaRecord } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { SubIdsField, subIdsText, trafficFilters } from '../advertiser-offers/trafficFields';

const T = 'resources.advertiser-leads';
const filters = trafficFilters('advertiser-leads');

/** The leads sent to the advertiser: their status, the affiliate as an id and sub-ids. */
export function AdvertiserLeadList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppList filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(r: RaRecord) => `${r.offer_name} · ${r.status}`}
          secondaryText={(r: RaRecord) => `#${r.affiliate_id} · ${subIdsText(r)}`}
          tertiaryText={(r: RaRecord) => r.country}
          linkType={false}
        />
      ) : (
        <ColumnsDatagrid bulkActionButtons={false} rowClick={false}>
          <DateField source="created_at" showTime />
          <TextField source="offer_name" sortable={false} />
          <TextField source="affiliate_id" sortable={false} />
          <SubIdsField label={`${T}.fields.sub_ids`} />
          <TextField source="country" sortable={false} />
          <TextField source="status" />
          <TextField source="sale_status" sortable={false} emptyText="—" />
          <DateField source="accepted_at" showTime sortable={false} emptyText="—" />
          <DateField source="ftd_at" showTime sortable={false} emptyText="—" />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
