import DownloadIcon from '@mui/icons-material/Download';
import { Button, IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
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
  /** only the icon, `label` its tooltip (a phone's card, where a worded button does not fit) */
  compact?: boolean;
}

/** A link to a file; a click downloads it through the http client and the browser saves it. */
export function FileDownloadLink({ href, fileName, label, name, fetchFile, compact = false }: FileDownloadLinkProps) {
  const onError = useNotifyUnhandled();
  const download = async () => {
    try {
      saveBlob(await fetchFile(), fileName);
    } catch (error) {
      onError(error);
    }
  };
  const onClick = (e: MouseEvent) => {
    e.stopPropagation();
    e.preventDefault();
    void download();
  };
  const accessibleName = name === undefined ? label : `${label} ${name}`;
  if (compact) {
    return (
      <Tooltip title={label}>
        <IconButton color="primary" size="large" href={href} download={fileName} onClick={onClick} aria-label={accessibleName}>
          <DownloadIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button size="small" startIcon={<DownloadIcon />} href={href} download={fileName} onClick={onClick} aria-label={accessibleName}>
      {label}
    </Button>
  );
}
