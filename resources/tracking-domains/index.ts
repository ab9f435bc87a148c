import DnsIcon from '@mui/icons-material/Dns';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** Tracking domains (spec 1 §3, §4, §7): `<Resource name="tracking-domains" {...trackingDomains} />`. */
const trackingDomains = {
  list: lazyScreen(() => import('./TrackingDomainList'), 'TrackingDomainList'),
  create: lazyScreen(() => import('./TrackingDomainCreate'), 'TrackingDomainCreate'),
  edit: lazyScreen(() => import('./TrackingDomainEdit'), 'TrackingDomainEdit'),
  icon: DnsIcon,
  recordRepresentation: 'domain',
};

export default trackingDomains;
