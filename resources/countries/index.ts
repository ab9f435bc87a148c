import LanguageIcon from '@mui/icons-material/Language';
import { countriesAccess } from '../../domain/dictionaries/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The countries, a read-only dictionary (spec 1 §7) over a cached GET. */
const countries = defineResource({
  name: 'countries',
  access: countriesAccess,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'dictionaries', order: 6 } },
  list: lazyScreen(() => import('../dictionaries/ReferenceDictionaryLists'), 'CountryList'),
  icon: LanguageIcon,
  recordRepresentation: 'name',
  names: { en: 'Country |||| Countries' },
  messages: {
    en: () => import('../dictionaries/messages').then((m) => m.en.countries),
    ru: () => import('../dictionaries/messages.ru').then((m) => m.dictionaryMessages.ru.countries),
  },
});

export default countries;
