import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** Payout rules (feature payout_rules): `<Resource name="payout-rules" {...payoutRules} />`. */
const payoutRules = {
  list: lazyScreen(() => import('./RuleList'), 'PayoutRuleList'),
  create: lazyScreen(() => import('./RuleForms'), 'PayoutRuleCreate'),
  edit: lazyScreen(() => import('./RuleForms'), 'PayoutRuleEdit'),
  icon: PaymentsIcon,
  recordRepresentation: 'offer_name',
};

export default payoutRules;
