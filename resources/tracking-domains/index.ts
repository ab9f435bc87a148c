import DnsIcon from '@mui/icons-material/Dns';
import { TrackingDomainCreate } from './TrackingDomainCreate';
import { TrackingDomainEdit } from './TrackingDomainEdit';
import { TrackingDomainList } from './TrackingDomainList';

/** Tracking domains (spec 1 §3, §4, §7): `<Resource name="tracking-domains" {...trackingDomains} />`. */
const trackingDomains = {
  list: TrackingDomainList,
  create: TrackingDomainCreate,
  edit: TrackingDomainEdit,
  icon: DnsIcon,
  recordRepresentation: 'domain',
};

export default trackingDomains;
