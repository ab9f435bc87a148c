// The user menu's entry of the theme page, in English: it loads with the back office's first
// view, the page's own labels (./messages.ts) with the page. The Russian of both is
// ./messages.ru.ts.

export const themeMenuMessages = { en: { themes: { menu: 'Theme' } } };
