import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { advertiserInvoicesResource } from '../../domain/advertiserBilling/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Invoices to advertisers and the payments received against them (spec 4 §7; docs/api.md, Advertiser billing). */
export default defineResource({
  name: 'advertiser-invoices',
  ...advertiserInvoicesResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'conversions', order: 5 } },
  list: lazyScreen(() => import('./AdvertiserInvoiceList'), 'AdvertiserInvoiceList'),
  show: lazyScreen(() => import('./AdvertiserInvoiceShow'), 'AdvertiserInvoiceShow'),
  create: lazyScreen(() => import('./AdvertiserInvoiceCreate'), 'AdvertiserInvoiceCreate'),
  icon: RequestQuoteIcon,
  recordRepresentation: (r: { number?: unknown }) => String(r.number ?? ''),
  names: { en: 'Advertiser invoice |||| Advertiser invoices' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'advertiserInvoiceMessages', 'advertiser-invoices'),
});
