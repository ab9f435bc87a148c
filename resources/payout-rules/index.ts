import PaymentsIcon from '@mui/icons-material/Payments';
import { payoutRulesResource } from '../../domain/offers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Payout rules (feature payout_rules). */
export default defineResource({
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
  messages: lazyMessages(() => import('../offers/messages'), () => import('../offers/messages.ru'), 'offerMessages', 'payout-rules'),
});
