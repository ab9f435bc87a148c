// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { alertMessages as english } from './messages';

export const alertMessages = {
  ru: {
    alerts: {
      name: 'Оповещение |||| Оповещения',
      fields: { priority: 'Приоритет', text: 'Оповещение', created_at: 'Создано', status: 'Статус', unread: 'Только непрочитанные' },
      empty: 'Оповещений нет. Здесь появятся достигнутые лимиты, удалённые трекинговые домены и ожидающие выплаты.',
      mark_read: 'Прочитано',
      marked_read: 'Отмечено прочитанным.',
      mark_all_read: 'Прочитать все',
      marked_all_read: 'Отмечено прочитанным: %{smart_count} |||| Отмечено прочитанными: %{smart_count} |||| Отмечено прочитанными: %{smart_count}',
    },
  },
} satisfies { ru: (typeof english)['en'] };
