import TuneIcon from '@mui/icons-material/Tune';
import { advertiserAdjustmentsResource } from '../../domain/advertiserBilling/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Advertiser billing's transactions: credits and charges on an advertiser's balance outside an invoice (spec 4 §7). */
export default defineResource({
  name: 'advertiser-adjustments',
  ...advertiserAdjustmentsResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'conversions', order: 6.2 } },
  list: lazyScreen(() => import('./AdjustmentList'), 'AdjustmentList'),
  create: lazyScreen(() => import('./AdjustmentCreate'), 'AdjustmentCreate'),
  icon: TuneIcon,
  recordRepresentation: 'reason',
  names: { en: 'Balance adjustment |||| Balance adjustments' },
  messages: lazyMessages(() => import('../advertiser-invoices/messages'), () => import('../advertiser-invoices/messages.ru'), 'advertiserInvoiceMessages', 'advertiser-adjustments'),
});
