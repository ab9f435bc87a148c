import StoreIcon from '@mui/icons-material/Store';
import { MarketplaceList } from './MarketplaceList';

/** The affiliate portal's "Offers": `<Resource name="marketplace" {...marketplace} />`. */
const marketplace = { list: MarketplaceList, icon: StoreIcon, recordRepresentation: 'name' };

export default marketplace;
