import DownloadIcon from '@mui/icons-material/Download';
import { Button as MuiButton } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { InvoiceStatus } from '../../domain/enums/payout';
import { CancelInvoiceReason } from '../../domain/enums/reasons';
import { invoiceFileUrl } from '../../providers/billingCalls';
import { useRole } from '../../src/apps/RoleContext';
import type { InterfaceLanguage } from '../../domain/languages';

/** A link that downloads the invoice's PDF (a plain GET: the browser saves the file). */
export function InvoiceDownload({ record: given }: { record?: RaRecord }) {
  const context = useRecordContext();
  const record = given ?? context;
  const translate = useTranslate();
  const role = useRole();
  if (!record) return null;
  return (
    <MuiButton
      size="small"
      startIcon={<DownloadIcon />}
      href={invoiceFileUrl(role, record.id)}
      download={`${String(record.number)}.pdf`}
      onClick={(e) => e.stopPropagation()}
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
