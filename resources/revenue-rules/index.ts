import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { RevenueRuleCreate, RevenueRuleEdit } from '../payout-rules/RuleForms';
import { RevenueRuleList } from '../payout-rules/RuleList';

/** Revenue rules (feature revenue_rules; never for affiliates): `<Resource name="revenue-rules" {...revenueRules} />`. */
const revenueRules = { list: RevenueRuleList, create: RevenueRuleCreate, edit: RevenueRuleEdit, icon: TrendingUpIcon, recordRepresentation: 'offer_name' };

export default revenueRules;
