// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { UiMessages } from './messages';

const ru = {
  ui: {
    pagination: 'Страницы',
    pagination_capped: '%{offsetBegin}–%{offsetEnd} из %{total}+',
    toast: {
      info: 'Информация',
      error: 'Ошибка',
      warning: 'Предупреждение',
      success: 'Готово',
      accent: 'Обратите внимание',
      remove: 'Удалено',
    },
    confirm: {
      title: 'Вы уверены?',
      yes: 'Да',
      no: 'Нет',
      batch_title: 'Применить к выбранным строкам?',
      batch_message: '«%{action}» будет применено к %{smart_count} выбранной строке. |||| «%{action}» будет применено к %{smart_count} выбранным строкам. |||| «%{action}» будет применено к %{smart_count} выбранным строкам.',
      choice_message: '«%{action}: %{value}» будет применено к %{smart_count} выбранной строке. |||| «%{action}: %{value}» будет применено к %{smart_count} выбранным строкам. |||| «%{action}: %{value}» будет применено к %{smart_count} выбранным строкам.',
    },
    columns: {
      button: 'Колонки',
      title: 'Видимые колонки',
      search: 'Поиск колонок',
      select_all: 'Выбрать все',
      move: 'Переместить «%{column}»',
      actions: 'Действия',
      row_hint: 'Enter открывает эту строку',
    },
    load: {
      failed: 'Не удалось загрузить данные.',
      retry: 'Повторить',
      filter_dropped: 'Фильтр в адресе был неверным и удалён: %{fields}.',
    },
    period: { any: 'За всё время' },
  },
} satisfies UiMessages;

export const uiMessages = { ru };
