import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { advertiserRevenueResource } from '../../domain/advertiserBilling/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Revenue approved against revenue invoiced, per advertiser and period, with the profit on what was invoiced (spec 4 §7). */
export default defineResource({
  name: 'advertiser-revenue',
  ...advertiserRevenueResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'conversions', order: 6.5 } },
  list: lazyScreen(() => import('./AdvertiserRevenueList'), 'AdvertiserRevenueList'),
  icon: CompareArrowsIcon,
  names: { en: 'Revenue vs invoiced |||| Revenue vs invoiced' },
  messages: lazyMessages(() => import('../advertiser-invoices/messages'), () => import('../advertiser-invoices/messages.ru'), 'advertiserInvoiceMessages', 'advertiser-revenue'),
});
