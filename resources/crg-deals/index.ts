import PercentIcon from '@mui/icons-material/Percent';
import { crgDealsResource } from '../../domain/crg/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** CRG deals: a guaranteed conversion rate per offer and affiliate, and each closed cohort's figures and money (spec 4 §3). */
export default defineResource({
  name: 'crg-deals',
  ...crgDealsResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'leads', order: 3 } },
  list: lazyScreen(() => import('./CrgDealList'), 'CrgDealList'),
  show: lazyScreen(() => import('./CrgDealShow'), 'CrgDealShow'),
  create: lazyScreen(() => import('./CrgDealCreate'), 'CrgDealCreate'),
  icon: PercentIcon,
  names: { en: 'CRG deal |||| CRG deals' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'crgDealMessages'),
});
