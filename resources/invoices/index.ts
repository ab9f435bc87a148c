import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { invoicesResource } from '../../domain/billing/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Invoices in every role app (docs/api.md, Billing). */
const invoices = defineResource({
  name: 'invoices',
  ...invoicesResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'conversions', order: 3 }, affiliate: 8 },
  list: lazyScreen(() => import('./InvoiceList'), 'InvoiceList'),
  show: lazyScreen(() => import('./InvoiceShow'), 'InvoiceShow'),
  icon: ReceiptLongIcon,
  recordRepresentation: (r: { number?: unknown }) => String(r.number ?? ''),
  names: { en: 'Invoice |||| Invoices' },
  messages: {
    en: () => import('./messages').then((m) => m.invoiceMessages.en.invoices),
    ru: () => import('./messages.ru').then((m) => m.invoiceMessages.ru.invoices),
  },
});

export default invoices;
