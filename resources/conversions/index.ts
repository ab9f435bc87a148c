import PaidIcon from '@mui/icons-material/Paid';
import { conversionsResource } from '../../domain/billing/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Conversions in every role app (docs/api.md, Conversions). */
export default defineResource({
  name: 'conversions',
  ...conversionsResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'conversions', order: 1 }, affiliate: 5 },
  list: lazyScreen(() => import('./ConversionList'), 'ConversionList'),
  show: lazyScreen(() => import('./ConversionShow'), 'ConversionShow'),
  icon: PaidIcon,
  recordRepresentation: (r: { id: unknown }) => `#${String(r.id)}`,
  names: { en: 'Conversion |||| Conversions' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'conversionMessages', 'conversions'),
});
