import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { myInvoiceFileUrl, type AdvertiserCalls } from '../../providers/advertiserCalls';
import { saveBlob } from '../../src/ui/saveBlob';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';

/** A link to one of their invoices' PDF; a click downloads it through the http client and the browser saves it. */
export function MyInvoiceDownload({ record: given }: { record?: RaRecord }) {
  const context = useRecordContext();
  const record = given ?? context;
  const translate = useTranslate();
  const calls = useDataProvider<DataProvider & AdvertiserCalls>();
  const onError = useNotifyUnhandled();
  if (!record) return null;
  const fileName = `${String(record.number)}.pdf`;
  const label = translate('resources.advertiser-my-invoices.download');
  const download = async () => {
    try {
      saveBlob(await calls.downloadMyInvoice(record.id), fileName);
    } catch (error) {
      onError(error);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={myInvoiceFileUrl(record.id)}
      download={fileName}
      onClick={(e) => {
        e.stopPropagation();
        e.preventDefault();
        void download();
      }}
      aria-label={`${label} ${String(record.number)}`}
    >
      {label}
    </Button>
  );
}
