import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { useUserCalls } from './useUserCalls';

export interface ExportButtonProps {
  label: string;
  path: string;
  fileName: string;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Downloads a streamed export of the list's current filters, showing how much has arrived. */
export function ExportButton(props: ExportButtonProps) {
  const { filterValues } = useListContext();
  return <DownloadButton {...props} body={filterValues} />;
}

/** Downloads a streamed export of the given body (a report's), showing how much has arrived. */
export function DownloadButton({ label, path, fileName, body }: ExportButtonProps & { body: unknown }) {
  const calls = useUserCalls();
  const notify = useNotify();
  const translate = useTranslate();
  const [received, setReceived] = useState<number | null>(null);
  const run = async () => {
    setReceived(0);
    try {
      const blob = await calls.downloadExport(path, body, setReceived);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      a.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
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
