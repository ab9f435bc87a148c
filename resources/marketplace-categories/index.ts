import CategoryIcon from '@mui/icons-material/Category';
import { marketplaceCategoriesResource } from '../../domain/dictionaries/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Marketplace categories (spec 1 §3, §4, §7). */
export default defineResource({
  name: 'marketplace-categories',
  ...marketplaceCategoriesResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'dictionaries', order: 2 } },
  list: lazyScreen(() => import('./CategoryList'), 'CategoryList'),
  create: lazyScreen(() => import('./CategoryCreate'), 'CategoryCreate'),
  edit: lazyScreen(() => import('./CategoryEdit'), 'CategoryEdit'),
  icon: CategoryIcon,
  recordRepresentation: 'name',
  names: { en: 'Marketplace category |||| Marketplace categories' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'marketplaceCategoryMessages'),
});
