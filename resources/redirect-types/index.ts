import TurnRightIcon from '@mui/icons-material/TurnRight';
import { redirectTypesAccess } from '../../domain/dictionaries/access';
import { referenceDictionary } from '../dictionaries/referenceDictionary';

/** The redirect types, a read-only dictionary (spec 1 §7) over a cached GET. */
export default referenceDictionary('redirect-types', redirectTypesAccess, {
  list: 'RedirectTypeList',
  menuOrder: 4,
  icon: TurnRightIcon,
  names: { en: 'Redirect type |||| Redirect types' },
});
