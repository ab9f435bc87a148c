import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { conversionLogResource } from '../../domain/reports/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The conversion log for staff (spec 3 §5; affiliates have Conversions): the conversion list in its log form. */
const conversionLog = defineResource({
  name: 'conversion-log',
  ...conversionLogResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'reports', order: 4 } },
  list: lazyScreen(() => import('./ConversionLog'), 'ConversionLog'),
  icon: ReceiptLongIcon,
  names: { en: 'Conversion log |||| Conversion log' },
});

export default conversionLog;
