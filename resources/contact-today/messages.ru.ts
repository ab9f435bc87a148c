// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { contactTodayMessages as english } from './messages';

export const contactTodayMessages = {
  ru: {
    'contact-today': {
      name: 'Связаться сегодня |||| Связаться сегодня',
      fields: {
        affiliate_name: 'Партнёр',
        reason: 'Причина',
        detail: 'Показатели',
        priority: 'Приоритет',
        status: 'Статус',
        note: 'Заметка',
        day: 'День',
        changed_at: 'Изменено',
      },
      empty: 'Звонить некому. Список составляется каждое утро по вчерашним кликам, лидам, конверсиям, оповещениям и выплатам.',
      recompute: 'Пересчитать',
      recomputed: 'Список пересчитан: %{smart_count} причина |||| Список пересчитан: %{smart_count} причины |||| Список пересчитан: %{smart_count} причин',
      book: 'Партнёры менеджера %{name}',
      update: 'Изменить',
      dialog_title: 'Звонок: %{name}',
      dialog_why: 'Причина: %{reason} (%{detail})',
      save: 'Сохранить',
      cancel: 'Отмена',
      saved: 'Сохранено.',
      changed_by: 'Изменил(а) %{name}, %{at}',
    },
  },
} satisfies { ru: (typeof english)['en'] };
