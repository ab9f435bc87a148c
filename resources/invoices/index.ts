import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** Invoices: `<Resource name="invoices" {...invoices} />` in every role app. */
const invoices = {
  list: lazyScreen(() => import('./InvoiceList'), 'InvoiceList'),
  show: lazyScreen(() => import('./InvoiceShow'), 'InvoiceShow'),
  icon: ReceiptLongIcon,
  recordRepresentation: (r: { number?: unknown }) => String(r.number ?? ''),
};

export default invoices;
