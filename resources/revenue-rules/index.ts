import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { revenueRulesResource } from '../../domain/offers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Revenue rules (feature revenue_rules; never for affiliates). */
export default defineResource({
  name: 'revenue-rules',
  ...revenueRulesResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'offers', order: 6 } },
  list: lazyScreen(() => import('../payout-rules/RuleList'), 'RevenueRuleList'),
  create: lazyScreen(() => import('../payout-rules/RuleForms'), 'RevenueRuleCreate'),
  edit: lazyScreen(() => import('../payout-rules/RuleForms'), 'RevenueRuleEdit'),
  icon: TrendingUpIcon,
  recordRepresentation: 'offer_name',
  names: { en: 'Revenue rule |||| Revenue rules' },
  messages: lazyMessages(() => import('../offers/messages'), () => import('../offers/messages.ru'), 'offerMessages', 'revenue-rules'),
});
