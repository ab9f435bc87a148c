import { Box, useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, DateField, FunctionField, ReferenceInput, SelectInput, SimpleList, TextField, TextInput, TopToolbar, useCanAccess, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { PERIOD_TYPES } from '../../domain/dashboard/periods';
import { PixelAction } from '../../domain/enums/pixel';
import { SalesStatus, TransactionStatus } from '../../domain/enums/payout';
import { NotPayableSaleReason } from '../../domain/enums/reasons';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { MoneyField } from '../../src/ui/figureFields';
import { useFormatInstant } from '../../src/ui/dateFormat';
import { formatMoney } from '../../src/ui/numberFormat';
import { useLanguage } from '../../src/ui/useLanguage';
import { useRevenueVisible } from '../../src/permissions/useRevenueVisible';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { EnumField } from '../offers/EnumField';
import { ExportButton } from '../../src/ui/lists/ExportButton';
import { ModerationButtons } from './ModerationButtons';
import { HoldBatchButtons } from './HoldButtons';
import { WithOrderSum } from './orderSum';
import { UserType } from '../../domain/enums/user';
import { useRole } from '../../src/ui/RoleContext';
import { TrafficSafety } from '../../domain/enums/report';
import { RecordSafety, useTrafficQualityAccess } from '../traffic-quality/TrafficQualityPanel';
import { ConversionAttribution } from '../../domain/conversions/attribution';
import { AttributionText } from './AttributionText';
import { DataText } from '../../src/ui/DataText';

const q = (text: string) => ({ q: text });
const AFFILIATES = { user_type: UserType.Affiliate };


function LogActions() {
  return (
    <TopToolbar>
      <ExportButton label="reports.export" file="conversion-log" fileName="conversion-log.csv" />
    </TopToolbar>
  );
}

/**
 * The conversion log (spec 3 §4, §5): every conversion in the viewer's scope, newest first, with
 * filters; admins and managers holding the billing keys void, restore and change amounts here.
 * Revenue shows only when the server sends it (never to affiliates). As the Reports menu's
 * conversion log (`log`), it reads /reports/conversions, filters by the click's sub-ids and
 * exports CSV; moderation stays on the Conversions screen.
 */
export function ConversionList({ log = false }: { log?: boolean }) {
  const lang = useLanguage();
  const role = useRole();
  const [locale] = useLocaleState();
  const when = useFormatInstant();
  const revenueVisible = useRevenueVisible();
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: moderates } = useCanAccess({ resource: 'conversions', action: 'edit' });
  // Traffic safety (spec 4 §4) only to staff holding UI_FraudDetection_View; its chip opens the reasons with UI_FraudDetection_Explain
  const { view: safetyShown } = useTrafficQualityAccess();
  const safety = (r: RaRecord) => (typeof r.traffic_safety === 'number' ? <RecordSafety kind="conversion" id={r.id} safety={r.traffic_safety} /> : '—');
  const money = (source: string) => (r: RaRecord) => (r[source] === undefined ? '' : formatMoney(Number(r[source]), locale));
  const held = (r: RaRecord) => r.transaction_status === TransactionStatus.OnHold;
  // a held conversion's commission is what it earns once approved, marked pending
  const commissionText = (r: RaRecord) => (held(r) ? `${money('hold_commission')(r)} (${translate('resources.conversions.hold.pending')})` : money('commission')(r));
  const filters = [
    <SelectInput key="period_type" source="period_type" choices={PERIOD_TYPES.filter((p) => !p.startsWith('custom')).map((id) => ({ id, name: `dashboard.period.presets.${id}` }))} alwaysOn />,
    <SelectInput key="action" source="action" choices={PixelAction.options(lang)} translateChoice={false} alwaysOn />,
    <SelectInput key="payable" source="payable" choices={SalesStatus.options(lang)} translateChoice={false} />,
    <SelectInput key="transaction_status" source="transaction_status" choices={TransactionStatus.options(lang)} translateChoice={false} />,
    // the offer and (for staff) the affiliate, as the server's offer_id / affiliate_id filters
    <ReferenceInput key="offer_id" source="offer_id" reference={role === 'affiliate' ? 'my-offers' : 'offers'} sort={{ field: 'name', order: 'ASC' }} alwaysOn>
      <AutocompleteInput optionText="name" filterToQuery={q} />
    </ReferenceInput>,
    ...(role === 'affiliate'
      ? []
      : [
          <ReferenceInput key="affiliate_id" source="affiliate_id" reference="user-operations/all-users" filter={AFFILIATES} sort={{ field: 'email', order: 'ASC' }} alwaysOn>
            <AutocompleteInput optionText="email" filterToQuery={q} />
          </ReferenceInput>,
        ]),
    ...(safetyShown ? [<SelectInput key="traffic_safety" source="traffic_safety" label="resources.traffic-quality.safety" choices={TrafficSafety.options(lang)} translateChoice={false} />] : []),
    <SelectInput key="attribution" source="attribution" choices={ConversionAttribution.options(lang)} translateChoice={false} />,
    <TextInput key="click_id" source="click_id" />,
    <TextInput key="order_id" source="order_id" />,
    ...(log ? ['country', 'p1', 'p2', 'p3'].map((source) => <TextInput key={source} source={source} />) : []),
  ];
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} actions={log ? <LogActions /> : undefined}>
      {small ? (
        <SimpleList
          primaryText={(r) => `${PixelAction.label(r.action, lang)} · ${String(r.offer_name ?? '')}`}
          // the time on a line of its own: floated beside a long offer name it ran off a phone's edge
          secondaryText={(r) => (
            <>
              {`${commissionText(r)} · ${TransactionStatus.label(r.transaction_status, lang)}`}
              {typeof r.traffic_safety === 'number' ? ` · ${TrafficSafety.label(r.traffic_safety, lang)}` : ''}
              {r.attribution === ConversionAttribution.PromoCode ? ` · ${ConversionAttribution.label(r.attribution, lang)}` : ''}
              <Box component="span" sx={{ display: 'block' }}>
                {when(r.created_at)}
              </Box>
            </>
          )}
          linkType={log ? false : 'show'}
        />
      ) : (
        // the order sum column only when the server sends it (hide_sale_order_sum, spec 4 §3)
        <WithOrderSum>
          {(orderSum) => (
            <ColumnsDatagrid gridId={log ? 'conversion-log' : 'conversions'} rowClick={log ? false : 'show'} bulkActionButtons={!log && moderates ? <HoldBatchButtons /> : false}>
              <TextField source="id" />
              <DateField source="created_at" showTime />
              <TextField source="offer_name" sortable={false} />
              <TextField source="affiliate_name" sortable={false} />
              <EnumField source="action" values={PixelAction} />
              <FunctionField source="attribution" sortable={false} render={(r: RaRecord) => <AttributionText record={r} />} />
              <FunctionField source="order_id" sortable={false} render={(r: RaRecord) => <DataText text={r.order_id} />} />
              {orderSum ? <MoneyField source="sum" currencySource="currency" /> : null}
              {orderSum ? <MoneyField source="network_sum" sortable={false} /> : null}
              <MoneyField source="commission" />
              {revenueVisible ? <MoneyField source="revenue" /> : null}
              <ClassChipField source="payable" values={SalesStatus} />
              <FunctionField source="reason" sortable={false} render={(r: RaRecord) => (r.reason ? NotPayableSaleReason.label(r.reason, lang) : '—')} />
              <ClassChipField source="transaction_status" values={TransactionStatus} />
              {safetyShown ? <FunctionField source="traffic_safety" label="resources.traffic-quality.safety" sortable={false} render={safety} /> : null}
              <FunctionField source="hold_commission" sortable={false} render={(r: RaRecord) => (held(r) ? money('hold_commission')(r) : '—')} />
              <FunctionField source="hold_ends_at" sortable={false} render={(r: RaRecord) => (held(r) && r.hold_ends_at ? when(r.hold_ends_at) : '—')} />
              <TextField source="country" sortable={false} />
              <FunctionField source="p1" sortable={false} render={(r: RaRecord) => <DataText text={r.p1} />} />
              <FunctionField source="click_id" sortable={false} render={(r: RaRecord) => <DataText text={r.click_id} />} />
              {log ? null : <ModerationButtons />}
            </ColumnsDatagrid>
          )}
        </WithOrderSum>
      )}
    </AppList>
  );
}

