// The security labels the back office's layout draws, in English: the user menu's entry and the
// view-as banner. They load with the first view; the rest of `security.*` (./messages.ts) loads
// with the screens. The Russian of both is ./messages.ru.ts.

export const securityLayoutMessages = {
  en: {
    security: {
      menu: 'Security',
      view_as: {
        banner: 'You are viewing the app of %{name} as they see it (opened by %{viewer}). Nothing can be changed here.',
        end: 'End view',
      },
    },
  },
};
