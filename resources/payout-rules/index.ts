import PaymentsIcon from '@mui/icons-material/Payments';
import { payoutRulesResource } from '../../domain/offers/access';
import { ruleResource } from './ruleResource';

/** Payout rules (feature payout_rules). */
export default ruleResource('payout', payoutRulesResource, {
  menuOrder: 5,
  icon: PaymentsIcon,
  names: { en: 'Payout rule |||| Payout rules' },
});
