import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { clickBillingResource } from '../../domain/clickCommissions/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Click billing (spec 4 §3, feature click_commissions): the earning clicks by day, affiliate and offer, and how they were billed; beside the affiliate billing. */
export default defineResource({
  name: 'click-billing',
  ...clickBillingResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'conversions', order: 3.5 } },
  list: lazyScreen(() => import('./ClickBillingList'), 'ClickBillingList'),
  icon: RequestQuoteIcon,
  names: { en: 'Click billing |||| Click billing' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'clickBillingMessages'),
});
