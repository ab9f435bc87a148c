import { DateField, FunctionField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { useRole } from '../../src/ui/RoleContext';
import { formatMoney } from '../../src/ui/numberFormat';
import { useLanguage } from '../../src/ui/useLanguage';
import { InvoiceDecisions } from './InvoiceDecisions';
import { InvoiceDownload, invoiceStatusText } from './InvoiceFields';

/** One invoice: its payout, amount, status (with the reason of a rejection), who decided, its PDF and the decisions staff may take. */
export function InvoiceShow() {
  const [locale] = useLocaleState();
  const lang = useLanguage();
  const role = useRole();
  const translate = useTranslate();
  return (
    <Show
      actions={
        <TopToolbar>
          <InvoiceDownload />
          <InvoiceDecisions />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="number" />
        <ReferenceField source="payout_id" reference="payouts" link="show" />
        {role !== 'affiliate' ? <TextField source="affiliate_name" /> : null}
        <FunctionField source="amount" render={(r: RaRecord) => formatMoney(Number(r.amount), locale)} />
        {/* the status as people read it, with the reason of a rejection: under "Status" */}
        <FunctionField source="status" render={(r: RaRecord) => invoiceStatusText(r, lang, translate('resources.invoices.cancelled'))} />
        <FunctionField source="source" render={(r: RaRecord) => translate(`resources.invoices.source.${String(r.source)}`)} />
        <DateField source="created_at" showTime />
        <DateField source="moderated_at" showTime emptyText="—" />
        <TextField source="moderated_by_name" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
