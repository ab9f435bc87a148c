import ArchiveIcon from '@mui/icons-material/Archive';
import { archivesResource } from '../../domain/archives/archives';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/**
 * Archives (docs/api.md, Archives; docs/decisions/archives.md): the months of clicks, leads and
 * logs retention wrote to files before they left the database, to download or restore. Staff
 * holding UI_Archivation_Manage find them under Settings, after the activity log.
 */
export default defineResource({
  name: 'archives',
  ...archivesResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'settings', order: 4.5 } },
  list: lazyScreen(() => import('./ArchiveList'), 'ArchiveList'),
  icon: ArchiveIcon,
  recordRepresentation: 'file_name',
  names: { en: 'Archive |||| Archives' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'archiveMessages'),
});
