import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { PayoutList } from './PayoutList';
import { PayoutShow } from './PayoutShow';

/** Payouts: `<Resource name="payouts" {...payouts} />` in every role app. */
const payouts = { list: PayoutList, show: PayoutShow, icon: AccountBalanceWalletIcon, recordRepresentation: (r: { id: unknown }) => `#${String(r.id)}` };

export default payouts;
