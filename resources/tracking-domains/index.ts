import DnsIcon from '@mui/icons-material/Dns';
import { trackingDomainsResource } from '../../domain/dictionaries/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Tracking domains (spec 1 §3, §4, §7). */
export default defineResource({
  name: 'tracking-domains',
  ...trackingDomainsResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'tracking', order: 1 } },
  list: lazyScreen(() => import('./TrackingDomainList'), 'TrackingDomainList'),
  create: lazyScreen(() => import('./TrackingDomainCreate'), 'TrackingDomainCreate'),
  edit: lazyScreen(() => import('./TrackingDomainEdit'), 'TrackingDomainEdit'),
  icon: DnsIcon,
  recordRepresentation: 'domain',
  names: { en: 'Tracking domain |||| Tracking domains' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'trackingDomainMessages'),
});
