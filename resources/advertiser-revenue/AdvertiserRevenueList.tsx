import { useMediaQuery, type Theme } from '@mui/material';
import { DateInput, FunctionField, SimpleList, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { thisMonthSoFar } from '../../domain/advertiserBilling/invoices';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, EmptyState } from '../../src/ui/lists';
import { formatMoney } from '../../src/ui/numberFormat';

const M = 'resources.advertiser-revenue';

const filters = [
  <DateInput key="period_start" source="period_start" alwaysOn />,
  <DateInput key="period_end" source="period_end" alwaysOn helperText={`${M}.helper.period_end`} />,
];

/**
 * Revenue against what was invoiced, per advertiser, for a period (spec 4 §7): the approved
 * revenue, what of it is on an invoice and what is not yet, the commission paid on it, and the
 * profit on what was invoiced. Offers without an advertiser are a row of their own.
 */
export function AdvertiserRevenueList() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const money = (field: string) => (r: RaRecord) => formatMoney(Number(r[field]), locale);
  const who = (r: RaRecord) => (r.advertiser_id === 0 ? translate(`${M}.no_advertiser`) : String(r.advertiser_name || r.advertiser_email));
  return (
    <AppList filters={filters} filterDefaultValues={thisMonthSoFar(new Date())} sort={{ field: 'id', order: 'ASC' }} empty={<EmptyState message={`${M}.empty`} />}>
      {small ? (
        <SimpleList
          primaryText={who}
          secondaryText={(r) => `${translate(`${M}.fields.invoiced`)}: ${money('invoiced')(r)} · ${translate(`${M}.fields.profit`)}: ${money('profit')(r)}`}
          linkType={false}
        />
      ) : (
        <ColumnsDatagrid gridId="advertiser-revenue" rowClick={false} bulkActionButtons={false}>
          <FunctionField source="advertiser_name" sortable={false} render={who} />
          <FunctionField source="revenue" sortable={false} render={money('revenue')} />
          <FunctionField source="invoiced" sortable={false} render={money('invoiced')} />
          <FunctionField source="not_invoiced" sortable={false} render={money('not_invoiced')} />
          <FunctionField source="commission" sortable={false} render={money('commission')} />
          <FunctionField source="profit" sortable={false} render={money('profit')} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
