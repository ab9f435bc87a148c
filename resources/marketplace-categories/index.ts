import CategoryIcon from '@mui/icons-material/Category';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** Marketplace categories (spec 1 §3, §4, §7): `<Resource name="marketplace-categories" {...marketplaceCategories} />`. */
const marketplaceCategories = {
  list: lazyScreen(() => import('./CategoryList'), 'CategoryList'),
  create: lazyScreen(() => import('./CategoryCreate'), 'CategoryCreate'),
  edit: lazyScreen(() => import('./CategoryEdit'), 'CategoryEdit'),
  icon: CategoryIcon,
  recordRepresentation: 'name',
};

export default marketplaceCategories;
