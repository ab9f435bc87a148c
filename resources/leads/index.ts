import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { leadsResource } from '../../domain/leads/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Leads (spec 4 §1): the lead log of staff (a manager their affiliates') and of each affiliate, contacts masked by the server. */
export default defineResource({
  name: 'leads',
  ...leadsResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'leads', order: 0 }, affiliate: 9 },
  list: lazyScreen(() => import('./LeadList'), 'LeadList'),
  show: lazyScreen(() => import('./LeadShow'), 'LeadShow'),
  icon: ContactPhoneIcon,
  recordRepresentation: (r: { first_name?: unknown; last_name?: unknown }) => `${String(r.first_name ?? '')} ${String(r.last_name ?? '')}`.trim(),
  names: { en: 'Lead |||| Lead log' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'leadMessages'),
});
