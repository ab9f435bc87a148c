// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { ThemeMessages } from './messages';

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

export const themeMessages = { ru };
