// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

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

export const marketplaceCategoryMessages = { ru };
