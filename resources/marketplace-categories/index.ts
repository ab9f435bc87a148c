import CategoryIcon from '@mui/icons-material/Category';
import { CategoryCreate } from './CategoryCreate';
import { CategoryEdit } from './CategoryEdit';
import { CategoryList } from './CategoryList';

/** Marketplace categories (spec 1 §3, §4, §7): `<Resource name="marketplace-categories" {...marketplaceCategories} />`. */
const marketplaceCategories = {
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: 'name',
};

export default marketplaceCategories;
