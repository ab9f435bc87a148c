import StorefrontIcon from '@mui/icons-material/Storefront';
import { AdvertiserList } from './AdvertiserList';
import { AdvertiserShow } from './AdvertiserShow';

/** Advertisers with their offers and postback token: `<Resource name="advertisers" {...advertisers} />`. */
const advertisers = { list: AdvertiserList, show: AdvertiserShow, icon: StorefrontIcon, recordRepresentation: 'email' };

export default advertisers;
