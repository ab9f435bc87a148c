import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { RevenueRuleList } from '../payout-rules/RuleList';

/** Revenue rules (feature revenue_rules; never for affiliates): `<Resource name="revenue-rules" {...revenueRules} />`. */
const revenueRules = { list: RevenueRuleList, icon: TrendingUpIcon, recordRepresentation: 'offer_name' };

export default revenueRules;
