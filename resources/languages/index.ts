import TranslateIcon from '@mui/icons-material/Translate';
import { LanguageCreate } from './LanguageCreate';
import { LanguageEdit } from './LanguageEdit';
import { LanguageList } from './LanguageList';

/** The Languages dictionary (spec 1 §3, §7): `<Resource name="languages" {...languages} />`. */
const languages = {
  list: LanguageList,
  create: LanguageCreate,
  edit: LanguageEdit,
  icon: TranslateIcon,
  recordRepresentation: 'name',
};

export default languages;
