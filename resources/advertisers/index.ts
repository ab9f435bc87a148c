import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** Advertisers with their offers and postback token: `<Resource name="advertisers" {...advertisers} />`. */
const advertisers = {
  list: lazyScreen(() => import('./AdvertiserList'), 'AdvertiserList'),
  show: lazyScreen(() => import('./AdvertiserShow'), 'AdvertiserShow'),
  icon: StorefrontIcon,
  recordRepresentation: 'email',
};

export default advertisers;
