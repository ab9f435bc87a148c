import TuneIcon from '@mui/icons-material/Tune';
import { referralOverridesResource } from '../../domain/referrals/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** A referrer's own referral program instead of the workspace default (spec 4 §6). */
export default defineResource({
  name: 'referral-overrides',
  ...referralOverridesResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'conversions', order: 8 } },
  list: lazyScreen(() => import('./OverrideList'), 'OverrideList'),
  create: lazyScreen(() => import('./OverrideForms'), 'OverrideCreate'),
  edit: lazyScreen(() => import('./OverrideForms'), 'OverrideEdit'),
  icon: TuneIcon,
  recordRepresentation: (r: { affiliate_name?: unknown }) => String(r.affiliate_name ?? ''),
  names: { en: 'Referral override |||| Referral overrides' },
  messages: lazyMessages(() => import('../referrals/messages'), () => import('../referrals/messages.ru'), 'referralMessages', 'referral-overrides'),
});
