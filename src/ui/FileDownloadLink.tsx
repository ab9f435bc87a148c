import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useNotifyUnhandled } from './useNotifyUnhandled';
import { saveBlob } from './saveBlob';

interface FileDownloadLinkProps {
  /** the file's address, for the link itself (opened in a new tab, copied) */
  href: string;
  fileName: string;
  /** what the link says; its accessible name adds `name` (an invoice's number) */
  label: string;
  name?: string;
  /** the file, through the http client, so a 401, 403 or 500 is handled as any call */
  fetchFile: () => Promise<Blob>;
}

/** A link to a file; a click downloads it through the http client and the browser saves it. */
export function FileDownloadLink({ href, fileName, label, name, fetchFile }: FileDownloadLinkProps) {
  const onError = useNotifyUnhandled();
  const download = async () => {
    try {
      saveBlob(await fetchFile(), fileName);
    } catch (error) {
      onError(error);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={href}
      download={fileName}
      onClick={(e) => {
        e.stopPropagation();
        e.preventDefault();
        void download();
      }}
      aria-label={name === undefined ? label : `${label} ${name}`}
    >
      {label}
    </Button>
  );
}
