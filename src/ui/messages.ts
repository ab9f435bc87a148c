// Messages of the shared dialogs and toasts, referenced by one line in each catalogue.

const en = {
  ui: {
    pagination: 'Pages',
    pagination_capped: '%{offsetBegin}–%{offsetEnd} of %{total}+',
    toast: {
      info: 'Information',
      error: 'Error',
      warning: 'Warning',
      success: 'Success',
      accent: 'Note',
      remove: 'Removed',
    },
    confirm: {
      title: 'Are you sure?',
      yes: 'Yes',
      no: 'No',
      batch_title: 'Apply to the selected rows?',
      batch_message: '“%{action}” will be applied to %{smart_count} selected row. |||| “%{action}” will be applied to %{smart_count} selected rows.',
      choice_message: '“%{action}: %{value}” will be applied to %{smart_count} selected row. |||| “%{action}: %{value}” will be applied to %{smart_count} selected rows.',
    },
    columns: {
      button: 'Columns',
      title: 'Visible columns',
      search: 'Search columns',
      select_all: 'Select all',
      move: 'Move %{column}',
      actions: 'Actions',
      row_hint: 'Enter opens this row',
    },
    load: {
      failed: 'Could not load the data.',
      retry: 'Retry',
      filter_dropped: 'A filter in the address was not valid and was removed: %{fields}.',
    },
    period: { any: 'Any time' },
  },
};

type UiMessages = typeof en;

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

export const uiMessages = { en, ru };
