import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import type { ExportName } from '../../providers/userCalls';
import { ExportButton } from '../../src/ui/lists/ExportButton';

/**
 * The toolbar of a user list: its filters, Create where the list makes accounts, and the server's
 * CSV of the filtered list (headers, statuses and times in the downloader's language and zone).
 */
export function UserListActions({ file, create = false }: { file: Extract<ExportName, 'accounts' | 'affiliates' | 'managers' | 'advertisers'>; create?: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {create ? <CreateButton /> : null}
      <ExportButton label="ra.action.export" file={file} fileName={`${file}.csv`} />
    </TopToolbar>
  );
}
