import Box from '@mui/material/Box';
import { useMediaQuery, type Theme } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  AutocompleteInput,
  DateInput,
  FunctionField,
  NullableBooleanInput,
  ReferenceInput,
  SimpleList,
  TextField,
  TopToolbar,
  useCreatePath,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { PayoutStatus } from '../../domain/enums/payout';
import { UserType } from '../../domain/enums/user';
import { useRevenueVisible } from '../../src/permissions/useRevenueVisible';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { CountField, MoneyField } from '../../src/ui/figureFields';
import { AppList } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { formatAmountIn, formatCount } from '../../src/ui/numberFormat';
import { useLanguage } from '../../src/ui/useLanguage';
import { ExportButton } from '../../src/ui/lists/ExportButton';
import { ClickBillingEmpty } from './ClickBillingEmpty';
import { ClickBillingTotalsLine } from './ClickBillingTotals';

const T = 'resources.click-billing';
const q = (text: string) => ({ q: text });
const AFFILIATES = { user_type: UserType.Affiliate };
// a link in a row: the row itself opens nothing
const stay = (event: MouseEvent) => event.stopPropagation();

const filters = [
  <ReferenceInput key="affiliate_id" source="affiliate_id" reference="user-operations/all-users" filter={AFFILIATES} sort={{ field: 'email', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="email" filterToQuery={q} />
  </ReferenceInput>,
  <ReferenceInput key="offer_id" source="offer_id" reference="offers" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="name" filterToQuery={q} />
  </ReferenceInput>,
  <DateInput key="day_from" source="day_from" alwaysOn />,
  <DateInput key="day_to" source="day_to" alwaysOn />,
  <NullableBooleanInput key="billed" source="billed" label={`${T}.fields.billed_filter`} alwaysOn />,
];

/** The row's affiliate, opening their account. */
function AffiliateLink() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link to={createPath({ resource: 'user-operations/all-users', id: record.affiliate_id, type: 'show' })} onClick={stay}>
      {String(record.affiliate_name ?? `#${String(record.affiliate_id)}`)}
    </Link>
  );
}

/** The row's offer, opening its page. */
function OfferLink() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link to={createPath({ resource: 'offers', id: record.offer_id, type: 'show' })} onClick={stay}>
      {String(record.offer_name ?? `#${String(record.offer_id)}`)}
    </Link>
  );
}

/** The payout that pays the row's billed clicks, opening it, with its status; "Not billed yet" before a period billed them. */
function PayoutCell() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record) return null;
  if (record.payout_id === null || record.payout_id === undefined) return <>{record.period_id ? '—' : translate(`${T}.not_billed`)}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Link to={createPath({ resource: 'payouts', id: record.payout_id, type: 'show' })} onClick={stay}>
        #{String(record.payout_id)}
      </Link>
      <ClassChipField source="payout_status" values={PayoutStatus} />
    </Box>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      {/* every row the filters match, streamed by the server (POST /click-billing/export-csv) */}
      <ExportButton label={`${T}.export`} file="click-billing" fileName="click-billing.csv" />
    </TopToolbar>
  );
}

/**
 * Click billing (spec 4 §3): each UTC day's earning clicks by affiliate and offer, the commission
 * and revenue they earned by the click payout rules, what the affiliate's billing periods billed
 * for them (as `cpc` items) and the payout that pays it. Read-only; totals over every matching row
 * above the rows; revenue only for whoever sees it.
 */
export function ClickBillingList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const revenue = useRevenueVisible();
  const lang = useLanguage();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const money = (r: RaRecord, source: string) => formatAmountIn(Number(r[source]), locale, r.currency);
  const payout = (r: RaRecord) => (r.payout_id ? `#${String(r.payout_id)} ${PayoutStatus.label(r.payout_status, lang)}` : translate(`${T}.not_billed`));
  return (
    <AppList filters={filters} actions={<ListActions />} sort={{ field: 'day', order: 'DESC' }} empty={<ClickBillingEmpty />}>
      <ClickBillingTotalsLine />
      {small ? (
        <SimpleList
          primaryText={(r) => `${String(r.day)} · ${String(r.affiliate_name ?? '')}`}
          secondaryText={(r) => `${String(r.offer_name ?? '')} · ${formatCount(Number(r.clicks), locale)} · ${money(r, 'commission')}`}
          tertiaryText={payout}
          linkType={false}
        />
      ) : (
        <ColumnsDatagrid gridId="click-billing" rowClick={false} bulkActionButtons={false}>
          <TextField source="day" />
          <FunctionField source="affiliate_name" sortable={false} render={() => <AffiliateLink />} />
          <FunctionField source="offer_name" sortable={false} render={() => <OfferLink />} />
          <CountField source="clicks" />
          <MoneyField source="commission" currencySource="currency" />
          {revenue ? <MoneyField source="revenue" currencySource="currency" /> : null}
          <MoneyField source="billed" currencySource="currency" />
          <FunctionField source="payout_id" sortable={false} render={() => <PayoutCell />} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
