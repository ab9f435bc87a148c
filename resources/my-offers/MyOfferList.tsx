import { TextField, useRecordContext } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { useMarketFilters } from '../marketplace/marketFilters';
import { OfferCodes } from '../marketplace/OfferCodes';
import { TrackingLinkBuilder } from '../offers/TrackingLinkBuilder';
import { MoneyField } from '../../src/ui/figureFields';

const runnable = { runnable: true };

function LinkPanel() {
  const record = useRecordContext();
  return record ? <TrackingLinkBuilder offerId={record.id} staff={false} /> : null;
}

/** "My offers": the offers the affiliate may run; each row opens its tracking link builder. */
export function MyOfferList() {
  const filters = useMarketFilters();
  return (
    <AppList resource="my-offers" filters={filters} filter={runnable} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <ColumnsDatagrid rowClick="expand" bulkActionButtons={false} expand={<LinkPanel />}>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="marketplace_category_name" label="resources.my-offers.fields.marketplace_category_id" sortable={false} emptyText="—" />
        <MoneyField source="payout_cpa" />
        <MoneyField source="payout_cpl" />
        <OfferCodes source="countries" sortable={false} />
        <OfferCodes source="traffic_channels" sortable={false} />
      </ColumnsDatagrid>
    </AppList>
  );
}
