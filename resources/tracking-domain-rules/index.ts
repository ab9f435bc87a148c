import AltRouteIcon from '@mui/icons-material/AltRoute';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** Tracking domain rules (spec 1 §3, §4, §7): `<Resource name="tracking-domain-rules" {...trackingDomainRules} />`. */
const trackingDomainRules = {
  list: lazyScreen(() => import('./RuleList'), 'RuleList'),
  create: lazyScreen(() => import('./RuleCreate'), 'RuleCreate'),
  edit: lazyScreen(() => import('./RuleEdit'), 'RuleEdit'),
  icon: AltRouteIcon,
  recordRepresentation: (record: { id: number; domain?: string }) => `#${record.id}${record.domain ? ` (${record.domain})` : ''}`,
};

export default trackingDomainRules;
