import { useMediaQuery, type Theme } from '@mui/material';
import { FunctionField, SimpleList, TextField, useBasename, useLocaleState, type RaRecord } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { formatMoney } from '../../src/ui/numberFormat';

/** Each advertiser's balance, the largest first: invoiced, received, balance (negative: paid ahead) and what of it is overdue; a row opens their invoices. */
export function AdvertiserBalanceList() {
  const [locale] = useLocaleState();
  const basename = useBasename();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const money = (field: string) => (r: RaRecord) => formatMoney(Number(r[field]), locale);
  const invoicesOf = (id: unknown) => `${basename}/advertiser-invoices?filter=${encodeURIComponent(JSON.stringify({ advertiser_id: id }))}`;
  return (
    <AppList sort={{ field: 'id', order: 'ASC' }}>
      {small ? (
        <SimpleList primaryText={(r) => String(r.advertiser_name || r.advertiser_email)} secondaryText={(r) => money('balance')(r)} linkType={false} />
      ) : (
        <ColumnsDatagrid rowClick={(id) => invoicesOf(id)} bulkActionButtons={false}>
          <TextField source="advertiser_name" sortable={false} />
          <TextField source="advertiser_email" sortable={false} />
          <FunctionField source="invoiced" sortable={false} render={money('invoiced')} />
          <FunctionField source="adjusted" sortable={false} render={money('adjusted')} />
          <FunctionField source="paid" sortable={false} render={money('paid')} />
          <FunctionField source="balance" sortable={false} render={money('balance')} />
          <FunctionField source="overdue" sortable={false} render={money('overdue')} />
          <TextField source="invoices" sortable={false} />
          <TextField source="overdue_invoices" sortable={false} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
