import PeopleIcon from '@mui/icons-material/People';
import { advertiserLeadsResource } from '../../domain/advertisers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The leads sent to the advertiser, affiliates shown only by id and sub-ids (spec 4 §7). */
export default defineResource({
  name: 'advertiser-leads',
  ...advertiserLeadsResource,
  apps: { advertiser: 'screens' },
  menu: { advertiser: 4 },
  list: lazyScreen(() => import('./AdvertiserLeadList'), 'AdvertiserLeadList'),
  icon: PeopleIcon,
  names: { en: 'Lead |||| Leads' },
  messages: lazyMessages(() => import('../advertiser-offers/messages'), () => import('../advertiser-offers/messages.ru'), 'advertiserAppMessages', 'advertiser-leads'),
});
