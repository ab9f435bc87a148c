import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { advertiserMyInvoicesResource } from '../../domain/advertisers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The advertiser's invoices, their payments and balance, each invoice's PDF (spec 4 §7). */
export default defineResource({
  name: 'advertiser-my-invoices',
  ...advertiserMyInvoicesResource,
  apps: { advertiser: 'screens' },
  menu: { advertiser: 6 },
  list: lazyScreen(() => import('./MyInvoiceList'), 'MyInvoiceList'),
  show: lazyScreen(() => import('./MyInvoiceShow'), 'MyInvoiceShow'),
  icon: RequestQuoteIcon,
  recordRepresentation: (r: { number?: unknown }) => String(r.number ?? ''),
  names: { en: 'Invoice |||| My invoices' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'myInvoiceMessages', 'advertiser-my-invoices'),
});
