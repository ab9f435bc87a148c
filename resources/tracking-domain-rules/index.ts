import AltRouteIcon from '@mui/icons-material/AltRoute';
import { RuleCreate } from './RuleCreate';
import { RuleEdit } from './RuleEdit';
import { RuleList } from './RuleList';

/** Tracking domain rules (spec 1 §3, §4, §7): `<Resource name="tracking-domain-rules" {...trackingDomainRules} />`. */
const trackingDomainRules = {
  list: RuleList,
  create: RuleCreate,
  edit: RuleEdit,
  icon: AltRouteIcon,
  recordRepresentation: (record: { id: number; domain?: string }) => `#${record.id}${record.domain ? ` (${record.domain})` : ''}`,
};

export default trackingDomainRules;
