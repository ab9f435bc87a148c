import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** All accounts, /d/user-operations/all-users, and the account page (spec 1 §2). */
const accounts = {
  list: lazyScreen(() => import('./AccountList'), 'AccountList'),
  show: lazyScreen(() => import('../../src/account/AccountShow'), 'AccountShow'),
  create: lazyScreen(() => import('./AccountCreate'), 'AccountCreate'),
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
export default accounts;
