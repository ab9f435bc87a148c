import DownloadIcon from '@mui/icons-material/Download';
import { Button as MuiButton } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { InvoiceStatus } from '../../domain/enums/payout';
import { CancelInvoiceReason } from '../../domain/enums/reasons';
import { invoiceFileUrl, type BillingCalls } from '../../providers/billingCalls';
import { useRole } from '../../src/ui/RoleContext';
import { saveBlob } from '../../src/ui/saveBlob';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import type { InterfaceLanguage } from '../../domain/languages';

/** A link to the invoice's PDF; a click downloads it through the http client and the browser saves it. */
export function InvoiceDownload({ record: given }: { record?: RaRecord }) {
  const context = useRecordContext();
  const record = given ?? context;
  const translate = useTranslate();
  const role = useRole();
  const calls = useDataProvider<DataProvider & BillingCalls>();
  const onError = useNotifyUnhandled();
  if (!record) return null;
  const fileName = `${String(record.number)}.pdf`;
  const download = async () => {
    try {
      saveBlob(await calls.downloadInvoice(record.id), fileName);
    } catch (error) {
      onError(error);
    }
  };
  return (
    <MuiButton
      size="small"
      startIcon={<DownloadIcon />}
      href={invoiceFileUrl(role, record.id)}
      download={fileName}
      onClick={(e) => {
        e.stopPropagation();
        e.preventDefault();
        void download();
      }}
      aria-label={`${translate('resources.invoices.download')} ${String(record.number)}`}
    >
      {translate('resources.invoices.download')}
    </MuiButton>
  );
}

/** The invoice's status as people read it: with the reason of a rejection, and a cancellation said so. */
export function invoiceStatusText(r: RaRecord, lang: InterfaceLanguage, cancelled: string): string {
  const reason = r.reason === null || r.reason === undefined ? '' : ` (${CancelInvoiceReason.label(r.reason, lang)})`;
  return `${InvoiceStatus.label(r.status, lang)}${r.cancelled ? `, ${cancelled}` : ''}${reason}`;
}
