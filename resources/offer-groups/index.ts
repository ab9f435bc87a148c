import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { offerGroupsResource } from '../../domain/offers/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Offer groups, a small dictionary; readable by affiliates for pickers, without a screen. */
const offerGroups = defineResource({
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
  messages: {
    en: () => import('../offers/messages').then((m) => m.offerMessages.en['offer-groups']),
    ru: () => import('../offers/messages.ru').then((m) => m.offerMessages.ru['offer-groups']),
  },
});

export default offerGroups;
