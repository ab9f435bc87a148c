import CallSplitIcon from '@mui/icons-material/CallSplit';
import { smartLinksResource } from '../../domain/smartLinks/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Smart links: one link of an affiliate that picks an offer per click (spec 4 §6). Staff make them; the affiliate copies theirs. */
export default defineResource({
  name: 'smart-links',
  ...smartLinksResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'offers', order: 5 }, affiliate: 11 },
  list: lazyScreen(() => import('./SmartLinkList'), 'SmartLinkList'),
  create: lazyScreen(() => import('./SmartLinkCreate'), 'SmartLinkCreate'),
  edit: lazyScreen(() => import('./SmartLinkEdit'), 'SmartLinkEdit'),
  icon: CallSplitIcon,
  recordRepresentation: 'name',
  names: { en: 'Smart link |||| Smart links' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'smartLinkMessages'),
});
