import { useDataProvider, useRecordContext, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { myInvoiceFileUrl, type AdvertiserCalls } from '../../providers/advertiserCalls';
import { FileDownloadLink } from '../../src/ui/FileDownloadLink';

/** A link to one of their invoices' PDF, downloaded through the http client. */
export function MyInvoiceDownload({ record: given }: { record?: RaRecord }) {
  const context = useRecordContext();
  const record = given ?? context;
  const translate = useTranslate();
  const calls = useDataProvider<DataProvider & AdvertiserCalls>();
  if (!record) return null;
  const number = String(record.number);
  return (
    <FileDownloadLink
      href={myInvoiceFileUrl(record.id)}
      fileName={`${number}.pdf`}
      label={translate('resources.advertiser-my-invoices.download')}
      name={number}
      fetchFile={() => calls.downloadMyInvoice(record.id)}
    />
  );
}
