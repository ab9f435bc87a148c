import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { InvoiceList } from './InvoiceList';
import { InvoiceShow } from './InvoiceShow';

/** Invoices: `<Resource name="invoices" {...invoices} />` in every role app. */
const invoices = { list: InvoiceList, show: InvoiceShow, icon: ReceiptLongIcon, recordRepresentation: (r: { number?: unknown }) => String(r.number ?? '') };

export default invoices;
