import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { advertiserBalancesResource } from '../../domain/advertiserBilling/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Each advertiser's balance: invoiced, received, what is left and what of it is overdue (spec 4 §7). */
export default defineResource({
  name: 'advertiser-balances',
  ...advertiserBalancesResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'conversions', order: 6 } },
  list: lazyScreen(() => import('./AdvertiserBalanceList'), 'AdvertiserBalanceList'),
  icon: AccountBalanceIcon,
  names: { en: 'Advertiser balance |||| Advertiser balances' },
  messages: lazyMessages(() => import('../advertiser-invoices/messages'), () => import('../advertiser-invoices/messages.ru'), 'advertiserInvoiceMessages', 'advertiser-balances'),
});
