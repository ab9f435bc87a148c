import PaymentsIcon from '@mui/icons-material/Payments';
import { PayoutRuleCreate, PayoutRuleEdit } from './RuleForms';
import { PayoutRuleList } from './RuleList';

/** Payout rules (feature payout_rules): `<Resource name="payout-rules" {...payoutRules} />`. */
const payoutRules = { list: PayoutRuleList, create: PayoutRuleCreate, edit: PayoutRuleEdit, icon: PaymentsIcon, recordRepresentation: 'offer_name' };

export default payoutRules;
