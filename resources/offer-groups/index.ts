import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** Offer groups, a small dictionary: `<Resource name="offer-groups" {...offerGroups} />`. */
const offerGroups = {
  list: lazyScreen(() => import('./GroupList'), 'GroupList'),
  create: lazyScreen(() => import('./GroupCreate'), 'GroupCreate'),
  edit: lazyScreen(() => import('./GroupEdit'), 'GroupEdit'),
  icon: WorkspacesIcon,
  recordRepresentation: 'name',
};

export default offerGroups;
