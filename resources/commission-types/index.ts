import PaidIcon from '@mui/icons-material/Paid';
import { commissionTypesAccess } from '../../domain/dictionaries/access';
import { referenceDictionary } from '../dictionaries/referenceDictionary';

/** The commission types, a read-only dictionary (spec 1 §7) over a cached GET. */
export default referenceDictionary('commission-types', commissionTypesAccess, {
  list: 'CommissionTypeList',
  menuOrder: 3,
  icon: PaidIcon,
  names: { en: 'Commission type |||| Commission types' },
});
