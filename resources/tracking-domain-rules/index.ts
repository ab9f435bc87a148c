import AltRouteIcon from '@mui/icons-material/AltRoute';
import { trackingDomainRulesResource } from '../../domain/dictionaries/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Tracking domain rules (spec 1 §3, §4, §7). */
export default defineResource({
  name: 'tracking-domain-rules',
  ...trackingDomainRulesResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'tracking', order: 2 } },
  list: lazyScreen(() => import('./RuleList'), 'RuleList'),
  create: lazyScreen(() => import('./RuleCreate'), 'RuleCreate'),
  edit: lazyScreen(() => import('./RuleEdit'), 'RuleEdit'),
  icon: AltRouteIcon,
  recordRepresentation: (record: { id: number; domain?: string }) => `#${record.id}${record.domain ? ` (${record.domain})` : ''}`,
  names: { en: 'Tracking domain rule |||| Tracking domain rules' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'trackingDomainRuleMessages'),
});
