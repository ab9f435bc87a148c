import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useCopyText } from '../../src/ui/useCopyText';
import { useTranslate } from 'react-admin';

const T = 'resources.smart-links.link';

/** Copies a smart link's tracking URL; the click on the row underneath is not taken. */
export function CopyLinkButton({ url, name }: { url: string; name: string }) {
  const translate = useTranslate();
  const label = translate(`${T}.copy_named`, { name });
  const copyText = useCopyText(T);
  const copy = () => copyText(url);
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
