import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext, useTranslate, type DataProvider } from 'react-admin';
import type { ExportName, UserCalls } from '../../../providers/userCalls';
import { saveBlob } from '../saveBlob';
import { useNotifyUnhandled } from '../useNotifyUnhandled';

export interface ExportButtonProps {
  label: string;
  /** which export (providers/userCalls.ts `exportPaths`) */
  file: ExportName;
  fileName: string;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Downloads a streamed export of the list's current filters, showing how much has arrived. */
export function ExportButton(props: ExportButtonProps) {
  const { filterValues } = useListContext();
  return <DownloadButton {...props} body={filterValues} />;
}

/** Downloads a streamed export of the given body (a report's), showing how much has arrived. */
export function DownloadButton({ label, file, fileName, body }: ExportButtonProps & { body: unknown }) {
  const calls = useDataProvider<DataProvider & UserCalls>();
  const onError = useNotifyUnhandled();
  const translate = useTranslate();
  const [received, setReceived] = useState<number | null>(null);
  const run = async () => {
    setReceived(0);
    try {
      saveBlob(await calls.downloadExport(file, body, setReceived), fileName);
    } catch (error) {
      onError(error);
    } finally {
      setReceived(null);
    }
  };
  const text = received === null ? translate(label) : translate('resources.user-operations/all-users.export.progress', { size: kb(received) });
  return (
    <Button label={text} onClick={() => void run()} disabled={received !== null} aria-busy={received !== null}>
      <DownloadIcon />
    </Button>
  );
}
