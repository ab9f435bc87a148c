// the Russian half of ./messages.ts: loaded with the Russian catalogue only

export const menuMessages = {
  ru: {
    menu: {
      groups: {
        offers: 'Офферы',
        leads: 'Лиды',
        conversions: 'Конверсии',
        reports: 'Отчёты',
        userOperations: 'Пользователи',
        tracking: 'Трекинг',
        dictionaries: 'Справочники',
        settings: 'Настройки',
      },
      profile: 'Профиль',
      label: 'Главное меню',
      toggle_group: 'Показать или скрыть: %{group}',
    },
  },
};
