import SettingsInputAntennaIcon from '@mui/icons-material/SettingsInputAntenna';
import { postbacksResource } from '../../domain/security/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The affiliate's postbacks (docs/api.md, Affiliate postbacks). */
const postbacks = defineResource({
  name: 'postbacks',
  ...postbacksResource,
  apps: { affiliate: 'screens' },
  menu: { affiliate: 6 },
  list: lazyScreen(() => import('./PostbacksPage'), 'PostbacksPage'),
  icon: SettingsInputAntennaIcon,
  names: { en: 'Postback |||| Postbacks' },
  messages: {
    en: () => import('./messages').then((m) => m.postbackMessages.en.postbacks),
    ru: () => import('./messages.ru').then((m) => m.postbackMessages.ru.postbacks),
  },
});

export default postbacks;
