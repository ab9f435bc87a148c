// resources.marketplace-categories.* in both catalogues (src/i18n/en.ts, ru.ts)

const en = {
  name: 'Marketplace category |||| Marketplace categories',
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
};

const ru = {
  name: 'Категория маркетплейса |||| Категории маркетплейса',
  fields: {
    id: 'ID',
    name: 'Название',
    status: 'Статус',
    status_label: 'Статус',
    created_at: 'Добавлена',
    q: 'Поиск',
  },
  empty: 'Категорий маркетплейса пока нет.',
  invite: 'Добавить первую?',
  action: {
    restore: 'Восстановить',
  },
  message: {
    delete_title: 'Удалить категорию «%{name}»?',
    delete_content: 'Категория будет деактивирована и скрыта из маркетплейса. Её можно восстановить позже.',
  },
  notifications: {
    created: 'Категория добавлена',
    updated: 'Категория сохранена',
    deleted: 'Категория удалена',
    restored: 'Категория восстановлена',
  },
} satisfies typeof en;

export const marketplaceCategoryMessages = { en, ru };
