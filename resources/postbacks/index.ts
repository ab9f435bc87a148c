import SettingsInputAntennaIcon from '@mui/icons-material/SettingsInputAntenna';
import { postbacksResource } from '../../domain/security/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The affiliate's postbacks (docs/api.md, Affiliate postbacks). */
export default defineResource({
  name: 'postbacks',
  ...postbacksResource,
  apps: { affiliate: 'screens' },
  menu: { affiliate: 6 },
  list: lazyScreen(() => import('./PostbacksPage'), 'PostbacksPage'),
  icon: SettingsInputAntennaIcon,
  names: { en: 'Postback |||| Postbacks' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'postbackMessages', 'postbacks'),
});
