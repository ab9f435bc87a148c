// Messages of the theme page, referenced by one line in each catalogue (src/i18n/en.ts, ru.ts).
// Scheme names stay as shipped (they are the API's names).

const en = {
  themes: {
    title: 'Colour theme',
    menu: 'Theme',
    pick: 'Your colour scheme',
    required: 'required',
    default: 'default',
    applied: 'Colour scheme changed to %{name}.',
    edit_title: 'Edit the %{name} scheme',
    edit_which: 'Scheme to edit',
    edit_hint: 'Changes apply to every user of this scheme after saving.',
    groups: {
      otherColors: 'Colours',
      buttonColors: 'Buttons',
      layoutColors: 'Layout',
    },
    button_kind: '%{kind} button',
    preview: 'Preview',
    save: 'Save scheme',
    reset: 'Undo changes',
    saved: 'The %{name} scheme was saved.',
    contrast_warning: '%{text} on %{background}: contrast %{ratio}:1 (at least %{needed}:1 needed, WCAG AA).',
    primary_ratios: 'The primary colour as text (links, outlined buttons, the selected menu entry)',
    primary_ratio: 'on %{background}: %{ratio}:1 — %{verdict} (at least %{needed}:1)',
    ratio_passes: 'readable',
    ratio_fails: 'too faint',
    contrast_explained: 'The server refuses this scheme: a colour below WCAG AA vanishes where the interface draws it. Pick a darker shade on a light background or a lighter one on a dark background.',
    view_only: 'View-only mode: your choice stays in this browser.',
  },
};

type ThemeMessages = typeof en;

const ru = {
  themes: {
    title: 'Цветовая тема',
    menu: 'Тема',
    pick: 'Ваша цветовая схема',
    required: 'обязательная',
    default: 'по умолчанию',
    applied: 'Цветовая схема изменена на %{name}.',
    edit_title: 'Редактирование схемы %{name}',
    edit_which: 'Схема для редактирования',
    edit_hint: 'После сохранения изменения увидят все пользователи этой схемы.',
    groups: {
      otherColors: 'Цвета',
      buttonColors: 'Кнопки',
      layoutColors: 'Макет',
    },
    button_kind: 'Кнопка %{kind}',
    preview: 'Предпросмотр',
    save: 'Сохранить схему',
    reset: 'Отменить изменения',
    saved: 'Схема %{name} сохранена.',
    contrast_warning: '%{text} на %{background}: контраст %{ratio}:1 (нужно не меньше %{needed}:1, WCAG AA).',
    primary_ratios: 'Основной цвет как текст (ссылки, контурные кнопки, выбранный пункт меню)',
    primary_ratio: 'на %{background}: %{ratio}:1 — %{verdict} (нужно не меньше %{needed}:1)',
    ratio_passes: 'читается',
    ratio_fails: 'слишком бледно',
    contrast_explained: 'Сервер не примет эту схему: цвет ниже уровня WCAG AA теряется там, где его рисует интерфейс. Выберите оттенок темнее на светлом фоне или светлее на тёмном.',
    view_only: 'Режим просмотра: выбор сохраняется только в этом браузере.',
  },
} satisfies ThemeMessages;

export const themeMessages = { en, ru };
