import LanguageIcon from '@mui/icons-material/Language';
import { countriesAccess } from '../../domain/dictionaries/access';
import { referenceDictionary } from '../dictionaries/referenceDictionary';

/** The countries, a read-only dictionary (spec 1 §7) over a cached GET. */
export default referenceDictionary('countries', countriesAccess, {
  list: 'CountryList',
  menuOrder: 6,
  icon: LanguageIcon,
  names: { en: 'Country |||| Countries' },
});
