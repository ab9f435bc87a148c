import TranslateIcon from '@mui/icons-material/Translate';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** The Languages dictionary (spec 1 §3, §7): `<Resource name="languages" {...languages} />`. */
const languages = {
  list: lazyScreen(() => import('./LanguageList'), 'LanguageList'),
  create: lazyScreen(() => import('./LanguageCreate'), 'LanguageCreate'),
  edit: lazyScreen(() => import('./LanguageEdit'), 'LanguageEdit'),
  icon: TranslateIcon,
  recordRepresentation: 'name',
};

export default languages;
