import Link from '@mui/material/Link';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * The offer's preview page as a translated "Preview" link (or its address with `showUrl`), or a dash when it has none: the seed
 * and the form keep an absent preview as an empty string, which UrlField would render as a link.
 */
export function PreviewField({ showUrl = false }: { label?: string; sortable?: boolean; source?: string; showUrl?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const url = typeof record?.preview_url === 'string' ? record.preview_url : '';
  if (!url) return <span>—</span>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" variant="body2" onClick={(e) => e.stopPropagation()}>
      {showUrl ? url : translate('resources.marketplace.preview')}
    </Link>
  );
}
