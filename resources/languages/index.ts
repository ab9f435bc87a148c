import TranslateIcon from '@mui/icons-material/Translate';
import { languagesResource } from '../../domain/dictionaries/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The Languages dictionary (spec 1 §3, §7): every role reads it, affiliates for pickers only. */
export default defineResource({
  name: 'languages',
  ...languagesResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'picker' },
  menu: { staff: { group: 'dictionaries', order: 1 } },
  list: lazyScreen(() => import('./LanguageList'), 'LanguageList'),
  create: lazyScreen(() => import('./LanguageCreate'), 'LanguageCreate'),
  edit: lazyScreen(() => import('./LanguageEdit'), 'LanguageEdit'),
  icon: TranslateIcon,
  recordRepresentation: 'name',
  names: { en: 'Language |||| Languages' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'languageMessages'),
});
