import { Card, CardContent, Stack, Typography } from '@mui/material';
import { DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { PayoutStatus } from '../../domain/enums/payout';
import { BounceReason, CancelInvoiceReason } from '../../domain/enums/reasons';
import { formatMoney } from '../../src/ui/numberFormat';
import { useLanguage } from '../../src/ui/useLanguage';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { PayoutInvoices } from './PayoutInvoices';
import { PayoutItemsByType } from './PayoutItemsByType';
import { PayoutMoves } from './PayoutMoves';
import { periodText } from './PayoutList';
import { useShowFailure } from '../../src/ui/errors/ShowError';
import { useFormatInstant } from '../../src/ui/dateFormat';

interface LogRow {
  id: number;
  created_at: string;
  actor_name: string | null;
  status_before: number | null;
  status_after: number;
  reason: number | null;
}

const reasonOf = (status: number, reason: number | null, lang: 'en' | 'ru') =>
  reason === null ? '' : ` (${(status === PayoutStatus.Bounced ? BounceReason : CancelInvoiceReason).label(reason, lang)})`;

/** Every status the payout went through, with who and when. */
function PayoutLog() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const when = useFormatInstant();
  const rows = (record?.log as LogRow[] | undefined) ?? [];
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.payouts.log')}
        </Typography>
        {rows.length === 0 ? <Typography>{translate('resources.payouts.no_log')}</Typography> : null}
        <Stack component="ol" spacing={1} sx={{ pl: 2, m: 0 }}>
          {rows.map((l) => (
            <li key={l.id}>
              <Typography variant="body2">
                {when(l.created_at)} — {l.status_before === null ? '' : `${PayoutStatus.label(l.status_before, lang)} → `}
                {PayoutStatus.label(l.status_after, lang)}
                {reasonOf(l.status_after, l.reason, lang)} {l.actor_name ? translate('resources.payouts.by', { name: l.actor_name }) : translate('resources.payouts.by_job')}
              </Typography>
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** One payout: amount, period, status, the moves allowed from it and its history. */
export function PayoutShow() {
  const [locale] = useLocaleState();
  const failure = useShowFailure();
  return (
    <Show
      {...failure}
      actions={
        <TopToolbar>
          <PayoutMoves />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="affiliate_name" />
        <FunctionField source="amount" render={(r: RaRecord) => formatMoney(Number(r.amount), locale)} />
        <FunctionField source="period" render={periodText} />
        <Labeled source="status">
          <ClassChipField source="status" values={PayoutStatus} />
        </Labeled>
        <TextField source="payment_reference" emptyText="—" />
        <DateField source="created_at" showTime />
        <TextField source="bank_account_number" emptyText="—" />
        <TextField source="bank_iban_number" emptyText="—" />
        <PayoutItemsByType />
        <PayoutInvoices />
        <PayoutLog />
      </SimpleShowLayout>
    </Show>
  );
}
