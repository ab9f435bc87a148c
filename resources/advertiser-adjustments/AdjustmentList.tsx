import { useMediaQuery, type Theme } from '@mui/material';
import { DateField, FunctionField, SimpleList, TextField, useLocaleState, type RaRecord } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, CreateListActions, EmptyState } from '../../src/ui/lists';
import { AskDeleteButton } from '../../src/ui/lists/AskDeleteButton';
import { formatMoney } from '../../src/ui/numberFormat';

const T = 'resources.advertiser-adjustments';

/** Credits and charges put on advertisers' balances outside an invoice, newest first. */
export function AdjustmentList() {
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const money = (r: RaRecord) => formatMoney(Number(r.amount), locale);
  return (
    <AppList actions={<CreateListActions />} sort={{ field: 'id', order: 'DESC' }} empty={<EmptyState message={`${T}.empty`} />}>
      {small ? (
        <SimpleList primaryText={(r: RaRecord) => String(r.advertiser_name)} secondaryText={(r: RaRecord) => `${money(r)} · ${String(r.reason)}`} linkType={false} />
      ) : (
        <ColumnsDatagrid gridId="advertiser-adjustments" rowClick={false} bulkActionButtons={false}>
          <DateField source="made_on" sortable={false} />
          <TextField source="advertiser_name" sortable={false} />
          <FunctionField source="amount" sortable={false} render={money} />
          <TextField source="reason" sortable={false} />
          <TextField source="created_by_name" sortable={false} emptyText="—" />
          <AskDeleteButton redirect={false} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
