import StoreIcon from '@mui/icons-material/Store';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** The affiliate portal's "Offers": `<Resource name="marketplace" {...marketplace} />`. */
const marketplace = { list: lazyScreen(() => import('./MarketplaceList'), 'MarketplaceList'), icon: StoreIcon, recordRepresentation: 'name' };

export default marketplace;
