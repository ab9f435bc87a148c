import PaymentsIcon from '@mui/icons-material/Payments';
import { PayoutRuleList } from './RuleList';

/** Payout rules (feature payout_rules): `<Resource name="payout-rules" {...payoutRules} />`. */
const payoutRules = { list: PayoutRuleList, icon: PaymentsIcon, recordRepresentation: 'offer_name' };

export default payoutRules;
