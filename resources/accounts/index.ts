import PeopleIcon from '@mui/icons-material/People';
import { AccountShow } from '../../src/account/AccountShow';
import { AccountCreate } from './AccountCreate';
import { AccountList } from './AccountList';

/** All accounts, /d/user-operations/all-users, and the account page (spec 1 §2). */
const accounts = { list: AccountList, show: AccountShow, create: AccountCreate, icon: PeopleIcon, recordRepresentation: 'email' };
export default accounts;
