import GroupsIcon from '@mui/icons-material/Groups';
import { lazyScreen } from '../../src/apps/lazyScreen';

const affiliates = { list: lazyScreen(() => import('./AffiliateList'), 'AffiliateList'), icon: GroupsIcon, recordRepresentation: 'email' };
export default affiliates;
