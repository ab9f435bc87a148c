import AltRouteIcon from '@mui/icons-material/AltRoute';
import { flowsResource } from '../../domain/flows/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Distribution flows: which integrations take an offer's leads, in what order and how many a day (spec 4 §2). */
export default defineResource({
  name: 'flows',
  ...flowsResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'leads', order: 2 } },
  list: lazyScreen(() => import('./FlowList'), 'FlowList'),
  create: lazyScreen(() => import('./FlowCreate'), 'FlowCreate'),
  edit: lazyScreen(() => import('./FlowEdit'), 'FlowEdit'),
  icon: AltRouteIcon,
  recordRepresentation: 'name',
  names: { en: 'Distribution flow |||| Flows' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'flowMessages'),
});
