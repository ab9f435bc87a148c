import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { invoicesResource } from '../../domain/billing/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Invoices in every role app (docs/api.md, Billing). */
export default defineResource({
  name: 'invoices',
  ...invoicesResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'conversions', order: 3 }, affiliate: 8 },
  list: lazyScreen(() => import('./InvoiceList'), 'InvoiceList'),
  show: lazyScreen(() => import('./InvoiceShow'), 'InvoiceShow'),
  icon: ReceiptLongIcon,
  recordRepresentation: (r: { number?: unknown }) => String(r.number ?? ''),
  names: { en: 'Invoice |||| Invoices' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'invoiceMessages', 'invoices'),
});
