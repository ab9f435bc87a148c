import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { offerGroupsResource } from '../../domain/offers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Offer groups, a small dictionary; readable by affiliates for pickers, without a screen. */
export default defineResource({
  name: 'offer-groups',
  ...offerGroupsResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'picker' },
  menu: { staff: { group: 'offers', order: 4 } },
  list: lazyScreen(() => import('./GroupList'), 'GroupList'),
  create: lazyScreen(() => import('./GroupCreate'), 'GroupCreate'),
  edit: lazyScreen(() => import('./GroupEdit'), 'GroupEdit'),
  icon: WorkspacesIcon,
  recordRepresentation: 'name',
  names: { en: 'Offer group |||| Offer groups' },
  messages: lazyMessages(() => import('../offers/messages'), () => import('../offers/messages.ru'), 'offerMessages', 'offer-groups'),
});
