import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';

/**
 * The offer's name as a link to its page in the marketplace: the way there by keyboard and screen
 * reader (a row click is the mouse's shortcut), and on a phone card, whose Apply must not sit
 * inside a link.
 */
export function OfferNameLink(_props: { source?: 'name'; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link to={createPath({ resource: 'marketplace', id: record.id, type: 'show' })} onClick={(e: MouseEvent) => e.stopPropagation()} sx={{ overflowWrap: 'anywhere' }}>
      {String(record.name ?? '')}
    </Link>
  );
}
