import { useMediaQuery, type Theme } from '@mui/material';
import { DateField, FunctionField, SimpleList, TextField, useLocaleState, type RaRecord } from 'react-admin';
import { PixelAction } from '../../domain/enums/pixel';
import { TransactionStatus } from '../../domain/enums/payout';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { MoneyField } from '../../src/ui/figureFields';
import { AppList } from '../../src/ui/lists';
import { formatAmountIn } from '../../src/ui/numberFormat';
import { useLanguage } from '../../src/ui/useLanguage';
import { SubIdsField, subIdsText, TestChip, trafficFilters } from '../advertiser-offers/trafficFields';

const T = 'resources.advertiser-conversions';
const filters = trafficFilters('advertiser-conversions');

/** The conversions of the advertiser's offers: what they owe for each, the affiliate as an id and sub-ids. */
export function AdvertiserConversionList() {
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(r: RaRecord) => `${r.offer_name} · ${PixelAction.label(r.action, lang)}`}
          secondaryText={(r: RaRecord) => `#${r.affiliate_id} · ${subIdsText(r)}`}
          tertiaryText={(r: RaRecord) => formatAmountIn(Number(r.revenue), locale, r.revenue_currency)}
          linkType={false}
        />
      ) : (
        <ColumnsDatagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="id" />
          <DateField source="created_at" showTime />
          <TextField source="offer_name" sortable={false} />
          <TextField source="affiliate_id" sortable={false} />
          <SubIdsField label={`${T}.fields.sub_ids`} />
          <TextField source="country" sortable={false} />
          <FunctionField source="action" sortable={false} render={(r: RaRecord) => PixelAction.label(r.action, lang)} />
          <TextField source="order_id" sortable={false} emptyText="—" />
          <MoneyField source="sum" currencySource="currency" sortable={false} />
          <MoneyField source="revenue" currencySource="revenue_currency" />
          <FunctionField source="transaction_status" sortable={false} render={(r: RaRecord) => TransactionStatus.label(r.transaction_status, lang)} />
          <FunctionField source="test" sortable={false} render={(r: RaRecord) => <TestChip record={r} label={`${T}.test`} />} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
