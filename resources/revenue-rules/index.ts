import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** Revenue rules (feature revenue_rules; never for affiliates): `<Resource name="revenue-rules" {...revenueRules} />`. */
const revenueRules = {
  list: lazyScreen(() => import('../payout-rules/RuleList'), 'RevenueRuleList'),
  create: lazyScreen(() => import('../payout-rules/RuleForms'), 'RevenueRuleCreate'),
  edit: lazyScreen(() => import('../payout-rules/RuleForms'), 'RevenueRuleEdit'),
  icon: TrendingUpIcon,
  recordRepresentation: 'offer_name',
};

export default revenueRules;
