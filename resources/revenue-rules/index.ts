import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { revenueRulesResource } from '../../domain/offers/access';
import { ruleResource } from '../payout-rules/ruleResource';

/** Revenue rules (feature revenue_rules; never for affiliates). */
export default ruleResource('revenue', revenueRulesResource, {
  menuOrder: 6,
  icon: TrendingUpIcon,
  names: { en: 'Revenue rule |||| Revenue rules' },
});
