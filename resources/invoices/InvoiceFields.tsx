import { useDataProvider, useRecordContext, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { InvoiceStatus } from '../../domain/enums/payout';
import { CancelInvoiceReason } from '../../domain/enums/reasons';
import { invoiceFileUrl, type BillingCalls } from '../../providers/billingCalls';
import { useRole } from '../../src/ui/RoleContext';
import { FileDownloadLink } from '../../src/ui/FileDownloadLink';
import type { InterfaceLanguage } from '../../domain/languages';

/** A link to the invoice's PDF, downloaded through the http client. */
export function InvoiceDownload({ record: given }: { record?: RaRecord }) {
  const context = useRecordContext();
  const record = given ?? context;
  const translate = useTranslate();
  const role = useRole();
  const calls = useDataProvider<DataProvider & BillingCalls>();
  if (!record) return null;
  const label = translate('resources.invoices.download');
  const number = String(record.number);
  return <FileDownloadLink href={invoiceFileUrl(role, record.id)} fileName={`${number}.pdf`} label={label} name={number} fetchFile={() => calls.downloadInvoice(record.id)} />;
}

/** The invoice's status as people read it: with the reason of a rejection, and a cancellation said so. */
export function invoiceStatusText(r: RaRecord, lang: InterfaceLanguage, cancelled: string): string {
  const reason = r.reason === null || r.reason === undefined ? '' : ` (${CancelInvoiceReason.label(r.reason, lang)})`;
  return `${InvoiceStatus.label(r.status, lang)}${r.cancelled ? `, ${cancelled}` : ''}${reason}`;
}
