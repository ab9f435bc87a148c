import PaymentsIcon from '@mui/icons-material/Payments';
import { payoutRulesResource } from '../../domain/offers/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Payout rules (feature payout_rules). */
const payoutRules = defineResource({
  name: 'payout-rules',
  ...payoutRulesResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'offers', order: 5 } },
  list: lazyScreen(() => import('./RuleList'), 'PayoutRuleList'),
  create: lazyScreen(() => import('./RuleForms'), 'PayoutRuleCreate'),
  edit: lazyScreen(() => import('./RuleForms'), 'PayoutRuleEdit'),
  icon: PaymentsIcon,
  recordRepresentation: 'offer_name',
  names: { en: 'Payout rule |||| Payout rules' },
  messages: {
    en: () => import('../offers/messages').then((m) => m.offerMessages.en['payout-rules']),
    ru: () => import('../offers/messages.ru').then((m) => m.offerMessages.ru['payout-rules']),
  },
});

export default payoutRules;
