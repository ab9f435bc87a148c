import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { payoutsResource } from '../../domain/billing/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Payouts in every role app (docs/api.md, Billing). */
export default defineResource({
  name: 'payouts',
  ...payoutsResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'conversions', order: 2 }, affiliate: 7 },
  list: lazyScreen(() => import('./PayoutList'), 'PayoutList'),
  show: lazyScreen(() => import('./PayoutShow'), 'PayoutShow'),
  icon: AccountBalanceWalletIcon,
  recordRepresentation: (r: { id: unknown }) => `#${String(r.id)}`,
  names: { en: 'Payout |||| Payouts' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'payoutMessages', 'payouts'),
});
