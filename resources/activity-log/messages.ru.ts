// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { activityLogMessages as english } from './messages';

export const activityLogMessages = {
  ru: {
    'activity-log': {
      name: 'Журнал действий |||| Журнал действий',
      fields: {
        created_at: 'Когда',
        actor_email: 'Кто',
        actor_id: 'Кто (ID пользователя)',
        ip: 'IP-адрес',
        type: 'Тип',
        entity: 'Объект',
        entity_id: 'ID объекта',
        fields: 'Изменённые поля',
        period_type: 'Период',
      },
      field: 'Поле',
      before: 'Было',
      after: 'Стало',
      system: 'Система',
      empty: 'Пока ничего нет. Здесь появляются изменения офферов, правил, капов и настроек.',
      export: 'Экспорт CSV',
    },
  },
} satisfies { ru: (typeof english)['en'] };
