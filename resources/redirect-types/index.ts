import TurnRightIcon from '@mui/icons-material/TurnRight';
import { redirectTypesAccess } from '../../domain/dictionaries/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The redirect types, a read-only dictionary (spec 1 §7) over a cached GET. */
const redirectTypes = defineResource({
  name: 'redirect-types',
  access: redirectTypesAccess,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'dictionaries', order: 4 } },
  list: lazyScreen(() => import('../dictionaries/ReferenceDictionaryLists'), 'RedirectTypeList'),
  icon: TurnRightIcon,
  recordRepresentation: 'name',
  names: { en: 'Redirect type |||| Redirect types' },
  messages: {
    en: () => import('../dictionaries/messages').then((m) => m.en['redirect-types']),
    ru: () => import('../dictionaries/messages.ru').then((m) => m.dictionaryMessages.ru['redirect-types']),
  },
});

export default redirectTypes;
