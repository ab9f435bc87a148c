import AdsClickIcon from '@mui/icons-material/AdsClick';
import { clickPayoutRulesResource } from '../../domain/clickCommissions/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Click payout rules (spec 4 §3, feature click_commissions): what a unique click on an offer earns, beside the payout rules. */
export default defineResource({
  name: 'click-payout-rules',
  ...clickPayoutRulesResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  // right after the payout rules (the same order; the list of manifests names this one next)
  menu: { staff: { group: 'offers', order: 5 }, affiliate: 2.5 },
  list: lazyScreen(() => import('./ClickPayoutRuleList'), 'ClickPayoutRuleList'),
  create: lazyScreen(() => import('./ClickPayoutRuleForms'), 'ClickPayoutRuleCreate'),
  edit: lazyScreen(() => import('./ClickPayoutRuleForms'), 'ClickPayoutRuleEdit'),
  icon: AdsClickIcon,
  recordRepresentation: (r: { offer_name?: string; affiliate_name?: string | null; country?: string | null }) => [r.offer_name, r.affiliate_name, r.country].filter(Boolean).join(' · '),
  names: { en: 'Click payout rule |||| Click payout rules' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'clickPayoutRuleMessages'),
});
