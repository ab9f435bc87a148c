import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** Payouts: `<Resource name="payouts" {...payouts} />` in every role app. */
const payouts = {
  list: lazyScreen(() => import('./PayoutList'), 'PayoutList'),
  show: lazyScreen(() => import('./PayoutShow'), 'PayoutShow'),
  icon: AccountBalanceWalletIcon,
  recordRepresentation: (r: { id: unknown }) => `#${String(r.id)}`,
};

export default payouts;
