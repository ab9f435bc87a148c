import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { conversionLogResource } from '../../domain/reports/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The conversion log for staff (spec 3 §5; affiliates have Conversions): the conversion list in its log form. */
export default defineResource({
  name: 'conversion-log',
  ...conversionLogResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'reports', order: 4 } },
  list: lazyScreen(() => import('./ConversionLog'), 'ConversionLog'),
  icon: ReceiptLongIcon,
  names: { en: 'Conversion log |||| Conversion log' },
  // the conversion log reads as the conversions list, with the log's own empty text and name
  messages: {
    en: async () => ({ ...(await import('../conversions/messages')).conversionMessages.en.conversions, ...(await import('../traffic-report/messages')).reportResourceMessages.en['conversion-log'] }),
    ru: async () => ({ ...(await import('../conversions/messages.ru')).conversionMessages.ru.conversions, ...(await import('../traffic-report/messages.ru')).reportResourceMessages.ru['conversion-log'] }),
  },
});
