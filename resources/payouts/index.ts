import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { payoutsResource } from '../../domain/billing/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Payouts in every role app (docs/api.md, Billing). */
const payouts = defineResource({
  name: 'payouts',
  ...payoutsResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'conversions', order: 2 }, affiliate: 7 },
  list: lazyScreen(() => import('./PayoutList'), 'PayoutList'),
  show: lazyScreen(() => import('./PayoutShow'), 'PayoutShow'),
  icon: AccountBalanceWalletIcon,
  recordRepresentation: (r: { id: unknown }) => `#${String(r.id)}`,
  names: { en: 'Payout |||| Payouts' },
  messages: {
    en: () => import('./messages').then((m) => m.payoutMessages.en.payouts),
    ru: () => import('./messages.ru').then((m) => m.payoutMessages.ru.payouts),
  },
});

export default payouts;
