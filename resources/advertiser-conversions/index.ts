import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { advertiserConversionsResource } from '../../domain/advertisers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The conversions of the advertiser's offers, affiliates shown only by id and sub-ids (spec 4 §7). */
export default defineResource({
  name: 'advertiser-conversions',
  ...advertiserConversionsResource,
  apps: { advertiser: 'screens' },
  menu: { advertiser: 3 },
  list: lazyScreen(() => import('./AdvertiserConversionList'), 'AdvertiserConversionList'),
  icon: ShoppingCartIcon,
  names: { en: 'Conversion |||| Conversions' },
  messages: lazyMessages(() => import('../advertiser-offers/messages'), () => import('../advertiser-offers/messages.ru'), 'advertiserAppMessages', 'advertiser-conversions'),
});
