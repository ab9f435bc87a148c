// resources.marketplace-categories.* in both catalogues (src/i18n/en.ts, ru.ts)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('marketplace-categories', {
  fields: {
    id: 'ID',
    name: 'Name',
    status: 'Status',
    status_label: 'Status',
    created_at: 'Added',
    q: 'Search',
  },
  empty: 'No marketplace categories yet.',
  invite: 'Add the first one?',
  action: {
    restore: 'Restore',
  },
  message: {
    delete_title: 'Delete the category "%{name}"?',
    delete_content: 'The category is deactivated and hidden from the marketplace. You can restore it later.',
  },
  notifications: {
    created: 'Category added',
    updated: 'Category saved',
    deleted: 'Category deleted',
    restored: 'Category restored',
  },
});

export const marketplaceCategoryMessages = { en };
