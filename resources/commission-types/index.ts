import PaidIcon from '@mui/icons-material/Paid';
import { commissionTypesAccess } from '../../domain/dictionaries/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The commission types, a read-only dictionary (spec 1 §7) over a cached GET. */
const commissionTypes = defineResource({
  name: 'commission-types',
  access: commissionTypesAccess,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'dictionaries', order: 3 } },
  list: lazyScreen(() => import('../dictionaries/ReferenceDictionaryLists'), 'CommissionTypeList'),
  icon: PaidIcon,
  recordRepresentation: 'name',
  names: { en: 'Commission type |||| Commission types' },
  messages: {
    en: () => import('../dictionaries/messages').then((m) => m.en['commission-types']),
    ru: () => import('../dictionaries/messages.ru').then((m) => m.dictionaryMessages.ru['commission-types']),
  },
});

export default commissionTypes;
