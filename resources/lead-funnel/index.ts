import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { leadFunnelResource } from '../../domain/leads/funnel';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The lead funnel (spec 4 §2): its own call, not a list; staff over their leads, an affiliate over their own by country and day. */
export default defineResource({
  name: 'lead-funnel',
  access: leadFunnelResource.access,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'reports', order: 5 }, affiliate: 10 },
  list: lazyScreen(() => import('./LeadFunnel'), 'LeadFunnel'),
  icon: FilterAltIcon,
  names: { en: 'Lead funnel |||| Lead funnel' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'funnelMessages'),
});
