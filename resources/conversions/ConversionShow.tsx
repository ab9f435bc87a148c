import { Card, CardContent, Stack, Typography } from '@mui/material';
import { AttributionText } from './AttributionText';
import { DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { PixelAction, PixelType } from '../../domain/enums/pixel';
import { SalesStatus, TransactionLogAction, TransactionStatus } from '../../domain/enums/payout';
import { ApproveHoldReason, ChangeAmountReason, NotPayableSaleReason, UnvoidReason, VoidReason } from '../../domain/enums/reasons';
import { HoldLogReason } from '../../domain/conversions/hold';
import { MoneyField } from '../../src/ui/figureFields';
import { useFormatInstant } from '../../src/ui/dateFormat';
import { formatMoney } from '../../src/ui/numberFormat';
import { useLanguage } from '../../src/ui/useLanguage';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { SUB_IDS } from '../../domain/tracking/subIds';
import { EnumField } from '../offers/EnumField';
import { ModerationButtons } from './ModerationButtons';
import { TrafficQualityPanel } from '../traffic-quality/TrafficQualityPanel';
import { DataText } from '../../src/ui/DataText';
import { OrderSumShowField } from './orderSum';

interface Transaction {
  id: number;
  created_at: string;
  action: string;
  reason: string;
  commission_before: string;
  commission_after: string;
  actor_name: string | null;
}

const reasonLabel = (action: string, reason: string, lang: 'en' | 'ru') => {
  // a hold's move names the system's reason, or the staff member's (a rejection's is a void reason)
  if (action.startsWith('hold')) {
    if (HoldLogReason.values.includes(reason as never)) return HoldLogReason.label(reason, lang);
    return (action === 'hold_reject' ? VoidReason : ApproveHoldReason).label(reason, lang);
  }
  return (action === 'commission_unvoid' ? UnvoidReason : action === 'commission_void' ? VoidReason : ChangeAmountReason).label(reason, lang);
};

/** Who changed the conversion, when, why and from which amount to which (Transaction log). */
function TransactionLog() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const when = useFormatInstant();
  const rows = (record?.transactions as Transaction[] | undefined) ?? [];
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.conversions.transactions')}
        </Typography>
        {rows.length === 0 ? <Typography>{translate('resources.conversions.no_transactions')}</Typography> : null}
        <Stack component="ol" spacing={1} sx={{ pl: 2, m: 0 }}>
          {rows.map((t) => (
            <li key={t.id}>
              <Typography variant="body2">
                {when(t.created_at)} — {TransactionLogAction.label(t.action, lang)} ({reasonLabel(t.action, t.reason, lang)}):{' '}
                {formatMoney(Number(t.commission_before), locale)} → {formatMoney(Number(t.commission_after), locale)}
                {t.actor_name ? ` ${translate('resources.conversions.by', { name: t.actor_name })}` : ''}
              </Typography>
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Its Traffic safety and reasons (spec 4 §4), with UI_FraudDetection_Explain. */
function ConversionQuality() {
  const record = useRecordContext();
  return <TrafficQualityPanel kind="conversion" id={record?.id} />;
}

/** While held: when the hold ends and what the conversion earns (and brings) once approved. */
function HoldFields() {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const when = useFormatInstant();
  if (record?.transaction_status !== TransactionStatus.OnHold) return null;
  const fields = [
    ['hold_ends_at', record.hold_ends_at ? when(String(record.hold_ends_at)) : '—'],
    ['hold_commission', formatMoney(Number(record.hold_commission), locale)],
    ...(record.hold_revenue === undefined ? [] : [['hold_revenue', formatMoney(Number(record.hold_revenue), locale)]]),
  ] as const;
  return (
    <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
      {fields.map(([source, text]) => (
        <Labeled key={source} source={source} resource="conversions">
          <Typography variant="body2">{text}</Typography>
        </Labeled>
      ))}
    </Stack>
  );
}

function ConversionActions() {
  return (
    <TopToolbar>
      <ModerationButtons />
    </TopToolbar>
  );
}

/** One conversion with its click's sub-ids and its transaction log. */
export function ConversionShow() {
  const lang = useLanguage();
  return (
    <Show actions={<ConversionActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <DateField source="created_at" showTime />
        <TextField source="offer_name" />
        <TextField source="affiliate_name" />
        <EnumField source="action" values={PixelAction} />
        <EnumField source="pixel_type" values={PixelType} />
        <FunctionField source="attribution" render={(r: RaRecord) => <AttributionText record={r} />} />
        {/* the order sum only when sent (hide_sale_order_sum, spec 4 §3) */}
        <Labeled label={false}>
          <OrderSumShowField />
        </Labeled>
        <TextField source="order_id" emptyText="—" />
        <MoneyField source="commission" textAlign="left" />
        <MoneyField source="revenue" textAlign="left" />
        <ClassChipField source="payable" values={SalesStatus} />
        <FunctionField source="reason" render={(r: RaRecord) => (r.reason ? NotPayableSaleReason.label(r.reason, lang) : '—')} />
        <ClassChipField source="transaction_status" values={TransactionStatus} />
        <Labeled label={false}>
          <HoldFields />
        </Labeled>
        <TextField source="country" />
        <FunctionField source="click_id" render={(r: RaRecord) => <DataText text={r.click_id} />} />
        <DateField source="clicked_at" showTime />
        <FunctionField
          label="p1–p10"
          render={(r: RaRecord) =>
            SUB_IDS
              .filter((k) => r[k])
              .map((k) => `${k}=${String(r[k])}`)
              .join(', ') || '—'
          }
        />
        <Labeled label={false}>
          <TransactionLog />
        </Labeled>
        <Labeled label={false}>
          <ConversionQuality />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
