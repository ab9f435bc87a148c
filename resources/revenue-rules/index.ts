import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { revenueRulesResource } from '../../domain/offers/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Revenue rules (feature revenue_rules; never for affiliates). */
const revenueRules = defineResource({
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
  messages: {
    en: () => import('../offers/messages').then((m) => m.offerMessages.en['revenue-rules']),
    ru: () => import('../offers/messages.ru').then((m) => m.offerMessages.ru['revenue-rules']),
  },
});

export default revenueRules;
