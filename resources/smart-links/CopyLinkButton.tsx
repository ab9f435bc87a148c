import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useNotify, useTranslate } from 'react-admin';

const T = 'resources.smart-links.link';

/** Copies a smart link's tracking URL; the click on the row underneath is not taken. */
export function CopyLinkButton({ url, name }: { url: string; name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const label = translate(`${T}.copy_named`, { name });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(`${T}.copied`, { type: 'success' });
    } catch {
      notify(`${T}.copy_failed`, { type: 'warning' });
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          void copy();
        }}
      >
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
